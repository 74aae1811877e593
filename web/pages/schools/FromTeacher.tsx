// On a pupil's path (/courses): the lessons their teacher assigned, "from your teacher", with the day
// they are for and a tick when done. A calm list: no countdown, no "late".
import { Link } from "../../components/Link";
import { Stars } from "../courses/bits";
import { shortDay } from "./teacher";
import type { api, Reply } from "../../api/client";
import { useT } from "../../i18n";
import { courseText } from "../../i18n/courseWords";

export type MyAssignments = Reply<(typeof api)["my-class"]["assignments"]["get"]>;

export function FromTeacher({
  assignments,
  stars,
}: {
  assignments: MyAssignments["assignments"];
  stars: Map<string, number>;
}) {
  const t = useT();
  if (!assignments.length) return null;
  return (
    <section className="card from-teacher" aria-labelledby="from-teacher-h">
      <h2 id="from-teacher-h">{t("classes.fromTeacher.title")}</h2>
      <ul>
        {assignments.map((a) => (
          <li key={a.id} className={a.done ? "is-done" : ""}>
            <Link to={`/lessons/${a.lesson_id}`} className="from-teacher-link">
              <span className="from-teacher-title">{courseText(t, a.title)}</span>
              {a.due_date && (
                <span className="from-teacher-due">
                  {t("classes.fromTeacher.due", { day: shortDay(a.due_date, t.locale) })}
                </span>
              )}
              {a.done ? <Stars count={stars.get(a.lesson_id) ?? 1} size="sm" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
