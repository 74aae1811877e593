// See a picture and hear a word, tap the written word among similar ones (reading strand).
import { lettersOf, stripMarks } from "../arabic";
import { Id } from "../contentIds";
import { faded, reading, word, wordSlot } from "../present";
import { pictureFor } from "../pictures";
import { withIds } from "../opaque";
import type { Choice } from "../publicTypes";
import { gradeChoice, twoRight, wordKey, wordRefs, wrongWord } from "./choice";
import { HeardChoiceAnswer, checkChoices, choices, define, none } from "./kit";

const FADES = true;

export const pickWord = define(
  "pick_word",
  { answer: Id, choices: choices(Id) },
  {
    answer: HeardChoiceAnswer,
    graded: true,
    fadesHarakat: FADES,
    seconds: 20,
    check: (a, c) => {
      checkChoices(c, a.answer, a.choices);
      const ws = a.choices.map((id, i) => c.word(`choices.${i}`, id));
      const w = c.content.words.get(a.answer);
      if (w && !w.picture) c.add("answer", `the word "${a.answer}" has no picture (pick_word shows it)`);
      const texts = ws.filter(Boolean).map((x) => x!.ar);
      if (new Set(texts).size !== texts.length) c.add("choices", "two choices are written the same");
      twoRight(c, [a.answer], a.choices); // only the answer's picture is shown
    },
    readingLetters: (a, content) =>
      a.choices.flatMap((id) => [...lettersOf(content.words.get(id)?.ar ?? "")]),
    readMarked: (a, content, vowelled) =>
      a.choices.flatMap((id, i) => {
        const ar = content.words.get(id)?.ar;
        return ar ? [{ field: `choices.${i}`, text: vowelled ? ar : stripMarks(ar) }] : [];
      }),
    introduces: () => ({}),
    gradedRefs: wordRefs,
    words: (a) => a.choices,
    audio: (a) => ({ words: a.choices }),
    payloadAudio: none,
    present: (
      ctx,
      a,
      ids,
    ): {
      id: string;
      type: "pick_word";
      picture: string | null;
      prompt: "listen";
      harakat_faded: boolean;
      choices: Choice[];
    } => {
      const fade = faded(ctx, FADES, a.choices);
      return {
        id: a.id,
        type: a.type,
        picture: pictureFor(word(ctx, a.answer).picture),
        prompt: "listen",
        harakat_faded: fade,
        choices: withIds(a.choices, ids, wordKey).map(({ item, id }) => ({
          id,
          ...reading(ctx, word(ctx, item).ar, fade),
        })),
      };
    },
    heard: true,
    prompt: (ctx, a, _ids, choice) => {
      const w = word(ctx, a.answer);
      return choice === null
        ? { ...wordSlot(ctx, w), shown: { text: w.ar, picture: pictureFor(w.picture) } }
        : null;
    },
    grade: gradeChoice(wordKey, wrongWord),
    items: (a) => [`word:${a.answer}`],
    skills: (a) => [`word:${a.answer}`],
  },
);
