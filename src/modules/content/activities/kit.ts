// What an activity type is, in one place: each activities/<type>.ts calls define() with its authored
// fields and its behaviour, and registry.ts lists the results. The loader, the content checker, the
// presenter, the grader and progress reach an activity only through its module (no switch on the type
// anywhere else), so adding a type is one module here, one line in registry.ts and one component in
// web/pages/courses/activities/ — and TypeScript names whatever is still missing.
import { z } from "zod";
import { validationError } from "../../../lib/errors";
import { Id, type Lang, type LetterId } from "../contentIds";
import { feedbackIn } from "./feedback";
import type { CourseIndex } from "../courseIndex";
import type { Content, LoadedWord, LoadOptions } from "../loaded";
import { OPAQUE_ID, type OpaqueIds } from "../opaque";
import type { PresentCtx } from "../present";
import type { PromptReply } from "../publicTypes";

/** The grade of one answer (COURSE-DESIGN.md §3). */
export type Graded = {
  correct: boolean; // right (or, for meet_* and a self-reported trace, done)
  expected: unknown; // the right answer in the question's ids
  feedback: string;
  graded: boolean; // counts towards stars, mastery and review boxes (meet_* and seen-form answers do not)
  selfReport: boolean; // a trace done by the keyboard path: done, never right the first time
};

/** What an activity's checks may use (contentCheck.ts): `add` reports a problem on a field of the activity. */
export type CheckCtx = {
  content: Content;
  opts: LoadOptions;
  vowelled: boolean;
  add: (field: string, message: string) => void;
  /** Arabic that must be fully vowelled in a vowelled lesson (pausal: a word's last letter may stay bare). */
  arabic: (field: string, s: string, pausal?: boolean) => void;
  /** The word with this id, or a problem on `field` when there is none. */
  word: (field: string, id: string) => LoadedWord | undefined;
};

/** The Arabic a child reads in an activity, with its field (the marks rule of contentCheck.ts). */
export type MarkedText = { field: string; text: string };
/** A word or letter a graded activity asks the child to recognise (met first by a meet_* activity). */
export type GradedRef = { field: string; word?: string; letter?: LetterId };
/** The audio items an activity uses (the admin's list of clips to record, content.ts listAudioItems). */
export type AudioRefs = { letters?: LetterId[]; words?: string[]; syllables?: string[] };

/** The fields every authored activity has besides its own. */
type Base<T extends string> = { id: typeof Id; type: z.ZodLiteral<T> };
export type AuthoredSchema<T extends string, F extends z.ZodRawShape> = z.ZodObject<
  Base<T> & F,
  z.core.$strict
>;

/** The behaviour of one activity type over its authored form A, its payload P and its answer schema R. */
export type Behaviour<A, P, R extends z.ZodType> = {
  /** The answer's shape (POST /attempts/{id}/answers `answer`); bounded, strict. */
  answer: R;
  /** Counts towards stars and mastery (false: shown, not tested, like meet_*). */
  graded: boolean;
  /** Its words may lose their harakat with the training wheels (content/wheels.ts). */
  fadesHarakat: boolean;
  /** A rough time it takes (seconds), for the length of a practice session (learning/review.ts). */
  seconds: number;
  /** Cross-file checks of one authored activity (references, answers among choices…). */
  check: (a: A, c: CheckCtx) => void;
  /** The letters a child reads in it (every Arabic text it shows and every letter it names): a reading
   * activity may only use letters already taught (contentCheck.ts); none for the others. */
  readingLetters: (a: A, content: Content) => Iterable<LetterId>;
  /** The Arabic a child reads, as shown, for the marks rule ([] where exempt). */
  readMarked: (a: A, content: Content, vowelled: boolean) => MarkedText[];
  /** The letters and words it shows a child for the first time (meet_*): from this lesson on they may be graded. */
  introduces: (a: A) => { letters?: LetterId[]; words?: string[] };
  /** What it asks the child to recognise, for the "met before graded" rule ([] where exempt). */
  gradedRefs: (a: A) => GradedRef[];
  /** The word ids it refers to (lesson hashes, pictures, classes). */
  words: (a: A) => string[];
  /** The audio items it uses. */
  audio: (a: A) => AudioRefs;
  /** The audio ids its payload shows (their clips are looked up before presenting). */
  payloadAudio: (a: A) => string[];
  /** The payload the browser receives: no answer key, per-attempt opaque ids. */
  present: (ctx: PresentCtx, a: A, ids: OpaqueIds) => P;
  /** Its prompt is heard (a hidden listen prompt): its answer may say it was played in its seen form. */
  heard: boolean;
  /** Its hidden listen prompt with its seen form (choice = one sound of a matching activity), null when it has none. */
  prompt: (ctx: PresentCtx, a: A, ids: OpaqueIds, choice: string | null) => PromptReply | null;
  /** Grades a shape-checked answer; ids that are not items of the activity are a 422. */
  /** `lang`: the learner's language, for the feedback sentence (English when not given). */
  grade: (ix: CourseIndex, a: A, answer: z.output<R>, ids: OpaqueIds, lang?: Lang) => Graded;
  /** The review items it tests (letter:<id>, word:<id>, syllable:<Arabic>; none when not graded). */
  items: (a: A) => string[];
  /** The skills it trains (per-skill counts: letter:<id>, word:<id>). */
  skills: (a: A) => string[];
};

export type ActivityDef<T extends string, F extends z.ZodRawShape, P, R extends z.ZodType> = {
  type: T;
  schema: AuthoredSchema<T, F>;
} & Behaviour<z.output<AuthoredSchema<T, F>>, P, R>;

/** One activity type: its name, its authored fields (besides id and type) and its behaviour. */
export function define<
  const T extends string,
  F extends z.ZodRawShape,
  P extends { id: string; type: T },
  R extends z.ZodType,
>(type: T, fields: F, behaviour: Behaviour<z.output<AuthoredSchema<T, F>>, P, R>): ActivityDef<T, F, P, R> {
  const schema = z.strictObject({ id: Id, type: z.literal(type), ...fields }) as AuthoredSchema<T, F>;
  return { type, schema, ...behaviour };
}

// ---- helpers the modules share -----------------------------------------------------------------

/** Choices of an authored activity: 2 to 6. */
export const choices = <T extends z.ZodTypeAny>(t: T) => z.array(t).min(2).max(6);

/** Opaque item ids in answers (opaque.ts). */
export const ItemId = z.string().max(64).regex(OPAQUE_ID, "is not one of this activity's items");
export const ChoiceAnswer = z.strictObject({ choice: ItemId });
export const SeenAnswer = z.strictObject({ seen: z.literal(true, { error: "send {seen: true}" }) });
export const PairsAnswer = z.strictObject({
  pairs: z
    .array(z.tuple([ItemId, ItemId]))
    .min(1)
    .max(8),
});
/** Which form of a heard prompt the child answered: "heard" (a clip or the device's voice said it) or
 * "seen" (this device could say nothing, so the player showed the vowelled Arabic or the picture). */
export const Played = z.enum(["heard", "seen"], { error: 'is "heard" or "seen"' }).optional();
export const HeardChoiceAnswer = ChoiceAnswer.extend({ played: Played });
export const HeardPairsAnswer = PairsAnswer.extend({ played: Played });
/** A heard activity's grade for the form it was played in: the seen form is never graded (no miss, no star,
 * no mastery), only done once right. */
export const asPlayed = (g: Graded, played: "heard" | "seen" | undefined): Graded =>
  played === "seen" ? { ...g, graded: false } : g;

export const RIGHT = feedbackIn("en").right;
const unknownItem = () => validationError({ answer: "is not one of this activity's items" });

/** Finds the key of an opaque id among the activity's keys (422 if none). */
export function keyOf(ids: OpaqueIds, keys: string[], id: string): string {
  const k = keys.find((key) => ids(key) === id);
  if (k === undefined) throw unknownItem();
  return k;
}

/** A graded answer: right or wrong, the right answer in the question's ids, and the sentence for a miss. */
export const done = (correct: boolean, expected: unknown, wrong: string, lang: Lang = "en"): Graded => ({
  correct,
  expected,
  feedback: correct ? feedbackIn(lang).right : wrong,
  graded: true,
  selfReport: false,
});
/** An answer that is not graded (a meet_* card, "seen"). */
export const seen = (
  _ix?: unknown,
  _a?: unknown,
  _answer?: unknown,
  _ids?: unknown,
  lang: Lang = "en",
): Graded => ({
  correct: true,
  expected: { seen: true },
  feedback: feedbackIn(lang).right,
  graded: false,
  selfReport: false,
});

/** The check that the choices do not repeat and the answer is among them. */
export function checkChoices(c: CheckCtx, answer: string, cs: string[], field = "choices") {
  if (new Set(cs).size !== cs.length) c.add(field, "the choices repeat one another");
  if (!cs.includes(answer)) c.add("answer", `the answer "${answer}" is not among the choices`);
}
export function checkUnique(c: CheckCtx, field: string, xs: string[]) {
  if (new Set(xs).size !== xs.length) c.add(field, "the choices repeat one another");
}

/** Nothing (for the behaviour an activity type does not have). */
export const none = (): [] => [];
export const noPrompt = (): null => null;
