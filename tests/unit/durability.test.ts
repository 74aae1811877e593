// Issue 15 (durability): the app runs SQLite with synchronous = NORMAL (README); payments commit
// with FULL, so a paid month survives a power cut once the answer left.
import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, durably, openDb } from "../../src/db/client";

test("NORMAL by default, FULL inside durably(), NORMAL again after (also when the work throws)", () => {
  const dir = mkdtempSync(join(tmpdir(), "marhaba-sync-"));
  const db = openDb(join(dir, "x.sqlite"));
  const level = () => (db.$client.query("PRAGMA synchronous").get() as { synchronous: number }).synchronous;
  try {
    expect(level()).toBe(1); // NORMAL
    expect(durably(db, () => level())).toBe(2); // FULL
    expect(level()).toBe(1);
    expect(() => durably(db, () => { throw new Error("boom"); })).toThrow("boom");
    expect(level()).toBe(1);
  } finally {
    closeDb(db);
    rmSync(dir, { recursive: true, force: true });
  }
});
