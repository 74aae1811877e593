// The voices of the lessons on /credits: every speaker and licence of the clips the course plays, as the
// server counts them (GET /api/v1/credits/voices), so a new speaker is credited as soon as a clip plays.
import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { loaderApi, ok, api, type Reply } from "../../api/client";
import { Rich, useT } from "../../i18n";

type Voices = Reply<typeof api.credits.voices.get>;

export async function creditsLoader(args: LoaderFunctionArgs): Promise<{ voices: Voices | null }> {
  try {
    return { voices: await ok(loaderApi(args).credits.voices.get()) };
  } catch {
    return { voices: null };
  }
}

export function VoiceCredits() {
  const voices = (useLoaderData() as { voices: Voices | null } | undefined)?.voices;
  const t = useT();
  if (!voices?.speakers.length) return null;
  return (
    <>
      <p>{t("site.pages.credits.voices")}</p>
      <ul className="credits-list credits-voices">
        {voices.speakers.map((v) => (
          <li key={`${v.speaker}|${v.licence}`}>
            <Rich
              k="site.pages.credits.voice"
              values={{ speaker: v.speaker, licence: v.licence, n: v.clips }}
              tags={{ b: (c) => <strong>{c}</strong> }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
