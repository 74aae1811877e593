// What an activity tests, as review items (one Leitner box each), and the skill an item counts for.
// Items: letter:<id>, word:<id> (a phrase too), syllable:<Arabic text>. A syllable item counts for
// the skill of each letter in it, so a letter's mastery is its own item and its syllables.
// Pure: no database, no clock. Not the same as courses' skillsOfActivity (a count per skill).
import { lettersOf } from "../courses/arabic";
import type { Activity } from "../courses/contentSchema";

/** The items a graded activity tests; none for meet_* (shown, not tested). */
export function itemsOfActivity(a: Activity): string[] {
  switch (a.type) {
    case "meet_letter": case "meet_word": return [];
    case "find_letter": case "trace": return [`letter:${a.letter}`];
    case "listen_pick_letter": return [`letter:${a.answer}`];
    case "listen_pick_syllable": return [`syllable:${a.answer}`];
    case "match_forms": case "match_sounds": return a.letters.map((x) => `letter:${x}`);
    case "build_word": return [`word:${a.word}`];
    case "order_words": return [`word:${a.phrase}`];
    case "listen_pick_picture": case "read_pick_picture": case "pick_word": return [`word:${a.answer}`];
  }
}

/** The skills an item counts for (letter:<id> or word:<id>). */
export function skillsOfItem(item: string): string[] {
  if (item.startsWith("syllable:")) return [...lettersOf(item.slice("syllable:".length))].map((x) => `letter:${x}`);
  return [item];
}
