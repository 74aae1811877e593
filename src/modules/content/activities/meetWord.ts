// Meet a word or phrase: picture, vowelled Arabic, transliteration, meaning, audio. Not graded.
import { audioIdForWord } from "../audioIds";
import { Id } from "../contentIds";
import { word, wordCard } from "../present";
import type { WordCard } from "../publicTypes";
import { define, none, noPrompt, seen, SeenAnswer } from "./kit";

export const meetWord = define(
  "meet_word",
  { word: Id },
  {
    answer: SeenAnswer,
    graded: false,
    fadesHarakat: true,
    seconds: 15,
    check: (a, c) => void c.word("word", a.word),
    readingLetters: none,
    readMarked: none,
    introduces: (a) => ({ words: [a.word] }),
    gradedRefs: none,
    words: (a) => [a.word],
    audio: (a) => ({ words: [a.word] }),
    payloadAudio: (a) => [audioIdForWord(a.word)],
    present: (ctx, a): { id: string; type: "meet_word"; word: WordCard } => ({
      id: a.id,
      type: a.type,
      word: wordCard(ctx, word(ctx, a.word)),
    }),
    heard: false,
    prompt: noPrompt,
    grade: seen,
    items: none,
    skills: (a) => [`word:${a.word}`],
  },
);
