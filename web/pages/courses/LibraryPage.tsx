// /courses — the library: the whole path of levels. Available levels show their units and lessons
// (stars earned, or a friendly lock); coming levels show their planned units. Open to everyone:
// signed out, it is the same library with everything locked (the server decides each lock).
// The child's path: units are islands, lessons stepping stones with their stars, the next one
// highlighted; a finished unit shows its sticker. Signed in, the week's goal (days learned, no
// streak) and the way to today's practice sit on top.
import { usePayments } from "../../state/site";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { LessonAudioBadge } from "../../components/LessonAudioBadge";
import { loaderApi, ok } from "../../api/client";
import { loadSession, useSession } from "../../state/session";
import { Shell } from "../subscription/Shell";
import { GrownUpUnlock, LockIcon, Stars, TIER_NAME } from "./bits";
import { KIND_LABEL, en } from "./format";
import { ChildHome } from "./ChildHome";
import type { LessonSummary, LevelSummary, ProgressReply, Tier, UnitSummary } from "./types";
import { FromTeacher } from "../schools/FromTeacher";
import { TalesShelf } from "../tales/TalesShelf";
import { Rich, useT } from "../../i18n";

export async function libraryLoader(args: LoaderFunctionArgs) {
  const client = loaderApi(args);
  const [courses, session] = await Promise.all([ok(client.courses.get()), loadSession(args)]);
  const pupil = session.user?.kind === "pupil";
  const [progress, fromTeacher] = session.user
    ? await Promise.all([
        ok(client.progress.get()).catch(() => null),
        pupil ? ok(client["my-class"].assignments.get()).catch(() => null) : null,
      ])
    : [null, null];
  const shelf = await ok(client.shelf.get()).catch(() => null); // the tales and rhymes (pages/tales)
  return { courses, signedIn: !!session.user, progress, pupil, fromTeacher, shelf };
}

export function LibraryPage() {
  const { courses, signedIn, progress, pupil, fromTeacher, shelf } = useLoaderData() as Awaited<
    ReturnType<typeof libraryLoader>
  >;
  const t = useT();
  const { learner } = useSession();
  const sells = usePayments(); // a school's instance names no plan (issue #33)
  // a child's home (issue #25): the next lesson as one big picture button, then the path
  if (learner)
    return (
      <ChildHome
        courses={courses}
        progress={progress}
        assignments={fromTeacher?.assignments ?? []}
        shelf={shelf}
      />
    );
  const stickers = new Set(progress?.stickers.map((x) => x.unit_id) ?? []);
  const { tier, levels } = courses;
  // The child's next step: the first open lesson not yet finished.
  const next =
    levels.flatMap((l) => l.units.flatMap((u) => u.lessons)).find((l) => !l.locked && l.stars === null)?.id ??
    null;
  return (
    <Shell className="library">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">
            <Rich
              k="courses.library.eyebrow"
              tags={{
                ar: (c) => (
                  <span lang="ar" dir="rtl" className="ar">
                    {c}
                  </span>
                ),
              }}
            />
          </p>
          <h1>{t("courses.library.title")}</h1>
          <p className="lead">{t("courses.library.lead")}</p>
          {signedIn && !pupil && sells && (
            <p className="library-plan">
              <Rich
                k="courses.library.plan"
                values={{ name: t(TIER_NAME[tier]), tier }}
                tags={{ b: (c) => <strong>{c}</strong> }}
              />
            </p>
          )}
          {tier !== "premium" && !pupil && (
            <GrownUpUnlock
              tier={tier}
              unlockTier={tier === "none" ? "demo" : "premium"}
              signedIn={signedIn}
              about="library"
            />
          )}
        </div>
      </section>
      <div className="container">
        {fromTeacher && (
          <FromTeacher
            assignments={fromTeacher.assignments}
            stars={new Map(progress?.lessons_completed.map((l) => [l.lesson_id, l.stars]) ?? [])}
          />
        )}
        {progress && <WeekStrip progress={progress} />}
        <TalesShelf shelf={shelf} />
        <nav className="level-jump" aria-label={t("courses.library.jump")}>
          {levels.map((l) =>
            // a coming level has nothing to open: a plain label, not a link (issue #25)
            l.status === "coming" ? (
              <span key={l.id} className="level-chip level-chip--coming" data-testid="level-chip-coming">
                {l.name} <span className="level-chip-soon">{t("courses.library.coming")}</span>
              </span>
            ) : (
              <a key={l.id} href={`#level-${l.id}`} className={`level-chip level-chip--${l.status}`}>
                {l.name}
              </a>
            ),
          )}
        </nav>
        <ol className="level-path" aria-label={t("courses.library.levels")}>
          {levels.map((level, i) => (
            <Level key={level.id} level={level} index={i} nextId={next} tier={tier} stickers={stickers} />
          ))}
        </ol>
      </div>
    </Shell>
  );
}

/** This week's goal as three stepping dots (days learned), today's practice and the sticker album. */
function WeekStrip({ progress }: { progress: ProgressReply }) {
  const t = useT();
  const { week } = progress;
  return (
    <section className="week-strip" aria-label={t("courses.library.week")}>
      <div className="week-goal">
        <span
          className="week-dots"
          role="img"
          aria-label={t("courses.library.weekDots", {
            days: Math.min(week.days, week.goal),
            goal: week.goal,
          })}
        >
          {Array.from({ length: week.goal }, (_, i) => (
            <span key={i} className={"week-dot" + (i < week.days ? " is-on" : "")} />
          ))}
        </span>
        <span data-testid="week-goal">
          {week.goal_met
            ? t("courses.library.weekMet")
            : t("courses.library.weekGoal", { goal: week.goal, days: week.days })}
        </span>
      </div>
      <div className="week-actions">
        {progress.lessons_completed.length > 0 && (
          <Link to="/practice" className="btn-kid btn-kid--go">
            {t("courses.library.practice", { due: progress.review_due })}
          </Link>
        )}
        <Link to="/progress#stickers" className="btn-kid btn-kid--soft">
          {t("courses.library.stickers", { n: progress.stickers.length })}
        </Link>
      </div>
    </section>
  );
}

function Level({
  level,
  index,
  nextId,
  tier,
  stickers,
}: {
  level: LevelSummary;
  index: number;
  nextId: string | null;
  tier: Tier;
  stickers: Set<string>;
}) {
  const t = useT();
  const coming = level.status === "coming";
  return (
    <li className={`level level--${level.status} level-tone-${index % 4}`} id={`level-${level.id}`}>
      <header className="level-head">
        <span className="level-step" aria-hidden="true">
          {index + 1}
        </span>
        <div>
          <h2>
            {level.name} {level.cefr !== level.name && <span className="level-cefr">{level.cefr}</span>}
            {coming && <span className="soon-badge">{t("courses.library.comingSoon")}</span>}
          </h2>
          <p className="level-desc">{en(level.description)}</p>
        </div>
      </header>
      {coming ? (
        <ul className="planned-units" aria-label={t("courses.library.plannedUnits", { level: level.name })}>
          {level.planned_units.map((u, i) => (
            <li key={i} className="planned-unit">
              <h3>{en(u.title)}</h3>
              <p>{en(u.goal)}</p>
              <span className="soon-badge">{t("courses.library.comingSoon")}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ol className="units" aria-label={t("courses.library.units", { level: level.name })}>
          {level.units.map((u, i) => (
            <Unit
              key={u.id}
              unit={u}
              number={i + 1}
              nextId={nextId}
              tier={tier}
              sticker={stickers.has(u.id)}
            />
          ))}
        </ol>
      )}
    </li>
  );
}

function Unit({
  unit,
  number,
  nextId,
  tier,
  sticker,
}: {
  unit: UnitSummary;
  number: number;
  nextId: string | null;
  tier: Tier;
  sticker: boolean;
}) {
  const t = useT();
  const finished = unit.lessons.filter((l) => l.stars !== null).length;
  return (
    <li className={"unit island" + (sticker ? " has-sticker" : "")} data-unit={unit.id}>
      {sticker && (
        <span className="island-sticker" role="img" aria-label={t("courses.library.unitSticker")}>
          ★
        </span>
      )}
      <div className="unit-head">
        {unit.picture ? (
          <img className="unit-picture" src={unit.picture} alt="" width="72" height="72" loading="lazy" />
        ) : (
          <span className="unit-picture" />
        )}
        <div>
          <p className="unit-kicker">
            {t("courses.library.unitKicker", {
              n: number,
              topic: en(unit.topic),
              finished,
              total: unit.lessons.length,
            })}
          </p>
          <h3>{en(unit.title)}</h3>
          <p className="unit-goal">{en(unit.goal)}</p>
        </div>
      </div>
      <ol className="lessons stones">
        {unit.lessons.map((l) => (
          <LessonTile key={l.id} lesson={l} isNext={l.id === nextId} tier={tier} />
        ))}
      </ol>
    </li>
  );
}

function LessonTile({ lesson, isNext, tier }: { lesson: LessonSummary; isNext: boolean; tier: Tier }) {
  const t = useT();
  const teaches = lesson.teaches; // named in words by the server, never the content ids
  const sells = usePayments(); // a school's instance sells nothing (issue #33)
  // the server says when a pupil's class opens it (unlock_by), and a school's instance sells nothing
  const lockText = lesson.after
    ? null
    : t(
        lesson.unlock_by === "school" || !sells
          ? "courses.library.lockSchool"
          : lesson.unlock_tier === "demo" && tier === "none"
            ? "courses.library.lockDemo"
            : "courses.library.lockPremium",
      );
  return (
    <li>
      <Link
        to={`/lessons/${lesson.id}`}
        className={
          "lesson-tile" +
          (lesson.locked ? " is-locked" : "") +
          (isNext ? " is-next" : "") +
          (lesson.stars !== null ? " is-done" : "")
        }
        data-lesson={lesson.id}
      >
        <span className="lesson-num" aria-hidden="true">
          {lesson.locked ? <LockIcon size={20} /> : lesson.position}
        </span>
        <span className="lesson-body">
          <span className="lesson-title">{en(lesson.title)}</span>
          <span className="lesson-meta">
            {t("courses.library.lessonMeta", { kind: t(KIND_LABEL[lesson.kind]), n: lesson.activity_count })}
          </span>
          {teaches && (
            <span className="lesson-teaches">{t("courses.library.teaches", { what: teaches })}</span>
          )}
          <LessonAudioBadge lessonId={lesson.id} />
          {lesson.locked && (
            <span className="lesson-lock">
              <span className="sr-only">{t("courses.library.lockedSr")}</span>
              {lockText ? t("courses.library.lockAsk", { lock: lockText }) : t("courses.library.lockAfter")}
            </span>
          )}
        </span>
        {!lesson.locked && lesson.stars !== null && (
          <span className="lesson-end">
            <Stars count={lesson.stars} size="sm" />
          </span>
        )}
        {isNext && <span className="lesson-next">{t("courses.library.startHere")}</span>}
      </Link>
    </li>
  );
}
