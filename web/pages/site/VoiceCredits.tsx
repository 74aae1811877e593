// The voices of the lessons on /credits: every speaker and licence of the clips the course plays, as the
// server counts them (GET /api/v1/credits/voices), so a new speaker is credited as soon as a clip plays.
import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { loaderApi, ok, api, type Reply } from "../../api/client";

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
  if (!voices?.speakers.length) return null;
  return (
    <>
      <p>The voices you hear:</p>
      <ul className="credits-list credits-voices">
        {voices.speakers.map((v) => (
          <li key={`${v.speaker}|${v.licence}`}>
            <strong>{v.speaker}</strong>, {v.licence} ({v.clips} {v.clips === 1 ? "recording" : "recordings"})
          </li>
        ))}
      </ul>
    </>
  );
}
