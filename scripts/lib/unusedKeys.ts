// Catalogue keys used nowhere (issue #30): a key is used when its full text is written, quoted, in the
// code of src/, web/, shared/ or cli/ (the catalogue's own language folders left out), or when it starts
// with a prefix the code builds keys from (`t(\`admin.audio.kind.${kind}\`)`), listed by whoever asks.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const CATALOGUE_FOLDER = /shared\/i18n\/(en|fr)\//;

/** The code under `dirs` of `root` as one text (.ts and .tsx files, the catalogue's languages left out). */
export function codeText(root: string, dirs: string[]): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (name !== "node_modules") walk(p);
      } else if (/\.tsx?$/.test(name) && !CATALOGUE_FOLDER.test(p)) parts.push(readFileSync(p, "utf8"));
    }
  };
  for (const d of dirs) walk(join(root, d));
  return parts.join("\n");
}

/** The keys of `catalogue` ({area: {key: message}}) that `code` never names and no prefix covers. */
export function unusedKeys(
  catalogue: Record<string, Record<string, string>>,
  code: string,
  prefixes: readonly string[],
): string[] {
  const out: string[] = [];
  for (const [area, messages] of Object.entries(catalogue))
    for (const k of Object.keys(messages)) {
      const key = `${area}.${k}`;
      if (prefixes.some((p) => key.startsWith(p))) continue;
      if (!['"', "'", "`"].some((q) => code.includes(`${q}${key}${q}`))) out.push(key);
    }
  return out;
}
