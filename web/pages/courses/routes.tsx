// The course area: the library (public), the lesson player, practice and the progress page (signed in).
// Titles and descriptions come from the catalogue, in the page's language (issue #30).
import type { RouteObject } from "react-router";
import type { Translator } from "../../i18n";
import type { MessageKey } from "../../../shared/i18n/types";
import type { PageMeta } from "../../lib/meta";
import { en } from "./format";

const titled = (t: Translator, title: string, description: MessageKey, noindex?: boolean): PageMeta => ({
  title: t("courses.meta.title", { title }),
  description: t(description),
  ...(noindex ? { noindex } : {}),
});
const meta = (title: MessageKey, description: MessageKey, noindex?: boolean) => ({
  meta: (_d: unknown, t: Translator) => titled(t, t(title), description, noindex),
});

export const courseRoutes: RouteObject[] = [
  {
    path: "courses",
    lazy: {
      loader: async () => (await import("./LibraryPage")).libraryLoader,
      Component: async () => (await import("./LibraryPage")).LibraryPage,
    },
    handle: meta("courses.meta.library", "courses.meta.libraryDescription"),
  },
  {
    path: "lessons/:lessonId",
    lazy: {
      loader: async () => (await import("./LessonPage")).lessonLoader,
      Component: async () => (await import("./LessonPage")).LessonPage,
    },
    handle: {
      meta: (d: any, t: Translator) => {
        const title = en(d?.state === "open" ? d.lesson.title : d?.summary?.title);
        return titled(t, title || t("courses.meta.lesson"), "courses.meta.lessonDescription");
      },
    },
  },
  {
    path: "practice",
    lazy: {
      loader: async () => (await import("./PracticePage")).practiceLoader,
      Component: async () => (await import("./PracticePage")).PracticePage,
    },
    handle: meta("courses.meta.practice", "courses.meta.practiceDescription"),
  },
  {
    path: "certificates/:code/print",
    lazy: {
      loader: async () => (await import("./CertificatePrintPage")).certificatePrintLoader,
      Component: async () => (await import("./CertificatePrintPage")).CertificatePrintPage,
    },
    handle: {
      ...meta("courses.meta.certificate", "courses.meta.certificateDescription", true),
      otherFamilies: true, // anyone's certificate: never kept per visitor (src/ssr/signedInCache.ts)
    },
  },
  {
    path: "certificates/:code",
    lazy: {
      loader: async () => (await import("./CertificatePage")).certificateLoader,
      Component: async () => (await import("./CertificatePage")).CertificatePage,
    },
    handle: {
      ...meta("courses.meta.certificateCheck", "courses.meta.certificateCheckDescription", true),
      otherFamilies: true, // anyone's certificate: never kept per visitor (src/ssr/signedInCache.ts)
    },
  },
  {
    path: "progress",
    lazy: {
      loader: async () => (await import("./ProgressPage")).progressLoader,
      Component: async () => (await import("./ProgressPage")).ProgressPage,
    },
    handle: meta("courses.meta.progress", "courses.meta.progressDescription"),
  },
];
