// Meet a new letter: its forms, its name, its sound. Answered by "I've got it" (not graded).
import { audioIdForLetter } from "../audioIds";
import { LetterId } from "../contentIds";
import { letter, letterCard } from "../present";
import type { LetterCard } from "../publicTypes";
import { define, none, noPrompt, seen, SeenAnswer } from "./kit";

export const meetLetter = define(
  "meet_letter",
  { letter: LetterId },
  {
    answer: SeenAnswer,
    graded: false,
    fadesHarakat: false,
    seconds: 15,
    check: () => {},
    readingLetters: none,
    readMarked: none,
    introduces: (a) => ({ letters: [a.letter] }),
    gradedRefs: none,
    words: none,
    audio: (a) => ({ letters: [a.letter] }),
    payloadAudio: (a) => [audioIdForLetter(a.letter)],
    present: (ctx, a): { id: string; type: "meet_letter"; letter: LetterCard } => ({
      id: a.id,
      type: a.type,
      letter: letterCard(ctx, letter(ctx, a.letter)),
    }),
    heard: false,
    prompt: noPrompt,
    grade: seen,
    items: none,
    skills: (a) => [`letter:${a.letter}`],
  },
);
