// Issue 15 (durability): the app runs SQLite with synchronous = NORMAL (README); payments commit
// with FULL, so a paid month survives a power cut once the answer left.
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, durably, handleOf, openDb } from "../../src/db/client";

test("NORMAL by default, FULL inside durably(), NORMAL again after (also when the work throws)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "marhaba-sync-"));
  const db = openDb(join(dir, "x.sqlite"));
  const h = handleOf(db);
  if (h.dialect !== "sqlite") throw new Error("expected a SQLite handle");
  const level = () => (h.client.query("PRAGMA synchronous").get() as { synchronous: number }).synchronous;
  try {
    expect(level()).toBe(1); // NORMAL
    expect(await durably(db, async () => level())).toBe(2); // FULL
    expect(level()).toBe(1);
    await expect(
      durably(db, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(level()).toBe(1);
  } finally {
    await closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  }
});
