// Hear a letter's sound, tap the letter.
import { LetterId } from "../contentIds";
import { letter, letterSlot } from "../present";
import { withIds } from "../opaque";
import type { Choice } from "../publicTypes";
import { gradeChoice } from "./choice";
import { HeardChoiceAnswer, checkChoices, choices, define, none } from "./kit";
import { feedbackIn } from "./feedback";

const key = (id: string) => `letter:${id}`;

export const listenPickLetter = define(
  "listen_pick_letter",
  { answer: LetterId, choices: choices(LetterId) },
  {
    answer: HeardChoiceAnswer,
    graded: true,
    fadesHarakat: false,
    seconds: 20,
    check: (a, c) => checkChoices(c, a.answer, a.choices),
    readingLetters: (a) => a.choices,
    readMarked: none,
    introduces: () => ({}),
    gradedRefs: (a) => [
      ...(a.choices.includes(a.answer) ? [] : [{ field: "answer", letter: a.answer }]),
      ...a.choices.map((letter, i) => ({ field: `choices.${i}`, letter })),
    ],
    words: none,
    audio: (a) => ({ letters: a.choices }),
    payloadAudio: none,
    present: (
      ctx,
      a,
      ids,
    ): { id: string; type: "listen_pick_letter"; prompt: "listen"; choices: Choice[] } => ({
      id: a.id,
      type: a.type,
      prompt: "listen",
      choices: withIds(a.choices, ids, key).map(({ item, id }) => ({ id, text: letter(ctx, item).char })),
    }),
    heard: true,
    prompt: (ctx, a, _ids, choice) => {
      const l = letter(ctx, a.answer);
      return choice === null ? { ...letterSlot(ctx, l), shown: { text: l.char, picture: null } } : null;
    },
    grade: gradeChoice(key, (ix, a, lang) => {
      const l = ix.letters.get(a.answer)!;
      return feedbackIn(lang).thisIs(`${l.char} (${l.translit})`);
    }),
    items: (a) => [`letter:${a.answer}`],
    skills: (a) => [`letter:${a.answer}`],
  },
);
