// The course's French (issue #30): a French text is owed wherever a child or parent reads an English
// one, and it is written with French typography — a no-break space before : and inside « », a narrow
// no-break space before ; ! ? (either no-break space is accepted), « » rather than "…". contentCheck.ts
// applies both rules (textProblems checks every `fr` / `…_fr` string of every file); the API picks the learner's language with `inLang` (contentIds.ts).
import type { ContentProblem } from "./loaded";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const isNoBreak = (c: string | undefined) => c === NBSP || c === NNBSP;

/** What is wrong with a French text's typography, or null. */
export function frenchTypographyProblem(s: string): string | null {
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const before = s[i - 1];
    if (c === '"' || c === "“" || c === "”") return `quotes in French are « » (found ${c})`;
    if (c === ";" || c === "!" || c === "?" || c === ":") {
      // "?!" and "!!": the space goes before the first mark only
      if ((c === "!" || c === "?") && (before === "!" || before === "?")) continue;
      // a time or a ratio between digits (10:30) takes no space
      if (c === ":" && /\d/.test(before ?? "") && /\d/.test(s[i + 1] ?? "")) continue;
      if (i === 0 || !isNoBreak(before))
        return `a no-break space goes before "${c}" in French (U+202F before ; ! ?, U+00A0 before :)`;
    }
    if (c === "«" && !isNoBreak(s[i + 1])) return "a no-break space (U+00A0) goes after «";
    if (c === "»" && !isNoBreak(before)) return "a no-break space (U+00A0) goes before »";
  }
  return null;
}

/** Every text with an English `en` and no French `fr` under `data` (a word, a unit, a level …). */
export function missingFrench(file: string, data: unknown, path: string[] = []): ContentProblem[] {
  if (Array.isArray(data)) return data.flatMap((v, i) => missingFrench(file, v, [...path, String(i)]));
  if (!data || typeof data !== "object") return [];
  const o = data as Record<string, unknown>;
  const own: ContentProblem[] =
    typeof o.en === "string" && typeof o.fr !== "string"
      ? [
          {
            file,
            field: [...path, "fr"].join("."),
            message: `"${o.en}" has no French: every text a child or parent reads is given in French too (fr)`,
          },
        ]
      : [];
  return [...own, ...Object.entries(o).flatMap(([k, v]) => missingFrench(file, v, [...path, k]))];
}
