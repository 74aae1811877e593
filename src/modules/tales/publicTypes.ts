// What the shelf API sends (the browser imports these as types only).
import type { Tier } from "../content/publicTypes";

/** Something the reader can say: a recorded clip, else the device voice reading `speak` (voice.ts). */
export type Say = { url: string | null; speak: string };
export type ShelfItem = {
  id: string;
  kind: "tale" | "rhyme";
  title: { en: string; fr: string };
  cover: string | null;
  level: { id: string; name: string };
  /** the unit whose words it uses: it opens once that unit is finished */
  after: { id: string; title: { en: string; fr?: string } };
  locked: boolean;
  /** the tier that would open it (none: the learner has no plan that reaches it) */
  unlock_tier: Tier | null;
  done: boolean;
  pages: number;
};
/** `lang`: the learner's language (users.locale; English signed out): the texts come in English and French,
 * the reader shows this one. */
export type ShelfReply = {
  lang: "en" | "fr";
  items: ShelfItem[] /** the newest story the learner has opened the way to, or null */;
  newest: ShelfItem | null;
  counts: { tales: number; rhymes: number };
};

export type StoryToken = { text: string; en: string; fr: string; translit: string | null; say: Say };
export type StoryLine = {
  ar: string;
  translit: string;
  en: string;
  fr: string;
  say: Say;
  tokens: StoryToken[];
};
export type StoryPage = { scene: string; icons: { name: string; url: string | null }[]; lines: StoryLine[] };
export type StoryQuestion = {
  index: number;
  ask: { en: string; fr: string };
  choices: { id: string; picture: string | null; name: string }[];
  right: boolean;
};
export type StoryReply = Omit<ShelfItem, "locked" | "unlock_tier" | "pages"> & {
  lang: "en" | "fr";
  pages: StoryPage[];
  questions: StoryQuestion[];
};
export type StoryAnswerReply = { correct: boolean; questions_right: number; total: number; done: boolean };
