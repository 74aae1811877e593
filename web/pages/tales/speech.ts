// Which word of a line is being said: from a voice's boundary events (a character offset in the text
// it reads) or from a clip's progress (a share of its length, spread over the words by their length).
// Pure, so the reader and its tests agree.

/** The index of the word of `text` (words split by single spaces) that contains `charIndex`. */
export function wordAt(text: string, charIndex: number): number {
  let start = 0;
  const words = text.split(" ");
  for (let i = 0; i < words.length; i++) {
    const end = start + words[i].length;
    if (charIndex < end + 1) return i;
    start = end + 1;
  }
  return words.length - 1;
}

/** The word being said when `fraction` (0–1) of a recording of `text` has played. */
export function wordAtFraction(text: string, fraction: number): number {
  return wordAt(text, Math.floor(Math.max(0, Math.min(1, fraction)) * text.length));
}
