// Listen to a sentence, see it with one word missing, tap the missing word among 2–4 (A1 on). The
// sentence is a vocab phrase (its audio is the heard prompt, its picture is shown); `blank` is the
// index of the missing word in it; `choices` are the words offered, written as the sentence needs
// them, one of them that word. The choices reach the browser under per-attempt ids in an order that
// does not give the answer away; the server alone knows which is right.
import { z } from "zod";
import { lettersOf, stripMarks } from "../arabic";
import { Arabic, Id, inLang } from "../contentIds";
import { withIds } from "../opaque";
import { pictureFor } from "../pictures";
import { faded, reading, word, wordSlot } from "../present";
import type { Choice } from "../publicTypes";
import { asPlayed, type CheckCtx, define, done, HeardChoiceAnswer, keyOf } from "./kit";
import { feedbackIn } from "./feedback";

const FADES = true;

type Authored = { phrase: string; blank: number; choices: string[] };

/** The sentence's words (punctuation stays on its word: أَيْنَ الْمَسْجِدُ؟). */
const wordsOf = (ar: string) => ar.split(" ").filter(Boolean);
/** A choice's key: its place among the authored choices. */
const choiceKey = (_text: string, i: number) => `c:${i}`;
/** The missing word as a choice is written: without the sentence's punctuation (؟ ،). */
const bareWord = (w: string) => w.replace(/[؟،]+$/, "").normalize("NFC");
/** The key of the right choice (the missing word), or null when the authored choices lack it. */
function rightKey(ar: string, a: Authored): string | null {
  const missing = bareWord(wordsOf(ar)[a.blank] ?? "");
  const i = a.choices.findIndex((c) => c.normalize("NFC") === missing);
  return i < 0 ? null : choiceKey(a.choices[i], i);
}

function check(a: Authored, c: CheckCtx) {
  const w = c.word("phrase", a.phrase);
  a.choices.forEach((s, i) => {
    c.arabic(`choices.${i}`, s);
    if (/\s/.test(s)) c.add(`choices.${i}`, `"${s}" is more than one word: a choice fills one gap`);
  });
  if (new Set(a.choices.map((s) => s.normalize("NFC"))).size !== a.choices.length)
    c.add("choices", "the choices repeat one another");
  if (!w) return;
  const words = wordsOf(w.ar);
  if (w.kind !== "phrase" || words.length < 2)
    c.add("phrase", `"${w.ar}" is one word: there is no sentence to complete`);
  if (!w.picture) c.add("phrase", `the phrase "${a.phrase}" has no picture (complete_sentence shows it)`);
  if (a.blank >= words.length)
    c.add("blank", `"${w.ar}" has ${words.length} words: there is no word ${a.blank + 1}`);
  else if (!rightKey(w.ar, a))
    c.add("choices", `the missing word "${bareWord(words[a.blank])}" is not among the choices`);
}

export const completeSentence = define(
  "complete_sentence",
  { phrase: Id, blank: z.number().int().min(0).max(20), choices: z.array(Arabic).min(2).max(4) },
  {
    answer: HeardChoiceAnswer,
    graded: true,
    fadesHarakat: FADES,
    seconds: 25,
    check,
    // the sentence and every choice are read
    readingLetters: (a, content) => [
      ...lettersOf(content.words.get(a.phrase)?.ar ?? ""),
      ...a.choices.flatMap((s) => [...lettersOf(s)]),
    ],
    readMarked: (a, content, vowelled) => {
      const ar = content.words.get(a.phrase)?.ar;
      const texts = [
        ...(ar ? [{ field: "phrase", text: ar }] : []),
        ...a.choices.map((s, i) => ({ field: `choices.${i}`, text: s })),
      ];
      return texts.map((t) => ({ ...t, text: vowelled ? t.text : stripMarks(t.text) }));
    },
    introduces: () => ({}),
    gradedRefs: (a) => [{ field: "phrase", word: a.phrase }],
    words: (a) => [a.phrase],
    audio: (a) => ({ words: [a.phrase] }),
    payloadAudio: () => [],
    present: (
      ctx,
      a,
      ids,
    ): {
      id: string;
      type: "complete_sentence";
      prompt: "listen";
      picture: string | null;
      harakat_faded: boolean;
      /** the sentence's words in reading order, null where the missing word goes */
      parts: ({ text: string; vowelled?: string } | null)[];
      choices: Choice[];
    } => {
      const p = word(ctx, a.phrase);
      const fade = faded(ctx, FADES, [a.phrase]);
      return {
        id: a.id,
        type: a.type,
        prompt: "listen",
        picture: pictureFor(p.picture),
        harakat_faded: fade,
        parts: wordsOf(p.ar).map((w, i) => (i === a.blank ? null : reading(ctx, w, fade))),
        choices: withIds(a.choices, ids, choiceKey).map(({ item, id }) => ({
          id,
          ...reading(ctx, item, fade),
        })),
      };
    },
    heard: true,
    prompt: (ctx, a, _ids, choice) => {
      const w = word(ctx, a.phrase);
      return choice === null
        ? { ...wordSlot(ctx, w), shown: { text: w.ar, picture: pictureFor(w.picture) } }
        : null;
    },
    grade: (ix, a, answer, ids, lang) => {
      const p = ix.words.get(a.phrase)!;
      const keys = a.choices.map(choiceKey);
      const chosen = keyOf(ids, keys, answer.choice);
      const right = rightKey(p.ar, a)!;
      return asPlayed(
        done(
          chosen === right,
          { choice: ids(right) },
          feedbackIn(lang).sentenceIs(p.ar, inLang(p, lang ?? "en")),
          lang,
        ),
        answer.played,
      );
    },
    items: (a) => [`word:${a.phrase}`],
    skills: (a) => [`word:${a.phrase}`],
  },
);
