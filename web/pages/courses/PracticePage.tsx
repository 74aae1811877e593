// /practice — the daily practice (5–8 minutes): the server builds it from the letters and words due
// for review (GET /review) and the child plays it in the lesson player (POST /review/attempts, then
// the usual answer and finish calls). Nothing is lost by skipping a day.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { preload } from "react-dom";
import { loaderApi, ok } from "../../api/client";
import { requireSession } from "../../state/session";
import { Sparkle } from "./bits";
import { Player, TEACHING_FONT } from "./LessonPage";
import type { LessonReply } from "./types";
import { useT, type Translator } from "../../i18n";

export async function practiceLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  const client = loaderApi(args);
  const [review, courses] = await Promise.all([
    ok(client.review.get()),
    ok(client.courses.get()).catch(() => null),
  ]);
  return { review, tier: courses?.tier ?? "none" };
}

/** The practice as the player's "lesson" (its activities come with the attempt), named in the page's language. */
const practiceLesson = (t: Translator): LessonReply => ({
  id: "review",
  lang: t.locale === "fr" ? "fr" : "en",
  level: { id: "review", name: t("courses.practice.title") },
  unit: { id: "review", title: t("courses.practice.unit") },
  title: t("courses.practice.title"),
  kind: "review",
  show_translit: true,
  activities: [],
  next_lesson: null,
  home_card: null,
});

export function PracticePage() {
  const t = useT();
  const { review, tier } = useLoaderData() as Awaited<ReturnType<typeof practiceLoader>>;
  preload(TEACHING_FONT, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  if (!review.activities)
    return (
      <main id="main" className="player player--intro">
        <div className="player-card intro-card">
          <h1>{t("courses.practice.title")}</h1>
          <Sparkle className="intro-sparkle" />
          <p className="intro-count">{t("courses.practice.empty")}</p>
          <Link to="/courses" className="btn-kid btn-kid--go">
            {t("courses.practice.open")}
          </Link>
        </div>
      </main>
    );
  return <Player lesson={practiceLesson(t)} tier={tier} practice count={review.activities} />;
}
