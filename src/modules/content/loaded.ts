// The course as loaded: what loader.ts builds from the content files and every reader of the
// course (checker, API, audio list) works on.
import type { z } from "zod";
import { defOf } from "./activities/registry";
import type { Lesson, Letter, LevelMeta, PatternsFile, Unit, Word } from "./contentSchema";
import type { Shelf } from "./shelfCheck";
type LevelMetaT = z.infer<typeof LevelMeta>;

export type ContentProblem = { file: string; field: string; message: string };

export type Pattern = z.infer<typeof PatternsFile>["patterns"][number];
/** A word with where it is authored (file and index in its `words` list, for messages). */
export type LoadedWord = Word & { file: string; index: number };
export type LoadedUnit = { file: string; levelId: string; unit: Unit };
export type LoadedLesson = {
  lesson: Lesson;
  unitId: string;
  levelId: string;
  file: string;
  /** Where the lesson sits in its file's `lessons` list (for messages). */
  index: number;
  /** 1-based position within its level (the demo tier opens positions 1 and 2). */
  positionInLevel: number;
  /** sha256 of the lesson and the words it uses: an attempt records which content it was played on. */
  hash: string;
};
export type Content = {
  letters: Letter[];
  levels: { meta: LevelMetaT; units: LoadedUnit[] }[];
  words: Map<string, LoadedWord>;
  patterns: Map<string, Pattern>;
  /** Every lesson in course order: levels in levels.yaml order, units by file name, lessons in file order. */
  lessons: LoadedLesson[];
  /** The other files kept as text (e.g. strokes/*.json), by path. */
  extra: Record<string, string>;
  /** The tales and rhymes (content/tales/, content/rhymes/, content/shelf-words.yaml). */
  shelf: Shelf;
};
export type LoadOptions = { hasPicture: (name: string) => boolean };

/** The words an activity or lesson refers to (for hashing and audio lists). */
export function wordIdsOf(lesson: Lesson): string[] {
  const ids: string[] = [...lesson.teaches.words];
  for (const a of lesson.activities) ids.push(...defOf(a).words(a));
  return [...new Set(ids)];
}
