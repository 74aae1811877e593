// The contract of the shelf routes (issue #32): the tales and rhymes, a story, its questions. Reply types
// are z.infer of these, and Elysia sends only what is named here (never a question's right choice).
import { z } from "zod";
import { Tier } from "../learning/model";

/** Something the reader can say: a recorded clip, else the device voice reading `speak` (voice.ts). */
export const Say = z.object({ url: z.string().nullable(), speak: z.string() });
export type Say = z.infer<typeof Say>;
const Title = z.object({ en: z.string(), fr: z.string() });
export const ShelfItem = z.object({
  id: z.string(),
  kind: z.enum(["tale", "rhyme"]),
  title: Title,
  cover: z.string().nullable(),
  level: z.object({ id: z.string(), name: z.string() }),
  /** the unit whose words it uses: it opens once that unit is finished */
  after: z.object({ id: z.string(), title: z.object({ en: z.string(), fr: z.string().optional() }) }),
  locked: z.boolean(),
  /** the tier that would open it (none: the learner has no plan that reaches it) */
  unlock_tier: Tier.nullable(),
  done: z.boolean(),
  pages: z.number(),
});
export type ShelfItem = z.infer<typeof ShelfItem>;
const Lang = z.enum(["en", "fr"]);
/** GET /shelf. `lang`: the learner's language (users.locale; English signed out): the texts come in English
 *  and French, the reader shows this one. */
export const ShelfReply = z.object({
  lang: Lang,
  items: z.array(ShelfItem),
  /** the newest story the learner has opened the way to, or null */
  newest: ShelfItem.nullable(),
  counts: z.object({ tales: z.number(), rhymes: z.number() }),
});
export type ShelfReply = z.infer<typeof ShelfReply>;

export const StoryToken = z.object({
  text: z.string(),
  en: z.string(),
  fr: z.string(),
  translit: z.string().nullable(),
  say: Say,
});
export type StoryToken = z.infer<typeof StoryToken>;
export const StoryLine = z.object({
  ar: z.string(),
  translit: z.string(),
  en: z.string(),
  fr: z.string(),
  say: Say,
  tokens: z.array(StoryToken),
});
export type StoryLine = z.infer<typeof StoryLine>;
export const StoryPage = z.object({
  scene: z.string(),
  icons: z.array(z.object({ name: z.string(), url: z.string().nullable() })),
  lines: z.array(StoryLine),
});
export type StoryPage = z.infer<typeof StoryPage>;
export const StoryQuestion = z.object({
  index: z.number(),
  ask: Title,
  choices: z.array(z.object({ id: z.string(), picture: z.string().nullable(), name: z.string() })),
  right: z.boolean(),
});
export type StoryQuestion = z.infer<typeof StoryQuestion>;
/** GET /shelf/{id}. */
export const StoryReply = ShelfItem.omit({ locked: true, unlock_tier: true, pages: true }).extend({
  lang: Lang,
  pages: z.array(StoryPage),
  questions: z.array(StoryQuestion),
});
export type StoryReply = z.infer<typeof StoryReply>;
/** POST /shelf/{id}/answers. */
export const StoryAnswerReply = z.object({
  correct: z.boolean(),
  questions_right: z.number(),
  total: z.number(),
  done: z.boolean(),
});
export type StoryAnswerReply = z.infer<typeof StoryAnswerReply>;
/** POST /shelf/{id}/finish (a rhyme chanted to the end). */
export const RhymeFinished = z.object({ done: z.literal(true) });
