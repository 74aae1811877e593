// Match letters (shown) to their sounds (audio buttons).
import { z } from "zod";
import { LetterId } from "../contentIds";
import { withIds } from "../opaque";
import { letter, letterSlot } from "../present";
import type { Choice } from "../publicTypes";
import { define, none, HeardPairsAnswer } from "./kit";
import { checkLetters, gradePairs, leftKey, letterRefs, rightKey } from "./pairs";

export const matchSounds = define(
  "match_sounds",
  { letters: z.array(LetterId).min(2).max(4) },
  {
    answer: HeardPairsAnswer,
    graded: true,
    fadesHarakat: false,
    seconds: 45,
    check: checkLetters,
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
    ): { id: string; type: "match_sounds"; prompt: "listen"; left: Choice[]; right: Choice[] } => {
      const ls = a.letters.map((id) => letter(ctx, id));
      // The sounds are opaque: each is fetched from the prompt route with ?choice=<id> when tapped.
      return {
        id: a.id,
        type: a.type,
        prompt: "listen",
        left: withIds(ls, ids, (l) => leftKey(l.id)).map(({ item, id }) => ({ id, text: item.char })),
        right: withIds(ls, ids, (l) => rightKey(l.id)).map(({ id }, i) => ({
          id,
          label: `Sound ${i + 1}`,
          audio: { id, url: null, speak: null, translit: null },
        })),
      };
    },
    // one sound of the right column
    heard: true,
    prompt: (ctx, a, ids, choice) => {
      const l = choice === null ? undefined : a.letters.find((id) => ids(rightKey(id)) === choice);
      // seen: the letter's vowelled name, whose first letter is the one to pair it with
      return l
        ? { ...letterSlot(ctx, letter(ctx, l)), shown: { text: letter(ctx, l).name, picture: null } }
        : null;
    },
    grade: gradePairs,
    items: (a) => a.letters.map((x) => `letter:${x}`),
    skills: (a) => a.letters.map((x) => `letter:${x}`),
  },
);
