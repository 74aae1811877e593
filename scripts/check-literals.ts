// Finds user-facing text written in JSX instead of the message catalogue (issue #30): text children,
// string children ({"…"}, a && "…", a ? "…" : "…") and the attributes a person reads or hears (alt,
// title, placeholder, aria-label…). Each .tsx file is transpiled by Bun (the bundle's own transpiler),
// whose output puts JSX text in plain string literals, one child per line, so no guessing at JSX syntax.
// Allowed: text with no letter (punctuation, numbers, arrows), Arabic (course content), brand names.
// Usage: bun scripts/check-literals.ts [files or folders]  — prints "file:line text" and exits 1 on any.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Names written the same in every language. */
export const BRAND_NAMES = [
  "Marhaba",
  "Premium",
  "Google",
  "Stripe",
  "YouTube",
  "Facebook",
  "Instagram",
  "LinkedIn",
];
const ATTRIBUTES = [
  "alt",
  "title",
  "placeholder",
  "label",
  '"aria-label"',
  '"aria-description"',
  '"aria-roledescription"',
  '"aria-valuetext"',
];

const transpiler = new Bun.Transpiler({ loader: "tsx", tsconfig: { compilerOptions: { jsx: "react-jsx" } } });

/** True when the text needs the catalogue: a letter that is neither Arabic nor part of a brand name. */
export function isUserText(text: string): boolean {
  if (/^[a-z][\w-]*(\.[\w-]+)+$/.test(text)) return false; // a catalogue key ("common.nav.home")
  if (/^[/#]|:\/\//.test(text.trim())) return false; // a path, an anchor or an address
  let rest = text;
  for (const b of BRAND_NAMES) rest = rest.replaceAll(b, "");
  rest = rest.replace(/\p{Script_Extensions=Arabic}/gu, "");
  return /\p{L}/u.test(rest);
}

/** The code with every call's arguments left out (`t("a.key")` → `t()`: a key, not text) and every
 *  comparison's operand (`kind === "pupil"`): what remains are the values the expression can show. */
function valuesOnly(code: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "`" || c === "'") {
      let j = i + 1;
      while (j < code.length && code[j] !== c) j += code[j] === "\\" ? 2 : 1;
      if (depth === 0) out += code.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === "(" && (depth > 0 || /[\w$)\]]\s*$/.test(out))) {
      if (depth === 0) out += "(";
      depth++;
      continue;
    }
    if (c === ")" && depth > 0) {
      depth--;
      if (depth === 0) out += ")";
      continue;
    }
    if (depth === 0) out += c;
  }
  return out
    .replace(/[!=]==?\s*("(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`)/g, "")
    .replace(/("(?:[^"\\]|\\.)*")\s*[!=]==?/g, "");
}

/** The string and template literals an expression of transpiled code can show. */
function literalsOf(line: string): string[] {
  const code = valuesOnly(line);
  const out: string[] = [];
  for (const m of code.matchAll(/"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const s = m[1] ?? m[2].replace(/\$\{[^}]*\}/g, " ");
    try {
      out.push(m[1] !== undefined ? JSON.parse(`"${m[1]}"`) : s);
    } catch {
      out.push(s);
    }
  }
  return out;
}

export type Finding = { line: number; text: string };

export function findLiterals(source: string): Finding[] {
  const js = transpiler.transformSync(source);
  const lines = js.split("\n");
  const found: Finding[] = [];
  const add = (i: number, texts: string[]) => {
    for (const text of texts) if (isUserText(text)) found.push({ line: i + 1, text });
  };
  const childIndent: number[] = []; // the indentation of the elements of each open `children: [`
  lines.forEach((line, i) => {
    const indent = line.length - line.trimStart().length;
    const trimmed = line.trim();
    while (childIndent.length && indent < childIndent[childIndent.length - 1]) childIndent.pop();
    if (/^children: \[$/.test(trimmed)) {
      childIndent.push(indent + 2);
      return;
    }
    const child = /^children: (.*?),?$/.exec(trimmed);
    if (child) return add(i, literalsOf(child[1]));
    const attr = new RegExp(`^(${ATTRIBUTES.join("|")}): (.*?),?$`).exec(trimmed);
    if (attr) return add(i, literalsOf(attr[2]));
    // an element of a children array: a string, or an expression ending in one (a && "…", a ? "…" : "…")
    if (childIndent.length && indent === childIndent[childIndent.length - 1] && !/^jsx\w*\(/.test(trimmed))
      add(i, literalsOf(trimmed));
  });
  return found;
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith(".tsx") ? [path] : [];
  return readdirSync(path).flatMap((n) => filesUnder(join(path, n)));
}

/** Every .tsx file under the given paths with its findings (files with none left out). */
export function checkTree(paths: string[], root = process.cwd()): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const file of paths.flatMap(filesUnder).sort()) {
    const f = findLiterals(readFileSync(file, "utf8"));
    if (f.length) out.set(relative(root, file), f);
  }
  return out;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const result = checkTree(args.length ? args : ["web"]);
  for (const [file, findings] of result)
    for (const f of findings) console.log(`${file}:${f.line} (transpiled) ${JSON.stringify(f.text)}`);
  console.log(`${result.size} file(s) with text outside the catalogue`);
  process.exit(result.size ? 1 : 0);
}
