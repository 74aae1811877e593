// Hear a syllable (a letter with a mark, e.g. "دَ", "بِي", "مُو"), tap it.
import { lettersOf, syllableParts } from "../arabic";
import { Arabic } from "../contentIds";
import { syllableSlot } from "../present";
import { withIds } from "../opaque";
import type { Choice } from "../publicTypes";
import { gradeChoice } from "./choice";
import { HeardChoiceAnswer, checkChoices, choices, define, none } from "./kit";
import { feedbackIn } from "./feedback";

const key = (ar: string) => `syllable:${ar}`;

export const listenPickSyllable = define(
  "listen_pick_syllable",
  { answer: Arabic, choices: choices(Arabic) },
  {
    answer: HeardChoiceAnswer,
    graded: true,
    fadesHarakat: false, // reading the vowels is its point
    seconds: 20,
    check: (a, c) => {
      checkChoices(c, a.answer, a.choices);
      a.choices.forEach((s, i) => {
        if (/\s/.test(s) || !syllableParts(s))
          c.add(`choices.${i}`, `"${s}" is not a syllable (one letter or two, with marks)`);
        else c.arabic(`choices.${i}`, s, false);
      });
    },
    readingLetters: (a) => a.choices.flatMap((s) => [...lettersOf(s)]),
    readMarked: (a) => {
      const texts = a.choices.map((text, i) => ({ field: `choices.${i}`, text }));
      return a.choices.includes(a.answer) ? texts : [...texts, { field: "answer", text: a.answer }];
    },
    introduces: () => ({}),
    gradedRefs: none,
    words: none,
    audio: (a) => ({ syllables: a.choices }),
    payloadAudio: none,
    present: (
      _ctx,
      a,
      ids,
    ): { id: string; type: "listen_pick_syllable"; prompt: "listen"; choices: Choice[] } => ({
      id: a.id,
      type: a.type,
      prompt: "listen",
      choices: withIds(a.choices, ids, key).map(({ item, id }) => ({ id, text: item })),
    }),
    heard: true,
    prompt: (ctx, a, _ids, choice) =>
      choice === null ? { ...syllableSlot(ctx, a.answer), shown: { text: a.answer, picture: null } } : null,
    grade: gradeChoice(key, (_ix, a, lang) => feedbackIn(lang).thisIs(a.answer)),
    items: (a) => [`syllable:${a.answer}`],
    skills: (a) => [...lettersOf(a.answer)].map((x) => `letter:${x}`),
  },
);
