// Every error the API can send has its French (issue #30): the codes and English messages thrown in src/
// and the zod messages of src/ and shared/ (scripts/lib/errorMessages.ts), each looked up in the
// catalogue's "errors" area the way a reply is translated (src/lib/errorLocale.ts).
// Usage: bun scripts/check-error-messages.ts [root]  — prints what has no entry and exits 1 on any.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { entryFor, knowsCode } from "../src/lib/errorLocale";
import { type Scan, scanErrorMessages } from "./lib/errorMessages";

/** What a French reader would get in English: messages with no entry, codes with none, and the
 *  throw sites the scan cannot read (a message it cannot tell is one it cannot check). */
export function untranslated(scan: Scan): string[] {
  const out = new Set<string>(scan.problems);
  for (const s of scan.samples)
    if (!entryFor(s.code, s.message, s.field !== undefined))
      out.add(`${s.file}: ${s.field ? "field message" : s.code} "${s.message}" has no entry`);
  for (const code of scan.codes) if (!knowsCode(code)) out.add(`code ${code} has no entry`);
  return [...out];
}

if (import.meta.main) {
  const root = resolve(process.argv[2] ?? resolve(import.meta.dir, ".."));
  const scan = scanErrorMessages(
    root,
    ["src", "shared"].filter((d) => existsSync(resolve(root, d))),
  );
  const bad = untranslated(scan);
  for (const line of bad) console.log(line);
  console.log(`${scan.codes.size} codes, ${scan.samples.length} messages: ${bad.length} without French`);
  process.exit(bad.length ? 1 : 0);
}
