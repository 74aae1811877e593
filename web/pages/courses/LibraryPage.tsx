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
            <span lang="ar" dir="rtl" className="ar">
              المَكْتَبَة
            </span>{" "}
            the library
          </p>
          <h1>Your Arabic adventure</h1>
          <p className="lead">From the very first letters to first sentences: one small lesson at a time.</p>
          {signedIn && !pupil && sells && (
            <p className="library-plan">
              Your plan: <strong>{TIER_NAME[tier]}</strong>
              {tier === "demo" && " — the first 2 lessons of every level are open."}
              {tier === "premium" && " — every lesson is included."}
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
        <nav className="level-jump" aria-label="Jump to a level">
          {levels.map((l) =>
            // a coming level has nothing to open: a plain label, not a link (issue #25)
            l.status === "coming" ? (
              <span key={l.id} className="level-chip level-chip--coming" data-testid="level-chip-coming">
                {l.name} <span className="level-chip-soon">coming</span>
              </span>
            ) : (
              <a key={l.id} href={`#level-${l.id}`} className={`level-chip level-chip--${l.status}`}>
                {l.name}
              </a>
            ),
          )}
        </nav>
        <ol className="level-path" aria-label="Levels">
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
  const { week } = progress;
  return (
    <section className="week-strip" aria-label="This week">
      <div className="week-goal">
        <span
          className="week-dots"
          role="img"
          aria-label={`${Math.min(week.days, week.goal)} of ${week.goal} learning days this week`}
        >
          {Array.from({ length: week.goal }, (_, i) => (
            <span key={i} className={"week-dot" + (i < week.days ? " is-on" : "")} />
          ))}
        </span>
        <span data-testid="week-goal">
          {week.goal_met
            ? "Weekly goal reached! Well done."
            : `Learn on ${week.goal} days this week: ${week.days} so far.`}
        </span>
      </div>
      <div className="week-actions">
        {progress.lessons_completed.length > 0 && (
          <Link to="/practice" className="btn-kid btn-kid--go">
            Practice{progress.review_due > 0 ? ` (${progress.review_due} to review)` : ""}
          </Link>
        )}
        <Link to="/progress#stickers" className="btn-kid btn-kid--soft">
          Stickers: {progress.stickers.length}
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
            {coming && <span className="soon-badge">Coming soon</span>}
          </h2>
          <p className="level-desc">{en(level.description)}</p>
        </div>
      </header>
      {coming ? (
        <ul className="planned-units" aria-label={`${level.name}: planned units`}>
          {level.planned_units.map((u, i) => (
            <li key={i} className="planned-unit">
              <h3>{en(u.title)}</h3>
              <p>{en(u.goal)}</p>
              <span className="soon-badge">Coming soon</span>
            </li>
          ))}
        </ul>
      ) : (
        <ol className="units" aria-label={`${level.name}: units`}>
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
  const finished = unit.lessons.filter((l) => l.stars !== null).length;
  return (
    <li className={"unit island" + (sticker ? " has-sticker" : "")} data-unit={unit.id}>
      {sticker && (
        <span className="island-sticker" role="img" aria-label="Sticker earned: unit finished">
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
            Unit {number} · {en(unit.topic)}
            {finished > 0 && ` · ${finished}/${unit.lessons.length} done`}
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
  const teaches = lesson.teaches; // named in words by the server, never the content ids
  const sells = usePayments(); // a school's instance sells nothing (issue #33)
  // the server says when a pupil's class opens it (unlock_by), and a school's instance sells nothing
  const lockText = lesson.after
    ? null
    : lesson.unlock_by === "school" || !sells
      ? "Your school opens it"
      : lesson.unlock_tier === "demo" && tier === "none"
        ? "Opens with the free demo"
        : "Opens with Premium";
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
            {KIND_LABEL[lesson.kind]} · {lesson.activity_count} activities
          </span>
          {teaches && <span className="lesson-teaches">Teaches {teaches}</span>}
          <LessonAudioBadge lessonId={lesson.id} />
          {lesson.locked && (
            <span className="lesson-lock">
              <span className="sr-only">Locked. </span>
              {lockText ? `${lockText}: ask a grown-up` : "Opens when you finish the lesson before"}
            </span>
          )}
        </span>
        {!lesson.locked && lesson.stars !== null && (
          <span className="lesson-end">
            <Stars count={lesson.stars} size="sm" />
          </span>
        )}
        {isNext && <span className="lesson-next">Start here!</span>}
      </Link>
    </li>
  );
}
