// Schools (issue #16): /class (a pupil signs in with the class code and their pictures) and the teacher's
// area /teach (classes, a class's pupils and progress, the printable sign-in sheet, the projected lesson).
import type { RouteObject } from "react-router";

const meta = (title: string, description: string) => ({ meta: { title: `${title} - Marhaba`, description } });

export const schoolRoutes: RouteObject[] = [
  {
    path: "class",
    lazy: {
      loader: async () => (await import("./ClassSignInPage")).classSignInLoader,
      Component: async () => (await import("./ClassSignInPage")).ClassSignInPage,
    },
    handle: meta("Class sign-in", "Pupils sign in with their class code and their three pictures."),
  },
  {
    path: "teach",
    lazy: {
      loader: async () => (await import("./TeachPage")).teachLoader,
      Component: async () => (await import("./TeachPage")).TeachPage,
    },
    handle: meta("My classes", "A teacher's classes on Marhaba."),
  },
  {
    path: "teach/classes/:id",
    lazy: {
      loader: async () => (await import("./ClassPage")).classLoader,
      Component: async () => (await import("./ClassPage")).ClassPage,
    },
    handle: meta("Class", "A class's pupils, progress and assignments."),
  },
  {
    path: "teach/classes/:id/sheet",
    lazy: {
      loader: async () => (await import("./SheetPage")).sheetLoader,
      Component: async () => (await import("./SheetPage")).SheetPage,
    },
    handle: meta("Sign-in sheet", "The class's printable sign-in sheet."),
  },
  {
    path: "teach/classes/:id/report",
    lazy: {
      loader: async () => (await import("./ReportPage")).reportLoader,
      Component: async () => (await import("./ReportPage")).ReportPage,
    },
    handle: meta("Class report", "The class's printable report."),
  },
  {
    path: "teach/classes/:id/pupils/:pid/report",
    lazy: {
      loader: async () => (await import("./PupilReportPage")).pupilReportLoader,
      Component: async () => (await import("./PupilReportPage")).PupilReportPage,
    },
    handle: meta("Pupil report", "A pupil's one-page report for their family."),
  },
  {
    path: "family-report/:token",
    lazy: {
      loader: async () => (await import("./FamilyReportPage")).familyReportLoader,
      Component: async () => (await import("./FamilyReportPage")).FamilyReportPage,
    },
    // a pupil's report opened by its link: never kept per visitor (src/ssr/signedInCache.ts)
    handle: { ...meta("Your child's Arabic", "A pupil's report from their teacher."), otherFamilies: true },
  },
  {
    path: "teach/project/:lessonId",
    lazy: {
      loader: async () => (await import("./ProjectPage")).projectLoader,
      Component: async () => (await import("./ProjectPage")).ProjectPage,
    },
    handle: meta("Lesson on the board", "A lesson's words and pictures, large for the classroom screen."),
  },
];
