// Tap the letter inside a word: any position where the letter occurs is right.
import { validationError } from "../../../lib/errors";
import { lettersOf } from "../arabic";
import { audioIdForLetter } from "../audioIds";
import { Id, LetterId } from "../contentIds";
import { letterParts, partIsLetter } from "../items";
import { letter, letterSlot, shown, word } from "../present";
import type { AudioSlot } from "../publicTypes";
import { z } from "zod";
import { define, done, none, noPrompt } from "./kit";
import { feedbackIn } from "./feedback";

export const findLetter = define(
  "find_letter",
  { word: Id, letter: LetterId },
  {
    answer: z.strictObject({ index: z.number().int().min(0).max(200) }),
    graded: true,
    fadesHarakat: false, // the child looks for a letter's shape: the marks stay as authored
    seconds: 20,
    check: (a, c) => {
      const w = c.word("word", a.word);
      if (w && !lettersOf(w.ar).has(a.letter)) c.add("letter", `"${w.ar}" has no ${a.letter}`);
    },
    readingLetters: (a, content) => [...lettersOf(content.words.get(a.word)?.ar ?? ""), a.letter],
    readMarked: none, // a letter's shape is sought, not a reading
    introduces: () => ({}),
    // the word is not graded, only its letter
    gradedRefs: (a) => [{ field: "letter", letter: a.letter }],
    words: (a) => [a.word],
    audio: (a) => ({ letters: [a.letter] }),
    payloadAudio: (a) => [audioIdForLetter(a.letter)],
    present: (
      ctx,
      a,
    ): {
      id: string;
      type: "find_letter";
      letter: { char: string; name: string; audio: AudioSlot };
      word: { ar: string; parts: { index: number; text: string }[] };
    } => {
      const l = letter(ctx, a.letter);
      const ar = shown(ctx, word(ctx, a.word).ar);
      return {
        id: a.id,
        type: a.type,
        letter: { char: l.char, name: l.name, audio: letterSlot(ctx, l) },
        word: { ar, parts: letterParts(ar).map(({ index, text }) => ({ index, text })) },
      };
    },
    heard: false,
    prompt: noPrompt,
    grade: (ix, a, { index }, _ids, lang) => {
      const parts = letterParts(ix.words.get(a.word)!.ar);
      if (index >= parts.length) throw validationError({ "answer.index": "is not a part of the word" });
      const l = ix.letters.get(a.letter)!;
      const first = parts.findIndex((_, i) => partIsLetter(parts, i, l));
      return done(
        partIsLetter(parts, index, l),
        { index: first },
        feedbackIn(lang).letterIsHere(l.char),
        lang,
      );
    },
    items: (a) => [`letter:${a.letter}`],
    skills: (a) => [`letter:${a.letter}`],
  },
);
