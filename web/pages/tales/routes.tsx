// The shelf's reader: a tale or a rhyme, page by page (the shelf itself is on the library page).
// Its title in the page's language (issue #30).
import type { RouteObject } from "react-router";
import type { Translator } from "../../i18n";
import { inLang } from "./lang";

export const taleRoutes: RouteObject[] = [
  {
    path: "tales/:storyId",
    lazy: {
      loader: async () => (await import("./StoryPage")).storyLoader,
      Component: async () => (await import("./StoryPage")).StoryPage,
    },
    handle: {
      meta: (d: any, t: Translator) => ({
        title: t("tales.meta.title", {
          title: inLang(d?.story?.title ?? d?.item?.title, t.locale) || t("tales.meta.tale"),
        }),
        description: t("tales.meta.description"),
      }),
    },
  },
];
