// The course's own material as the level test sees it: the levels that have lessons, in path order,
// each with the words first taught there that a picture can show, and the letters. The level test
// (src/modules/assessments) builds its questions from these, so a new level's content grows the test.
import { courseIndex } from "./courseIndex";
import type { LoadedLesson, LoadedWord } from "./loaded";
import type { Letter } from "./contentSchema";
import { pictureFor } from "./pictures";

export type TestableLevel = {
  id: string;
  name: string;
  /** Single words first taught at this level whose picture no earlier level's word already shows
   * (a child who knows an earlier word must not pass this level on it). */
  pictureWords: LoadedWord[];
  /** The level's first lesson in course order: where a child placed here starts. */
  firstLesson: LoadedLesson;
};

/** The available levels with lessons and at least 4 picture words, in path order. */
export function testableLevels(): TestableLevel[] {
  const ix = courseIndex();
  const seen = new Set<string>();
  const out: TestableLevel[] = [];
  for (const { meta } of ix.content.levels) {
    if (meta.status !== "available") continue;
    const firstLesson = ix.content.lessons.find((l) => l.levelId === meta.id);
    const words = [...ix.words.values()].filter(
      (w) => w.level === meta.id && w.kind === "word" && w.picture && pictureFor(w.picture),
    );
    const fresh = words.filter((w) => !seen.has(w.picture!));
    for (const w of words) seen.add(w.picture!);
    // one word per picture: two choices never show the same picture
    const byPicture = new Map<string, LoadedWord>();
    for (const w of fresh) if (!byPicture.has(w.picture!)) byPicture.set(w.picture!, w);
    if (firstLesson && byPicture.size >= 4)
      out.push({ id: meta.id, name: meta.name, pictureWords: [...byPicture.values()], firstLesson });
  }
  return out;
}

/** The letters (for "listen and tap the letter"): single characters only (not لا). */
export function testLetters(): Letter[] {
  return courseIndex().content.letters.filter((l) => [...l.char].length === 1);
}

/** A word by id (the greeting question's words), or undefined. */
export const wordById = (id: string): LoadedWord | undefined => courseIndex().words.get(id);

/** The names of every level of the path after `levelId` that has no lessons yet ("coming"). */
export function comingLevelsAfter(levelId: string): string[] {
  const levels = courseIndex().content.levels;
  const i = levels.findIndex((l) => l.meta.id === levelId);
  return levels
    .slice(i + 1)
    .filter((l) => l.meta.status === "coming")
    .map((l) => l.meta.name);
}
