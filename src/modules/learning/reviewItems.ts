// What an activity tests, as review items (one Leitner box each), and the skill an item counts for.
// Items: letter:<id>, word:<id> (a phrase too), syllable:<Arabic text>. A syllable item counts for
// the skill of each letter in it, so a letter's mastery is its own item and its syllables.
// Pure: no database, no clock. Not the same as courses' skillsOfActivity (a count per skill).
import { lettersOf } from "../content/arabic";

/** The items a graded activity tests (its module says: activities/); none for meet_* (shown, not tested). */
export { itemsOfActivity } from "../content/activities/registry";

/** The skills an item counts for (letter:<id> or word:<id>). */
export function skillsOfItem(item: string): string[] {
  if (item.startsWith("syllable:"))
    return [...lettersOf(item.slice("syllable:".length))].map((x) => `letter:${x}`);
  return [item];
}
