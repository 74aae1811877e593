// "Training wheels" (issue #13): per word, the server decides when its transliteration and, later, its
// harakat (vowel marks) fade from the lesson and practice payloads (present.ts), from the word's
// review item (learning/leitner.ts). The browser only displays what it is told, and the child can always tap
// "show" to see them again. Pure: the review items are read by the caller.
import type { reviewItems } from "../../db/schema";

/** A review item as stored (learning/leitner.ts reads and moves them). */
type ItemRow = typeof reviewItems.$inferSelect;

/** First-try right answers on a word's review item after which its transliteration fades: three times
 * the child recognised the word without help (in any lessons or practice) is more than a lucky guess
 * among three or four choices, and the Latin letters then stop being a crutch for reading the Arabic. */
export const TRANSLIT_FADES_AFTER_RIGHT = 3;

/** The Leitner box from which a word's harakat fade. Box 4 is reached only by right first-try answers
 * on three separate due days (1, 2, then 4 days apart), so the word is known across a week, well after
 * its transliteration faded; one mistake sends the item back to box 1 and the harakat return. */
export const HARAKAT_FADE_BOX = 4;

/** The first level whose lessons let harakat fade: Absolute Beginner children are still learning to
 * read the marks themselves, so their lessons always keep every mark. */
export const HARAKAT_FADE_FROM_LEVEL = "beginner";

/** What the wheels need of a word's review item. */
export type WordItem = Pick<ItemRow, "box" | "right">;

/** Whether a lesson of this level may fade harakat at all (levels at or above HARAKAT_FADE_FROM_LEVEL),
 * given the course's level ids in order (courseIndex.ts harakatLevel). */
export function harakatFromLevel(levelIds: string[], levelId: string): boolean {
  const from = levelIds.indexOf(HARAKAT_FADE_FROM_LEVEL);
  return from >= 0 && levelIds.indexOf(levelId) >= from;
}

export const translitFaded = (item: WordItem | undefined): boolean =>
  (item?.right ?? 0) >= TRANSLIT_FADES_AFTER_RIGHT;

/** Whether the harakat of the words of one activity fade: the type (its module's `fadesHarakat`: never
 * where reading the vowels is the point, as in listen_pick_syllable, or where the marks stay as authored,
 * as in find_letter) and the level allow it, and every word shown together is past HARAKAT_FADE_BOX (one
 * activity never mixes vowelled and bare words, so the marks never tell a choice apart). */
export function harakatFaded(
  typeFades: boolean,
  levelAllows: boolean,
  items: (WordItem | undefined)[],
): boolean {
  return (
    levelAllows && typeFades && items.length > 0 && items.every((i) => (i?.box ?? 0) >= HARAKAT_FADE_BOX)
  );
}

/** The child's word items by word id (review item "word:<id>"), for presenting a lesson. */
export function wordItems(rows: Pick<ItemRow, "item" | "box" | "right">[]): Map<string, WordItem> {
  const out = new Map<string, WordItem>();
  for (const r of rows)
    if (r.item.startsWith("word:")) out.set(r.item.slice(5), { box: r.box, right: r.right });
  return out;
}
