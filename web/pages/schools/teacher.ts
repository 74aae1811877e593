// Shared bits of the teacher's pages: the guard, the reply types, and the pictures kept on this device.
import type { LoaderFunctionArgs } from "react-router";
import { redirectWithNotice } from "../../lib/notice";
import { currentT } from "../../i18n";
import { requireSession } from "../../state/session";
import type { classProgress } from "../../../src/modules/classes/progress";
import type { addPupil, listClasses, resetPictures } from "../../../src/modules/classes/service";
import type { classDetailWithAccess } from "../../../src/modules/classes/licence";
import type { picture } from "../../../src/modules/classes/pictures";
import type { classSignInInfo } from "../../../src/modules/classes/signIn";
import type { projectedLesson } from "../../../src/modules/classes/project";
import { utcDate } from "../../../shared/format";
import { intlTag, type Locale } from "../../../shared/i18n/locale";

export type ClassList = Awaited<ReturnType<typeof listClasses>>;
export type ClassSummary = ClassList["classes"][number];
export type ClassDetail = Awaited<ReturnType<typeof classDetailWithAccess>>;
export type Pupil = ClassDetail["pupils"][number];
export type Pic = ReturnType<typeof picture>;
/** POST /classes/:id/pupils (the pictures are shown once). */
export type PupilAdded = Awaited<ReturnType<typeof addPupil>>;
/** POST /classes/:id/pupils/:pid/pictures. */
export type PicturesReset = Awaited<ReturnType<typeof resetPictures>>;
/** GET /class-sign-in/:code. */
export type ClassSignInInfo = Awaited<ReturnType<typeof classSignInInfo>>;
export type ClassProgress = Awaited<ReturnType<typeof classProgress>>;
export type ProjectedLesson = ReturnType<typeof projectedLesson>;

export const NOT_A_TEACHER =
  "The teacher's area is for teachers. Ask your school's admin to make your account a teacher.";
/** In the browser the page's language; a server render's notice stays English until notices carry keys. */
const notATeacher = () =>
  typeof document === "undefined" ? NOT_A_TEACHER : currentT()("classes.notATeacher");

/** Teachers only (the server checks every call again; this just sends others somewhere useful). */
export async function requireTeacherPage(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  if (!session.user.is_teacher || session.user.kind !== "adult")
    throw redirectWithNotice("/dashboard", notATeacher(), "error");
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
