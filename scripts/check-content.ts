// Checks every content file with the full rules the app applies at start (contentSchema.ts shapes,
// then contentCheck.ts): `bun scripts/check-content.ts`. Reads content/ from disk, so a new file
// is checked before any build; `bun scripts/check-content.ts <dir>` checks another directory. Prints each problem with its file and field; exits 1 when there is any.
import { join } from "node:path";
import { readContentDir } from "../src/modules/content/contentFiles";
import { buildContent, ContentError, formatProblem } from "../src/modules/content/loader";
import { listAudioItems } from "../src/modules/content/content";
import { iconSetHasPicture } from "../src/modules/content/pictureNames";

try {
  const content = buildContent(readContentDir(process.argv[2] ?? join(import.meta.dir, "../content")), {
    hasPicture: iconSetHasPicture,
  });
  const units = content.levels.reduce((n, l) => n + l.units.length, 0);
  console.log(
    `content: all files valid — ${content.levels.length} levels, ${units} units, ${content.lessons.length} lessons, ` +
      `${content.words.size} words, ${content.shelf.stories.filter((s) => s.kind === "tale").length} tales, ` +
      `${content.shelf.stories.filter((s) => s.kind === "rhyme").length} rhymes, ${listAudioItems(content).length} audio items`,
  );
} catch (e) {
  if (!(e instanceof ContentError)) throw e;
  console.error(e.problems.map(formatProblem).join("\n"));
  console.error(`content: ${e.problems.length} problem(s)`);
  process.exit(1);
}
