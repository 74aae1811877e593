// Every activity type of the course, by type (kit.ts says what a type module holds). The authored
// schema of an activity, its payload, its answer shape and the browser's component map
// (web/pages/courses/activities/Activity.tsx) all derive from this list: a type missing anywhere is a
// compile error there.
import { z } from "zod";
import type { Content } from "../loaded";
import type { OpaqueIds } from "../opaque";
import type { PresentCtx } from "../present";
import { buildWord } from "./buildWord";
import { completeSentence } from "./completeSentence";
import { findLetter } from "./findLetter";
import type { Behaviour } from "./kit";
import { listenPickLetter } from "./listenPickLetter";
import { listenPickPicture } from "./listenPickPicture";
import { listenPickSyllable } from "./listenPickSyllable";
import { matchForms } from "./matchForms";
import { matchSounds } from "./matchSounds";
import { meetLetter } from "./meetLetter";
import { meetWord } from "./meetWord";
import { orderWords } from "./orderWords";
import { pickWord } from "./pickWord";
import { readPickPicture } from "./readPickPicture";
import { trace } from "./trace";
import { trueFalse } from "./trueFalse";

const DEFS = [
  meetLetter,
  meetWord,
  listenPickLetter,
  listenPickSyllable,
  listenPickPicture,
  readPickPicture,
  pickWord,
  findLetter,
  buildWord,
  matchForms,
  matchSounds,
  trace,
  orderWords,
  completeSentence,
  trueFalse,
] as const;

type Def = (typeof DEFS)[number];
export type ActivityType = Def["type"];
type DefOf<T extends ActivityType> = Extract<Def, { type: T }>;

/** The authored activity (content/levels/…/*.yaml `activities`), one shape per type. */
type Schemas<T extends readonly { schema: unknown }[]> = { -readonly [K in keyof T]: T[K]["schema"] };
export const ActivitySchema = z.discriminatedUnion(
  "type",
  DEFS.map((d) => d.schema) as unknown as Schemas<typeof DEFS>,
);
export type Activity = z.infer<typeof ActivitySchema>;
export type ActivityOf<T extends ActivityType> = Extract<Activity, { type: T }>;

/** The activity as the browser receives it, by type (publicTypes.ts PublicActivity). */
export type PayloadFor = { [T in ActivityType]: ReturnType<DefOf<T>["present"]> };
/** The answer posted for each type (publicTypes.ts AnswerFor). */
export type AnswerFor = { [T in ActivityType]: z.input<DefOf<T>["answer"]> };

/** The module of each type. */
export const ACTIVITIES = Object.fromEntries(DEFS.map((d) => [d.type, d])) as {
  [T in ActivityType]: DefOf<T>;
};

/** One activity's module, seen through the activity itself: the type picks the module, so its methods
 * take this activity (the one cast of the registry: a correlated union TypeScript cannot follow). */
export const defOf = (a: Activity) =>
  ACTIVITIES[a.type] as unknown as Behaviour<Activity, PayloadFor[ActivityType], z.ZodType<unknown>>;

// ---- what the rest of the server asks of an activity -------------------------------------------

export const publicActivity = (ctx: PresentCtx, a: Activity, ids: OpaqueIds) => defOf(a).present(ctx, a, ids);
export const promptSlot = (ctx: PresentCtx, a: Activity, ids: OpaqueIds, choice: string | null) =>
  defOf(a).prompt(ctx, a, ids, choice);
/** The review items an activity tests (learning/reviewItems.ts). */
export const itemsOfActivity = (a: Activity): string[] => defOf(a).items(a);
/** The skills an activity trains (per-skill counts). */
export const skillsOfActivity = (a: Activity): string[] => defOf(a).skills(a);
export const isGraded = (a: Activity): boolean => defOf(a).graded;
/** The letters a child reads in an activity (contentCheck.ts). */
export const readingLetters = (a: Activity, content: Content) => new Set(defOf(a).readingLetters(a, content));
/** The audio ids an activity's payload shows, to look their clips up at once. */
export const payloadAudioIds = (activities: Activity[]): string[] => [
  ...new Set(activities.flatMap((a) => defOf(a).payloadAudio(a))),
];
