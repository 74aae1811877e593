// A teacher's navigation (issue #29): on the teacher's side (/teach…) the bar is a teacher's — their
// classes, the course to pick lessons from, their profile — with one link to the family side; on the
// family side a teacher keeps one link back ("Teach"). Which side is the page's path: nothing is stored.
import type { PublicUser } from "../state/session";
import type { MessageKey } from "../i18n";

/** `label`: a catalogue key. */
export type NavEntry = { to: string; label: MessageKey; icon: string };

export const isTeacher = (user: Pick<PublicUser, "is_teacher" | "kind"> | null | undefined) =>
  !!user?.is_teacher && user.kind === "adult";
export const onTeacherSide = (path: string) => path === "/teach" || path.startsWith("/teach/");

export function teacherEntries(user: Pick<PublicUser, "is_admin">): NavEntry[] {
  return [
    { to: "/teach", label: "common.teacherNav.myClasses", icon: "pencil" },
    { to: "/courses", label: "common.appNav.courses", icon: "book" },
    { to: "/profile", label: "common.appNav.profile", icon: "user" },
    ...(user.is_admin ? [{ to: "/admin", label: "common.appNav.admin", icon: "tools" } as NavEntry] : []),
    { to: "/dashboard", label: "common.teacherNav.familySide", icon: "home" },
  ];
}
