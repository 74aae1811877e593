// The child's path (issue #25): units as islands with their picture and sticker, lessons as stepping
// stones a child can follow without reading: a star stone for each finished lesson (with its stars),
// the next one glowing with a "play" mark, a padlock on locked ones. Coming levels are not on it.
// Numbers and tables stay on the grown-up's /progress.
import { Link } from "../../components/Link";
import { LockIcon, Stars } from "./bits";
import { en } from "./format";
import { useT, type Translator } from "../../i18n";
import type { LessonSummary, LevelSummary } from "./types";

export function PlayMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="play-mark"
    >
      <path
        d="M8 5.5v13l10.5-6.5z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The next lesson of the path: the first open one not finished, else the first one not finished (locked). */
export function nextOnPath(levels: LevelSummary[]): { lesson: LessonSummary; picture: string | null } | null {
  const all = levels
    .filter((l) => l.status === "available")
    .flatMap((l) => l.units.flatMap((u) => u.lessons.map((lesson) => ({ lesson, picture: u.picture }))));
  return (
    all.find((x) => !x.lesson.locked && x.lesson.stars === null) ??
    all.find((x) => x.lesson.stars === null) ??
    null
  );
}

function stoneLabel(l: LessonSummary, isNext: boolean, t: Translator) {
  const state = l.locked ? "locked" : l.stars !== null ? "done" : isNext ? "next" : "open";
  return t("courses.path.stone", { n: l.position, title: en(l.title), state, stars: l.stars ?? 0 });
}

export function ChildPath({
  levels,
  nextId,
  stickers,
}: {
  levels: LevelSummary[];
  nextId: string | null;
  stickers: Set<string>;
}) {
  const t = useT();
  const available = levels.filter((l) => l.status === "available");
  return (
    <ol className="cpath" aria-label={t("courses.path.label")} data-testid="child-path">
      {available.map((level) => (
        <li key={level.id} className="cpath-level">
          <h2 className="cpath-level-name">{level.name}</h2>
          <ol className="cpath-units">
            {level.units.map((u) => {
              const sticker = stickers.has(u.id);
              const stars = u.lessons.reduce((n, l) => n + (l.stars ?? 0), 0);
              return (
                <li key={u.id} className={"cpath-unit" + (sticker ? " has-sticker" : "")} data-unit={u.id}>
                  <div className="cpath-island">
                    {u.picture ? (
                      <img src={u.picture} alt="" width={72} height={72} loading="lazy" />
                    ) : (
                      <span className="cpath-island-blank" />
                    )}
                    <span className="cpath-unit-title">{en(u.title)}</span>
                    <span
                      className="cpath-unit-stars"
                      role="img"
                      aria-label={t("courses.path.islandStars", { n: stars })}
                    >
                      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                        <path
                          d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"
                          fill="#ffb020"
                        />
                      </svg>
                      {stars}
                    </span>
                    {sticker && (
                      <span className="cpath-sticker" role="img" aria-label={t("courses.path.sticker")}>
                        {u.picture ? <img src={u.picture} alt="" width={40} height={40} /> : "★"}
                      </span>
                    )}
                  </div>
                  <ol className="cpath-stones">
                    {u.lessons.map((l) => {
                      const isNext = l.id === nextId;
                      const state = l.locked
                        ? "locked"
                        : l.stars !== null
                          ? "done"
                          : isNext
                            ? "next"
                            : "open";
                      return (
                        <li key={l.id} className={`cpath-stone-slot`}>
                          <Link
                            to={`/lessons/${l.id}`}
                            className={`cpath-stone is-${state}`}
                            aria-label={stoneLabel(l, isNext, t)}
                            data-lesson={l.id}
                            data-state={state}
                          >
                            {state === "locked" ? (
                              <LockIcon size={26} />
                            ) : state === "done" ? (
                              <span aria-hidden="true">
                                <Stars count={l.stars} size="sm" />
                              </span>
                            ) : state === "next" ? (
                              <PlayMark />
                            ) : (
                              <span>{l.position}</span>
                            )}
                          </Link>
                        </li>
                      );
                    })}
                  </ol>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
