// Audio item ids, one per letter, syllable, word and phrase: the names recorded clips are stored
// under (agreed between the course and media modules; they never change once clips exist).
import { syllableParts } from "./arabic";

export const audioIdForLetter = (letterId: string) => `letter.${letterId}`;
export const audioIdForWord = (wordId: string) => `word.${wordId}`;

/** `syllable.<letterId>-<mark>[-<letterId>…]` from the syllable's Arabic text, e.g. دَ → syllable.dal-fatha,
 * بِي → syllable.ba-kasra-ya. Throws on a character that is neither a letter nor a mark. */
export function audioIdForSyllable(ar: string): string {
  const parts = syllableParts(ar);
  if (!parts) throw new Error(`not a syllable: ${JSON.stringify(ar)}`);
  return `syllable.${parts.join("-")}`;
}
