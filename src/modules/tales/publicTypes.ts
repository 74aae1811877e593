// What the shelf API sends: z.infer of the schemas in model.ts (the contract).
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
} from "./model";
