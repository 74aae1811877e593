// Checks every content file: `bun scripts/check-content.ts`. Prints each problem with its file and
// field, exits 1 when there is any. (Shapes only until contentCheck.ts exists; then the full rules.)
import { Glob } from "bun";
import { z } from "zod";
import { LettersFile, LevelsFile, PatternsFile, Unit, VocabFile } from "../src/modules/courses/contentSchema";

const root = new URL("../content/", import.meta.url).pathname;
const problems: string[] = [];
function check(file: string, schema: z.ZodType) {
  let data: unknown;
  try {
    data = Bun.YAML.parse(require("fs").readFileSync(root + file, "utf8"));
  } catch (e) {
    problems.push(`${file}: not valid YAML: ${(e as Error).message}`);
    return;
  }
  const r = schema.safeParse(data);
  if (!r.success) for (const i of r.error.issues) problems.push(`${file}: ${i.path.join(".")}: ${i.message}`);
}
check("letters.yaml", LettersFile);
check("levels.yaml", LevelsFile);
check("patterns.yaml", PatternsFile);
for (const f of new Glob("vocab/*.yaml").scanSync(root)) check(f, VocabFile);
for (const f of new Glob("levels/*/*.yaml").scanSync(root)) check(f, Unit);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("content: all files valid");
