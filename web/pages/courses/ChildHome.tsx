// The home of a child's pages (issues #25, #29): the first screen is one big picture button to the next
// lesson (for a pupil, the lesson from their teacher first), Practice beside it when reviews are due,
// and the instruction heard; then the path. No grown-up text: plans, goals and figures are the parent's
// pages'. A pupil's due date is shown gently ("for 1 Dec"), never as a countdown.
import { Link } from "../../components/Link";
import { Instruction } from "../../components/Instruction";
import { useSession } from "../../state/session";
import { Shell } from "../subscription/Shell";
import type { MyAssignments } from "../schools/FromTeacher";
import { LockIcon } from "./bits";
import { ChildPath, PlayMark, nextOnPath } from "./ChildPath";
import { dayMonthIn, en } from "./format";
import { useT } from "../../i18n";
import type { CoursesReply, LessonSummary, ProgressReply } from "./types";
import { NewestStory, TalesShelf } from "../tales/TalesShelf";
import type { ShelfReply } from "../tales/types";

type Assignment = MyAssignments["assignments"][number];

function PracticeIcon() {
  return (
    <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="28" fill="#ffe9a8" />
      <path
        d="M32 12l5.9 12.2 13.4 1.7-9.8 9.3 2.5 13.3L32 42l-12 6.5 2.5-13.3-9.8-9.3 13.4-1.7z"
        fill="#ffb020"
        stroke="#d98a00"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One big picture button: the lesson's unit picture, a play mark (or a padlock), its title small. */
function BigLesson({
  lesson,
  picture,
  ribbon,
  due,
  testId,
}: {
  lesson: Pick<LessonSummary, "id" | "title" | "locked">;
  picture: string | null;
  ribbon?: string;
  due?: string | null;
  testId: string;
}) {
  const t = useT();
  const title = en(lesson.title);
  return (
    <Link
      to={`/lessons/${lesson.id}`}
      className={"big-go" + (lesson.locked ? " is-locked" : "")}
      data-testid={testId}
      data-lesson={lesson.id}
    >
      {ribbon && <span className="big-go-ribbon">{ribbon}</span>}
      <span className="big-go-picture">
        {picture ? <img src={picture} alt="" width={132} height={132} /> : null}
        <span className="big-go-mark">{lesson.locked ? <LockIcon size={34} /> : <PlayMark size={40} />}</span>
        {lesson.locked && <span className="sr-only">{t("courses.home.locked")}</span>}
      </span>
      <span className="big-go-title">{title}</span>
      {due && <span className="big-go-due">{t("courses.home.due", { date: due })}</span>}
    </Link>
  );
}

export function ChildHome({
  courses,
  progress,
  assignments,
  shelf = null,
}: {
  courses: CoursesReply;
  progress: ProgressReply | null;
  assignments: Assignment[];
  shelf?: ShelfReply | null;
}) {
  const t = useT();
  const { learner } = useSession();
  const lessons = new Map<string, { lesson: LessonSummary; picture: string | null }>();
  for (const level of courses.levels)
    for (const u of level.units)
      for (const l of u.lessons) lessons.set(l.id, { lesson: l, picture: u.picture });
  const next = nextOnPath(courses.levels);
  const stickers = new Set(progress?.stickers.map((x) => x.unit_id) ?? []);
  // a pupil: the teacher's lessons not done yet come first, the first one as the big button
  const fromTeacher = assignments.filter((a) => !a.done);
  const first = fromTeacher[0] ?? null;
  const practice = (progress?.review_due ?? 0) > 0;
  const say = first
    ? t("courses.home.sayTeacher")
    : next
      ? t("courses.home.sayNext", { practice: practice ? "yes" : "no" })
      : t("courses.home.sayAllDone");
  const heading = learner
    ? t("courses.home.lessonsOf", { name: learner.first_name })
    : t("courses.home.lessons");
  return (
    <Shell className="library child-home-page">
      <section className="container child-home" aria-label={heading}>
        <h1 className="sr-only">{heading}</h1>
        <Instruction text={say} />
        <div className="child-home-actions">
          {first ? (
            <BigLesson
              testId="teacher-lesson"
              lesson={{
                id: first.lesson_id,
                title: en(first.title),
                locked: lessons.get(first.lesson_id)?.lesson.locked ?? false,
              }}
              picture={lessons.get(first.lesson_id)?.picture ?? null}
              ribbon={t("courses.home.fromTeacher")}
              due={first.due_date ? dayMonthIn(first.due_date, t.locale) : null}
            />
          ) : (
            next && <BigLesson testId="next-lesson" lesson={next.lesson} picture={next.picture} />
          )}
          {(practice || (!next && !first && (progress?.lessons_completed.length ?? 0) > 0)) && (
            <Link to="/practice" className="big-go big-go--practice" data-testid="practice-button">
              <span className="big-go-picture">
                <PracticeIcon />
              </span>
              <span className="big-go-title">{t("courses.home.practice")}</span>
            </Link>
          )}
          {/* the newest tale or rhyme the child has opened the way to (pages/tales) */}
          <NewestStory shelf={shelf} />
        </div>
        {fromTeacher.length > 1 && (
          <ul className="child-home-more" aria-label={t("courses.home.moreFromTeacher")}>
            {fromTeacher.slice(1).map((a) => (
              <li key={a.id}>
                <Link to={`/lessons/${a.lesson_id}`} className="small-go" data-lesson={a.lesson_id}>
                  {lessons.get(a.lesson_id)?.picture && (
                    <img src={lessons.get(a.lesson_id)!.picture!} alt="" width={48} height={48} />
                  )}
                  <span>{en(a.title)}</span>
                  {a.due_date && (
                    <span className="big-go-due">
                      {t("courses.home.due", { date: dayMonthIn(a.due_date, t.locale) })}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="container">
        <TalesShelf shelf={shelf} child />
      </div>
      <div className="container child-home-path">
        <ChildPath
          levels={courses.levels}
          nextId={first?.lesson_id ?? next?.lesson.id ?? null}
          stickers={stickers}
        />
      </div>
    </Shell>
  );
}
