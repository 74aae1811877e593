// The dependency rule (.dependency-cruiser.cjs via scripts/check-deps.ts) refuses each kind of wrong
// import in a small fixture tree, and lets through what the boundary allows.
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
}, 60_000);
