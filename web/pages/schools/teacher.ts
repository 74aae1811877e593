// Shared bits of the teacher's pages: the guard, the reply types, and the pictures kept on this device.
import type { LoaderFunctionArgs } from "react-router";
import { redirectWithNotice } from "../../lib/notice";
import { requireSession } from "../../state/session";
import type { api, Reply } from "../../api/client";
import { utcDate } from "../../../shared/format";
import { intlTag, type Locale } from "../../../shared/i18n/locale";

type OneClass = ReturnType<typeof api.classes>;
export type ClassList = Reply<typeof api.classes.get>;
export type ClassSummary = ClassList["classes"][number];
export type ClassDetail = Reply<OneClass["get"]>;
export type Pupil = ClassDetail["pupils"][number];
/** POST /classes/:id/pupils (the pictures are shown once). */
export type PupilAdded = Reply<OneClass["pupils"]["post"]>;
export type Pic = PupilAdded["pictures"][number];
/** POST /classes/:id/pupils/:pid/pictures. */
export type PicturesReset = Reply<ReturnType<OneClass["pupils"]>["pictures"]["post"]>;
/** GET /class-sign-in/:code. */
export type ClassSignInInfo = Reply<ReturnType<(typeof api)["class-sign-in"]>["get"]>;
export type ClassProgress = Reply<OneClass["progress"]["get"]>;
export type ProjectedLesson = Reply<ReturnType<typeof api.teach.lessons>["get"]>;

/** Teachers only (the server checks every call again; this just sends others somewhere useful). */
export async function requireTeacherPage(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  if (!session.user.is_teacher || session.user.kind !== "adult")
    throw redirectWithNotice("/dashboard", "classes.notATeacher", "error");
  return session;
}

// The server keeps only a hash of each pupil's pictures and shows them once (adding a pupil, new
// pictures). This device keeps them so the teacher can print the sign-in sheet afterwards.
const KEY = (classId: number) => `marhaba-class-pictures-${classId}`;
export function savedPictures(classId: number): Record<string, string[]> {
  try {
    return JSON.parse(localStorage.getItem(KEY(classId)) ?? "{}") ?? {};
  } catch {
    return {};
  }
}
export function savePictures(classId: number, pupilId: number, names: string[] | null) {
  try {
    const all = savedPictures(classId);
    if (names) all[pupilId] = names;
    else delete all[pupilId];
    localStorage.setItem(KEY(classId), JSON.stringify(all));
  } catch {}
}
export function forgetClassPictures(classId: number) {
  try {
    localStorage.removeItem(KEY(classId));
  } catch {}
}

/** "12 Mar" / "12 mars". */
export const shortDay = (iso: string, locale: Locale = "en") =>
  utcDate(locale === "en" ? "en-GB" : intlTag(locale), { day: "numeric", month: "short" }).format(
    new Date(iso + (iso.length === 10 ? "T00:00:00Z" : "")),
  );
