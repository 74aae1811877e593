// Match each letter's isolated form to its form in a position of the word.
import { z } from "zod";
import { LetterId } from "../contentIds";
import { formsOf } from "../items";
import { withIds } from "../opaque";
import { letter } from "../present";
import type { Choice } from "../publicTypes";
import { define, none, noPrompt, PairsAnswer } from "./kit";
import { checkLetters, gradePairs, leftKey, letterRefs, rightKey } from "./pairs";

export const matchForms = define(
  "match_forms",
  { letters: z.array(LetterId).min(2).max(4), form: z.enum(["initial", "medial", "final"]) },
  {
    answer: PairsAnswer,
    graded: true,
    fadesHarakat: false,
    seconds: 45,
    check: (a, c) => {
      checkLetters(a, c);
      a.letters.forEach((l, i) => {
        if (c.content.letters.find((x) => x.id === l)?.joins === "none")
          c.add(`letters.${i}`, `${l} never joins: it has no ${a.form} form`);
      });
    },
    readingLetters: (a) => a.letters,
    readMarked: none, // bare letters
    introduces: () => ({}),
    gradedRefs: letterRefs,
    words: none,
    audio: (a) => ({ letters: a.letters }),
    payloadAudio: none,
    present: (
      ctx,
      a,
      ids,
    ): {
      id: string;
      type: "match_forms";
      form: "initial" | "medial" | "final";
      left: Choice[];
      right: Choice[];
    } => {
      const ls = a.letters.map((id) => letter(ctx, id));
      return {
        id: a.id,
        type: a.type,
        form: a.form,
        left: withIds(ls, ids, (l) => leftKey(l.id)).map(({ item, id }) => ({ id, text: item.char })),
        right: withIds(ls, ids, (l) => rightKey(l.id)).map(({ item, id }) => ({
          id,
          text: formsOf(item)[a.form],
        })),
      };
    },
    heard: false,
    prompt: noPrompt,
    grade: gradePairs,
    items: (a) => a.letters.map((x) => `letter:${x}`),
    skills: (a) => a.letters.map((x) => `letter:${x}`),
  },
);
