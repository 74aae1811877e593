// The shelf contract as the routes answer it (web/api/client.ts Reply<…>), nothing written by hand.
import type { api, Reply } from "../../api/client";

type Story = ReturnType<typeof api.shelf>;
/** GET /shelf: the tales and rhymes, locked or open. */
export type ShelfReply = Reply<typeof api.shelf.get>;
export type ShelfItem = ShelfReply["items"][number];
/** GET /shelf/:id: an open story's pages and questions. */
export type StoryReply = Reply<Story["get"]>;
export type StoryPage = StoryReply["pages"][number];
export type StoryLine = StoryPage["lines"][number];
export type StoryToken = StoryLine["tokens"][number];
export type StoryQuestion = StoryReply["questions"][number];
/** Something the reader can say: a recorded clip, else the device voice reading `speak` (voice.ts). */
export type Say = StoryLine["say"];
/** POST /shelf/:id/answers. */
export type StoryAnswerReply = Reply<Story["answers"]["post"]>;
