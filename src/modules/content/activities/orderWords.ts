// Put the words of a phrase in order (chips flow right to left). The phrase's own word order is
// always accepted; also_accept lists other correct orders, each a list of the phrase's words.
import { z } from "zod";
import { lettersOf, stripMarks } from "../arabic";
import { Arabic, Id } from "../contentIds";
import { withIds } from "../opaque";
import { faded, gloss, reading, word } from "../present";
import { pictureFor } from "../pictures";
import type { Choice } from "../publicTypes";
import { define, done, ItemId, keyOf, noPrompt } from "./kit";
import { feedbackIn } from "./feedback";

const FADES = true;

/** The chips: the phrase's words in order (w:i). */
export const chipItems = (phrase: string) =>
  phrase
    .split(" ")
    .filter(Boolean)
    .map((text, i) => ({ key: `w:${i}`, text }));

export const orderWords = define(
  "order_words",
  { phrase: Id, also_accept: z.array(z.array(Arabic)).default([]) },
  {
    answer: z.strictObject({ chips: z.array(ItemId).min(1).max(30) }),
    graded: true,
    fadesHarakat: FADES,
    seconds: 40,
    check: (a, c) => {
      const w = c.word("phrase", a.phrase);
      if (!w) return;
      const parts = w.ar.split(" ");
      if (parts.length < 2) c.add("phrase", `"${w.ar}" has one word: nothing to order`);
      const sorted = [...parts].sort().join(" ");
      a.also_accept.forEach((order, i) => {
        order.forEach((s, k) => c.arabic(`also_accept.${i}.${k}`, s));
        if ([...order].sort().join(" ") !== sorted)
          c.add(`also_accept.${i}`, `must use exactly the words of "${w.ar}"`);
        else if (order.join(" ") === w.ar)
          c.add(`also_accept.${i}`, "repeats the phrase's own order (always accepted)");
      });
    },
    readingLetters: (a, content) => lettersOf(content.words.get(a.phrase)?.ar ?? ""),
    readMarked: (a, content, vowelled) => {
      const ar = content.words.get(a.phrase)?.ar;
      return ar ? [{ field: "phrase", text: vowelled ? ar : stripMarks(ar) }] : [];
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
      type: "order_words";
      en: string;
      picture: string | null;
      harakat_faded: boolean;
      chips: Choice[];
    } => {
      const p = word(ctx, a.phrase);
      const fade = faded(ctx, FADES, [a.phrase]);
      return {
        id: a.id,
        type: a.type,
        en: gloss(ctx, p),
        picture: pictureFor(p.picture),
        harakat_faded: fade,
        chips: withIds(chipItems(p.ar), ids, (c) => c.key).map(({ item, id }) => ({
          id,
          ...reading(ctx, item.text, fade),
        })),
      };
    },
    heard: false,
    prompt: noPrompt,
    grade: (ix, a, { chips }, ids, lang) => {
      const p = ix.words.get(a.phrase)!;
      const items = chipItems(p.ar);
      const keys = items.map((c) => c.key);
      const texts = chips.map((id) => items[keys.indexOf(keyOf(ids, keys, id))].text);
      const accepted = [items.map((c) => c.text), ...a.also_accept].map((o) =>
        o.map((w) => w.normalize("NFC")).join(" "),
      );
      const correct =
        new Set(chips).size === chips.length &&
        chips.length === items.length &&
        accepted.includes(texts.join(" ").normalize("NFC"));
      return done(correct, { chips: keys.map(ids) }, feedbackIn(lang).sentenceIs(p.ar), lang);
    },
    items: (a) => [`word:${a.phrase}`],
    skills: (a) => [`word:${a.phrase}`],
  },
);
