// The shelf's reader: a tale or a rhyme, page by page (the shelf itself is on the library page).
import type { RouteObject } from "react-router";
import { textIn } from "../courses/format";

export const taleRoutes: RouteObject[] = [
  {
    path: "tales/:storyId",
    lazy: {
      loader: async () => (await import("./StoryPage")).storyLoader,
      Component: async () => (await import("./StoryPage")).StoryPage,
    },
    handle: {
      meta: (d: any) => ({
        title: `${d?.story ? textIn(d.story.title, d.story.lang) : d?.item ? textIn(d.item.title, d.lang) : "Tale"} - Marhaba`,
        description: "A picture tale or a rhyme in Arabic, read aloud, for children.",
      }),
    },
  },
];
