// Schools (issue #16): /class (a pupil signs in with the class code and their pictures) and the teacher's
// area /teach (classes, a class's pupils and progress, the printable sign-in sheet, the projected lesson).
import type { RouteObject } from "react-router";
import type { MessageKey, Translator } from "../../i18n";

const meta = (page: string) => ({
  meta: (_data: unknown, t: Translator) => ({
    title: t(`classes.meta.${page}.title` as MessageKey),
    description: t(`classes.meta.${page}.description` as MessageKey),
  }),
});

export const schoolRoutes: RouteObject[] = [
  {
    path: "class",
    lazy: {
      loader: async () => (await import("./ClassSignInPage")).classSignInLoader,
      Component: async () => (await import("./ClassSignInPage")).ClassSignInPage,
    },
    handle: meta("signIn"),
  },
  {
    path: "teach",
    lazy: {
      loader: async () => (await import("./TeachPage")).teachLoader,
      Component: async () => (await import("./TeachPage")).TeachPage,
    },
    handle: meta("teach"),
  },
  {
    path: "teach/classes/:id",
    lazy: {
      loader: async () => (await import("./ClassPage")).classLoader,
      Component: async () => (await import("./ClassPage")).ClassPage,
    },
    handle: meta("class"),
  },
  {
    path: "teach/classes/:id/sheet",
    lazy: {
      loader: async () => (await import("./SheetPage")).sheetLoader,
      Component: async () => (await import("./SheetPage")).SheetPage,
    },
    handle: meta("sheet"),
  },
  {
    path: "teach/classes/:id/report",
    lazy: {
      loader: async () => (await import("./ReportPage")).reportLoader,
      Component: async () => (await import("./ReportPage")).ReportPage,
    },
    handle: meta("report"),
  },
  {
    path: "teach/classes/:id/pupils/:pid/report",
    lazy: {
      loader: async () => (await import("./PupilReportPage")).pupilReportLoader,
      Component: async () => (await import("./PupilReportPage")).PupilReportPage,
    },
    handle: meta("pupilReport"),
  },
  {
    path: "family-report/:token",
    lazy: {
      loader: async () => (await import("./FamilyReportPage")).familyReportLoader,
      Component: async () => (await import("./FamilyReportPage")).FamilyReportPage,
    },
    // a pupil's report opened by its link: never kept per visitor (src/ssr/signedInCache.ts)
    handle: { ...meta("familyReport"), otherFamilies: true },
  },
  {
    path: "teach/project/:lessonId",
    lazy: {
      loader: async () => (await import("./ProjectPage")).projectLoader,
      Component: async () => (await import("./ProjectPage")).ProjectPage,
    },
    handle: meta("project"),
  },
];
