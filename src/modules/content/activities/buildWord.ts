// Build the word from letter tiles (the word's letters in order, plus decoys of similar shape).
import { z } from "zod";
import { lettersOf, stripMarks } from "../arabic";
import { Id, type LetterId, LetterId as LetterIdSchema } from "../contentIds";
import type { CourseIndex } from "../courseIndex";
import { wordLetters } from "../items";
import { withIds } from "../opaque";
import { gloss, word } from "../present";
import { pictureFor } from "../pictures";
import type { Choice } from "../publicTypes";
import { checkUnique, define, done, ItemId, keyOf, noPrompt } from "./kit";
import { feedbackIn } from "./feedback";

/** The tiles: the word's letters (t:i) and the decoys (d:i). */
export function tileItems(
  a: { word: string; decoys: LetterId[] },
  ix: CourseIndex,
): { key: string; char: string; inWord: boolean }[] {
  return [
    ...wordLetters(ix.words.get(a.word)!.ar).map((char, i) => ({ key: `t:${i}`, char, inWord: true })),
    ...a.decoys.map((d, i) => ({ key: `d:${i}`, char: ix.letters.get(d)!.char, inWord: false })),
  ];
}

export const buildWord = define(
  "build_word",
  { word: Id, decoys: z.array(LetterIdSchema).max(4).default([]) },
  {
    answer: z.strictObject({ tiles: z.array(ItemId).min(1).max(30) }),
    graded: true,
    fadesHarakat: false, // bare letter tiles
    seconds: 40,
    check: (a, c) => {
      const w = c.word("word", a.word);
      if (w?.kind === "phrase") c.add("word", `"${a.word}" is a phrase: build_word builds one word`);
      const inWord = w ? lettersOf(w.ar) : new Set<LetterId>();
      checkUnique(c, "decoys", a.decoys);
      a.decoys.forEach((d, i) => {
        if (inWord.has(d)) c.add(`decoys.${i}`, `the decoy ${d} is a letter of the word`);
      });
    },
    readingLetters: (a, content) => [...lettersOf(content.words.get(a.word)?.ar ?? ""), ...a.decoys],
    // the decoys are bare letter tiles: only the word is read with its marks
    readMarked: (a, content, vowelled) => {
      const ar = content.words.get(a.word)?.ar;
      return ar ? [{ field: "word", text: vowelled ? ar : stripMarks(ar) }] : [];
    },
    introduces: () => ({}),
    gradedRefs: (a) => [{ field: "word", word: a.word }],
    words: (a) => [a.word],
    audio: (a) => ({ words: [a.word] }),
    payloadAudio: () => [],
    present: (
      ctx,
      a,
      ids,
    ): {
      id: string;
      type: "build_word";
      picture: string | null;
      en: string;
      tiles: Choice[];
      length: number;
    } => {
      const w = word(ctx, a.word);
      return {
        id: a.id,
        type: a.type,
        picture: pictureFor(w.picture),
        en: gloss(ctx, w),
        tiles: withIds(tileItems(a, ctx.ix), ids, (t) => t.key).map(({ item, id }) => ({
          id,
          text: item.char,
        })),
        length: wordLetters(w.ar).length,
      };
    },
    heard: false,
    prompt: noPrompt,
    grade: (ix, a, { tiles }, ids, lang) => {
      const items = tileItems(a, ix);
      const keys = items.map((t) => t.key);
      const chosen = tiles.map((id) => items[keys.indexOf(keyOf(ids, keys, id))]);
      const w = ix.words.get(a.word)!;
      const target = wordLetters(w.ar);
      const correct =
        new Set(tiles).size === tiles.length &&
        chosen.length === target.length &&
        chosen.every((t, i) => t.char === target[i]);
      const expected = { tiles: items.filter((t) => t.inWord).map((t) => ids(t.key)) };
      return done(correct, expected, feedbackIn(lang).writtenAs(w.ar), lang);
    },
    items: (a) => [`word:${a.word}`],
    skills: (a) => [`word:${a.word}`],
  },
);
