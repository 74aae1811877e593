// The dependency rule (.dependency-cruiser.cjs and the folder rules of src/modules, via
// scripts/check-deps.ts) refuses each kind of wrong import in a small fixture tree, and lets through
// what the boundary allows.
import { expect, test } from "bun:test";
import { join } from "node:path";

test("the dependency rule names every wrong import of the fixture and fails", () => {
  const root = join(import.meta.dir, "../..");
  const r = Bun.spawnSync([process.execPath, "scripts/check-deps.ts", "tests/fixtures/deps"], {
    cwd: root,
    stdout: "pipe",
    stderr: "pipe",
  });
  const out = r.stdout.toString() + r.stderr.toString();
  expect(r.exitCode).not.toBe(0);
  expect(out).toContain("web-not-to-server: web/bad.ts");
  expect(out).toContain("shared-stays-shared: shared/limits.ts");
  expect(out).toContain("rules-without-http-or-react: src/modules/notes/service.ts");
  expect(out).toMatch(/no-circular: cli\/[ab]\.ts/);
  // the type-only import of a server reply type and the import of shared/ are allowed
  expect(out).not.toContain("web/ok.ts");
  expect(out).toContain("4 dependency violations");
  // the folder rules (scripts/lib/moduleFolders.ts) read the code as written: two folders that import
  // each other only through types are still a pair, and the lower one reaches up a layer
  expect(out).toContain("no-folder-pair: src/modules/content ↔ src/modules/learning");
  expect(out).toContain(
    "layers: src/modules/content (course) imports src/modules/learning (learning, higher): src/modules/content/course.ts → src/modules/learning/player.ts (type only)",
  );
  expect(out).toContain("layers: src/modules/notes is in no layer");
  // three folders in a ring (audit → mail → site → audit), with no loop between their files
  expect(out).toContain(
    "no-folder-loop: src/modules/audit ~ src/modules/mail ~ src/modules/site reach each other",
  );
  expect(out).not.toContain("layers: src/modules/learning (learning) imports");
  expect(out).toContain("4 folder rule violations");
}, 60_000);
