// Read a vowelled word, tap its picture (reading strand).
import { lettersOf, stripMarks } from "../arabic";
import { Id } from "../contentIds";
import { faded, pictureChoice, reading, word } from "../present";
import { withIds } from "../opaque";
import type { Choice } from "../publicTypes";
import { checkPictureChoices, gradeChoice, wordKey, wordRefs, wrongWord } from "./choice";
import { ChoiceAnswer, choices, define, none, noPrompt } from "./kit";

const FADES = true;

export const readPickPicture = define(
  "read_pick_picture",
  { answer: Id, choices: choices(Id) },
  {
    answer: ChoiceAnswer,
    graded: true,
    fadesHarakat: FADES,
    seconds: 20,
    check: (a, c) => checkPictureChoices(c, a),
    // the choices are pictures: only the word is read
    readingLetters: (a, content) => lettersOf(content.words.get(a.answer)?.ar ?? ""),
    readMarked: (a, content, vowelled) => {
      const ar = content.words.get(a.answer)?.ar;
      return ar ? [{ field: "answer", text: vowelled ? ar : stripMarks(ar) }] : [];
    },
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
      type: "read_pick_picture";
      text: string /** the vowelled text when `text` has faded (training wheels) */;
      vowelled: string | null;
      harakat_faded: boolean;
      choices: Choice[];
    } => {
      const fade = faded(ctx, FADES, [a.answer]);
      const r = reading(ctx, word(ctx, a.answer).ar, fade);
      return {
        id: a.id,
        type: a.type,
        text: r.text,
        vowelled: r.vowelled ?? null,
        harakat_faded: fade,
        choices: withIds(a.choices, ids, wordKey).map(({ item, id }) => ({
          id,
          ...pictureChoice(ctx, word(ctx, item)),
        })),
      };
    },
    heard: false,
    prompt: noPrompt,
    grade: gradeChoice(wordKey, wrongWord),
    items: (a) => [`word:${a.answer}`],
    skills: (a) => [`word:${a.answer}`],
  },
);
