// What a child may read into a picture besides the word it shows: 👋 is hello and goodbye, a starry
// night is good evening and good night. The content checker (contentCheck.ts) refuses a graded picture
// item where one choice's picture can be read as another choice's meaning, or two choices share a
// meaning: the child would be marked wrong for a defensible tap. Add a picture here when a reviewer
// finds it read two ways; meanings are compared as senses() makes them.

export const PICTURE_READINGS: Record<string, readonly string[]> = {
  "waving-hand": ["hello", "hi", "goodbye", "bye", "welcome"],
  handshake: ["hello", "hi", "goodbye", "nice to meet you"],
  "open-hands": ["welcome", "hi", "hello"],
  "smiling-face": ["hello", "hi", "happy", "welcome"],
  "night-with-stars": ["night", "good night", "evening", "good evening", "sky", "star"],
  "crescent-moon": ["moon", "night", "good night"],
  sunset: ["evening", "good evening", "sunset"],
  sunrise: ["morning", "good morning", "sun"],
  "sun-with-face": ["sun", "morning", "good morning", "it is sunny"],
  sun: ["sun", "it is sunny", "the sun", "summer"],
  "sleeping-face": ["good night", "sleep", "tired"],
  bed: ["bed", "good night", "sleep"],
  house: ["house", "home", "my house", "i am at home"],
  "house-with-garden": ["house", "home", "garden"],
  "speaking-head": ["talk", "speak", "head"],
  "person-walking": ["walk", "goodbye"],
  // A1 (#27): a landscape, snow, books and a clock read as more than one word
  "national-park": ["park", "garden", "mountain", "river"],
  "snow-capped-mountain": ["mountain", "snow", "winter"],
  snowman: ["winter", "snow"],
  books: ["library", "books", "reading"],
  "open-book": ["reading", "read", "book"],
  "mantelpiece-clock": ["clock", "hour", "time"],
  "alarm-clock": ["clock", "time", "what time is it"],
  // A1 review: the two swimmers differ only in the colour of the cap, so neither tells he from she;
  // summer is the sun; a plane taking off is also a plane and a trip
  "man-swimming": ["he is swimming", "she is swimming"],
  "woman-swimming": ["he is swimming", "she is swimming"],
  "airplane-departure": ["airplane", "plane", "have a good trip", "i travel by plane"],
  airplane: ["airplane", "plane", "have a good trip", "i travel by plane"],
  // a pupil in a mortarboard can be read as a teacher; an ill face is also an unhappy one
  "man-student": ["teacher"],
  "woman-student": ["teacher"],
  "face-with-thermometer": ["sad", "ill"],
};

/** The meanings an English gloss names: lower case, split at , ; / and without a leading article or
 * final punctuation; without "(…)" unless `qualified` (then "teacher (a man)" and "teacher (a woman)"
 * stay two meanings). "Good night! (to a boy)" → ["good night"]. */
export function senses(en: string, qualified = false): string[] {
  return en
    .toLowerCase()
    .replace(/\([^)]*\)/g, (q) => (qualified ? q.replace(/[,;/]/g, " ") : ""))
    .split(/[,;/]/)
    .map((s) =>
      s
        .replace(/[.!?]+/g, "")
        .trim()
        .replace(/^(the|a|an) /, ""),
    )
    .filter(Boolean);
}

/** Why two choices of one graded picture item could both be right, or null. `a` and `b` are the
 * choices' glosses and pictures. */
export function interchangeable(
  a: { en: string; picture?: string },
  b: { en: string; picture?: string },
): string | null {
  const sa = senses(a.en, true),
    sb = senses(b.en, true);
  const shared = sa.find((s) => sb.includes(s));
  if (shared) return `both mean "${shared}"`;
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const reading = x.picture
      ? PICTURE_READINGS[x.picture]?.find((r) => senses(y.en).includes(r))
      : undefined;
    if (reading) return `the picture ${x.picture} of "${x.en}" also reads as "${reading}"`;
  }
  return null;
}
