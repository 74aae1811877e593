// The shelf contract, type-only, from the server's own module (nothing of the server is bundled).
export type {
  Say,
  ShelfItem,
  ShelfReply,
  StoryAnswerReply,
  StoryLine,
  StoryPage,
  StoryQuestion,
  StoryReply,
  StoryToken,
} from "../../../src/modules/tales/publicTypes";
