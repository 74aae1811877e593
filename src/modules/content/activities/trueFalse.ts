// True or false for a picture (A1 on): the child reads a word or sentence (and may hear it), sees a
// picture and taps "yes, that's it" or "no". `shows` names the word whose picture is shown: the same
// word as `word` makes it true, another word false. The browser gets the text, its audio and the
// picture, never which word the picture belongs to; the server grades.
import { z } from "zod";
import { audioIdForWord } from "../audioIds";
import { lettersOf, stripMarks } from "../arabic";
import { Id, inLang } from "../contentIds";
import { interchangeable } from "../pictureReadings";
import { pictureFor } from "../pictures";
import { faded, reading, word, wordSlot } from "../present";
import type { AudioSlot } from "../publicTypes";
import { define, done, noPrompt } from "./kit";
import { feedbackIn } from "./feedback";

const FADES = true;

export const trueFalse = define(
  "true_false",
  { word: Id, shows: Id },
  {
    answer: z.strictObject({ value: z.boolean({ error: "is true or false" }) }),
    graded: true,
    fadesHarakat: FADES,
    seconds: 15,
    check: (a, c) => {
      const w = c.word("word", a.word);
      const s = c.word("shows", a.shows);
      if (!s || !w) return;
      if (!s.picture) c.add("shows", `the word "${a.shows}" has no picture (true_false shows it)`);
      if (a.shows === a.word || !s.picture) return;
      // false only when the child could not defend "yes": another picture, no shared meaning or reading
      if (s.picture === w.picture)
        c.add("shows", `"${a.shows}" shows the same picture as "${a.word}": the answer would be yes`);
      const why = interchangeable(w, s);
      if (why) c.add("shows", `"${a.word}" and the picture of "${a.shows}" could both be yes: ${why}`);
    },
    readingLetters: (a, content) => lettersOf(content.words.get(a.word)?.ar ?? ""),
    readMarked: (a, content, vowelled) => {
      const ar = content.words.get(a.word)?.ar;
      return ar ? [{ field: "word", text: vowelled ? ar : stripMarks(ar) }] : [];
    },
    introduces: () => ({}),
    gradedRefs: (a) => [{ field: "word", word: a.word }],
    words: (a) => [a.word, a.shows],
    audio: (a) => ({ words: [a.word] }),
    payloadAudio: (a) => [audioIdForWord(a.word)],
    present: (
      ctx,
      a,
    ): {
      id: string;
      type: "true_false";
      picture: string | null;
      text: string /** the vowelled text when `text` has faded */;
      vowelled: string | null;
      harakat_faded: boolean;
      audio: AudioSlot;
    } => {
      const w = word(ctx, a.word);
      const fade = faded(ctx, FADES, [a.word]);
      const r = reading(ctx, w.ar, fade);
      return {
        id: a.id,
        type: a.type,
        picture: pictureFor(word(ctx, a.shows).picture),
        text: r.text,
        vowelled: r.vowelled ?? null,
        harakat_faded: fade,
        audio: wordSlot(ctx, w),
      };
    },
    heard: false,
    prompt: noPrompt,
    grade: (ix, a, { value }, _ids, lang) => {
      const truth = a.shows === a.word;
      const w = ix.words.get(a.word)!;
      const say = feedbackIn(lang);
      const meaning = inLang(w, lang ?? "en");
      return done(
        value === truth,
        { value: truth },
        truth ? say.yesItIs(w.ar, meaning) : say.noItIsNot(w.ar, meaning),
        lang,
      );
    },
    items: (a) => [`word:${a.word}`],
    skills: (a) => [`word:${a.word}`],
  },
);
