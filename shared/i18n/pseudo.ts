// The pseudo-locale (issue #30): every English message made longer (+40 %), accented and bracketed,
// keeping its ICU arguments, plurals and tags intact. Shown right-to-left (locale.ts dirOf), it shows
// in tests a string left out of the catalogue, text clipped by a fixed width, and layout that does not
// mirror. Made from the English catalogue at build and at server start: never written by hand.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import type { Catalogue, Translation } from "./types";

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "đ",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ĺ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Đ",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ĺ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Arrows in the text point the way of reading: a right-to-left catalogue writes "→ Previous" where
 *  English has "← Previous" (the bidi algorithm does not mirror arrows), so the pseudo-locale does too. */
const MIRRORED: Record<string, string> = { "←": "→", "→": "←" };

/** "Sign in" → "Šíĝñ íñ"; "← Back" → "→ Ɓáçķ". */
export const accent = (s: string) => s.replace(/[A-Za-z←→]/g, (c) => ACCENTED[c] ?? MIRRORED[c] ?? c);
/** The padding that makes a text of this many letters 40 % longer (it stands for longer languages). */
const padding = (letters: number) => {
  const n = Math.ceil((letters * 0.4) / 2);
  // in words of at most 8 characters, as a longer language would have: a page must wrap them, not overflow
  return letters ? (" " + "·~".repeat(n)).replace(/(·~·~·~·~)(?=·)/g, "$1 ") : "";
};

/** "Sign in" → "Šíĝñ íñ·~·~": accented, 40 % longer. */
export const pseudoText = (s: string) => accent(s) + padding(s.replace(/\s/g, "").length);

function mapLiterals(els: MessageFormatElement[]): MessageFormatElement[] {
  return els.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: accent(el.value) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: mapLiterals(o.value) }]),
      );
      return { ...el, options };
    }
    if (el.type === TYPE.tag) return { ...el, children: mapLiterals(el.children) };
    return el;
  });
}

/** One message in the pseudo-locale, brackets showing where it starts and ends, padded once at its end. */
export function pseudoMessage(source: string): string {
  const ast = parse(source);
  const letters = (els: MessageFormatElement[]): number =>
    els.reduce((n, el) => {
      if (el.type === TYPE.literal) return n + el.value.replace(/\s/g, "").length;
      if (el.type === TYPE.tag) return n + letters(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select)
        return n + Math.max(0, ...Object.values(el.options).map((o) => letters(o.value)));
      return n + 2; // an argument: a short value
    }, 0);
  return `[${printAST(mapLiterals(ast))}${padding(letters(ast))}]`;
}

export function pseudoCatalogue(en: Catalogue): Translation {
  return Object.fromEntries(
    Object.entries(en).map(([area, messages]) => [
      area,
      Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, pseudoMessage(v as string)])),
    ]),
  ) as unknown as Translation;
}
