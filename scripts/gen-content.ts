// Writes src/modules/content/content.generated.ts: every file under content/ (YAML, stroke JSON)
// imported as text, so the course travels inside the compiled executable and `loadContent()` reads
// the same files in a checkout. Run by scripts/build-client.ts (npm start, npm test, npm run build);
// a test fails when the generated index no longer lists the files on disk.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentPaths, generatedIndex } from "../src/modules/content/contentFiles";

const root = join(import.meta.dir, "..");
const paths = contentPaths(join(root, "content"));
writeFileSync(join(root, "src/modules/content/content.generated.ts"), generatedIndex(paths));
console.log(`content.generated.ts: ${paths.length} content file(s)`);
