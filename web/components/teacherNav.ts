// A teacher's navigation (issue #29): on the teacher's side (/teach…) the bar is a teacher's — their
// classes, the course to pick lessons from, their profile — with one link to the family side; on the
// family side a teacher keeps one link back ("Teach"). Which side is the page's path: nothing is stored.
import type { PublicUser } from "../state/session";

export type NavEntry = { to: string; label: string; icon: string };

export const isTeacher = (user: Pick<PublicUser, "is_teacher" | "kind"> | null | undefined) =>
  !!user?.is_teacher && user.kind === "adult";
export const onTeacherSide = (path: string) => path === "/teach" || path.startsWith("/teach/");

export function teacherEntries(user: Pick<PublicUser, "is_admin">): NavEntry[] {
  return [
    { to: "/teach", label: "My classes", icon: "pencil" },
    { to: "/courses", label: "Courses", icon: "book" },
    { to: "/profile", label: "Profile", icon: "user" },
    ...(user.is_admin ? [{ to: "/admin", label: "Admin", icon: "tools" }] : []),
    { to: "/dashboard", label: "Family side", icon: "home" },
  ];
}
