// "My path" for a child (issue #25): the stickers earned, as pictures, and the path of islands and
// stones to follow; the instruction heard. The grown-up's /progress keeps the figures and tables.
import { Instruction } from "../../components/Instruction";
import { useSession } from "../../state/session";
import { Shell } from "../subscription/Shell";
import { ChildPath, nextOnPath } from "./ChildPath";
import { en } from "./format";
import { useT } from "../../i18n";
import type { CoursesReply, ProgressReply } from "./types";

export function MyPath({ courses, progress }: { courses: CoursesReply; progress: ProgressReply }) {
  const t = useT();
  const { learner } = useSession();
  const next = nextOnPath(courses.levels);
  const stickers = progress.stickers;
  return (
    <Shell className="progress-page my-path-page">
      <section className="container my-path" aria-labelledby="my-path-h">
        <h1 id="my-path-h" className="my-path-title">
          {learner?.avatar_url && <img src={learner.avatar_url} alt="" width={56} height={56} />}
          {t("courses.myPath.title")}
        </h1>
        <Instruction text={next ? t("courses.myPath.sayNext") : t("courses.myPath.sayDone")} />
        <section
          className="sticker-album"
          aria-label={t("courses.myPath.stickers")}
          id="stickers"
          data-testid="sticker-album"
        >
          {stickers.length === 0 ? (
            <span className="sticker-slot is-empty" role="img" aria-label={t("courses.myPath.noSticker")}>
              ?
            </span>
          ) : (
            stickers.map((s) => (
              <span
                key={s.unit_id}
                className="sticker-slot"
                role="img"
                aria-label={t("courses.myPath.sticker", { title: en(s.title) })}
              >
                {s.picture ? <img src={s.picture} alt="" width={56} height={56} /> : "★"}
              </span>
            ))
          )}
        </section>
      </section>
      <div className="container">
        <ChildPath
          levels={courses.levels}
          nextId={next?.lesson.id ?? null}
          stickers={new Set(stickers.map((s) => s.unit_id))}
        />
      </div>
    </Shell>
  );
}
