// The course area: the library (public), the lesson player, practice and the progress page (signed in).
import type { RouteObject } from "react-router";

const meta = (title: string, description: string) => ({ meta: { title: `${title} - Marhaba`, description } });

export const courseRoutes: RouteObject[] = [
  {
    path: "courses",
    lazy: {
      loader: async () => (await import("./LibraryPage")).libraryLoader,
      Component: async () => (await import("./LibraryPage")).LibraryPage,
    },
    handle: meta(
      "Course Library",
      "Arabic lessons for children, level by level: letters, words and first sentences.",
    ),
  },
  {
    path: "lessons/:lessonId",
    lazy: {
      loader: async () => (await import("./LessonPage")).lessonLoader,
      Component: async () => (await import("./LessonPage")).LessonPage,
    },
    handle: {
      meta: (d: any) => {
        const title = d?.state === "open" ? d.lesson.title.en : d?.summary?.title.en;
        return meta(title ?? "Lesson", "A Marhaba Arabic lesson for children.").meta;
      },
    },
  },
  {
    path: "practice",
    lazy: {
      loader: async () => (await import("./PracticePage")).practiceLoader,
      Component: async () => (await import("./PracticePage")).PracticePage,
    },
    handle: meta("Practice", "A few minutes of practice with the letters and words your child has met."),
  },
  {
    path: "certificates/:code/print",
    lazy: {
      loader: async () => (await import("./CertificatePrintPage")).certificatePrintLoader,
      Component: async () => (await import("./CertificatePrintPage")).CertificatePrintPage,
    },
    handle: {
      meta: { ...meta("Certificate", "A Marhaba level certificate, ready to print.").meta, noindex: true },
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
      meta: { ...meta("Certificate check", "Check a Marhaba certificate by its code.").meta, noindex: true },
      otherFamilies: true, // anyone's certificate: never kept per visitor (src/ssr/signedInCache.ts)
    },
  },
  {
    path: "progress",
    lazy: {
      loader: async () => (await import("./ProgressPage")).progressLoader,
      Component: async () => (await import("./ProgressPage")).ProgressPage,
    },
    handle: meta("My Progress", "Lessons finished, stars and practice by skill."),
  },
];
