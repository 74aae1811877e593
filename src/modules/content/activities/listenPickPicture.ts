// Hear a word, tap its picture (listening strand: no Arabic text shown before answering).
import { Id } from "../contentIds";
import { pictureChoice, word, wordSlot } from "../present";
import { withIds } from "../opaque";
import { pictureFor } from "../pictures";
import type { Choice } from "../publicTypes";
import { checkPictureChoices, gradeChoice, wordKey, wordRefs, wrongWord } from "./choice";
import { HeardChoiceAnswer, choices, define, none } from "./kit";

export const listenPickPicture = define(
  "listen_pick_picture",
  { answer: Id, choices: choices(Id) },
  {
    answer: HeardChoiceAnswer,
    graded: true,
    fadesHarakat: false,
    seconds: 20,
    check: (a, c) => checkPictureChoices(c, a),
    readingLetters: none,
    readMarked: none,
    introduces: () => ({}),
    gradedRefs: wordRefs,
    words: (a) => a.choices,
    audio: (a) => ({ words: a.choices }),
    payloadAudio: none,
    present: (
      ctx,
      a,
      ids,
    ): { id: string; type: "listen_pick_picture"; prompt: "listen"; choices: Choice[] } => ({
      id: a.id,
      type: a.type,
      prompt: "listen",
      choices: withIds(a.choices, ids, wordKey).map(({ item, id }) => ({
        id,
        ...pictureChoice(ctx, word(ctx, item)),
      })),
    }),
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
