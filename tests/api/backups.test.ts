// Backups by themselves (issue #33): the daily job's rotation on the injectable clock, one at a time
// (the folder's lock), what the admin area is told, and `cli db:restore` of a backup into a fresh data
// dir with every table's count equal; truncated, altered, foreign and newer files refused.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { Database } from "bun:sqlite";
import { eq } from "drizzle-orm";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { runCliProcess } from "../support/cli";
import { users } from "../../src/db/schema";
import { processDialect } from "../../src/db/dialect";
import { backupDue, listBackups, runBackup } from "../../src/modules/backups/service";
import { MAGIC } from "../../src/modules/backups/archive";
import { updateSiteSettings } from "../../src/modules/site/service";

setDefaultTimeout(60_000);
const DAY = 86_400_000;
const sqliteOnly = describe.skipIf(processDialect() === "postgres");

sqliteOnly("rotation, on the injectable clock", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ BACKUP_KEEP_DAYS: "3", BACKUP_KEEP_WEEKS: "2" });
  });
  afterAll(() => t.close());

  test("a backup a day for five weeks keeps the last 3 days and the newest of the last 2 weeks", async () => {
    // Monday 2026-01-05 12:00 UTC, then every day at noon
    t.deps.clock.offsetMs = Date.UTC(2026, 0, 5, 12) - Date.now();
    expect(backupDue(t.deps)).toBe(true); // none yet
    for (let day = 0; day < 35; day++) {
      const r = await runBackup(t.deps);
      expect("written" in r).toBe(true);
      expect(backupDue(t.deps)).toBe(false); // just written
      t.deps.clock.advance(DAY);
    }
    const kept = listBackups(t.deps.config.backups.dir).map((b) => b.at.toISOString().slice(0, 10));
    // day 34 is Sunday 2026-02-08: the last 3 days, and Sunday 2026-02-01 (the newest of the week before)
    expect(kept).toEqual(["2026-02-08", "2026-02-07", "2026-02-06", "2026-02-01"]);
    // a second backup on the same day replaces that day's in the rotation
    t.deps.clock.advance(-DAY + 3600_000);
    const later = await runBackup(t.deps);
    const day = (names: string[]) => names.map((n) => n.slice(8, 16)); // the time of day drifts with the real clock
    expect("written" in later && day(later.pruned)).toEqual(["20260208"]);
    // the next Monday: a new day and a new week; the oldest day and the oldest week go
    t.deps.clock.advance(DAY);
    const monday = await runBackup(t.deps);
    expect("written" in monday && day(monday.pruned)).toEqual(["20260206", "20260201"]);
  });

  test("one at a time: a fresh lock in the folder skips the run; a stale one (left by a crash) is taken over", async () => {
    const lock = join(t.deps.config.backups.dir, ".lock");
    writeFileSync(lock, "12345\n");
    t.deps.clock.advance(DAY);
    expect(await runBackup(t.deps)).toEqual({ skipped: "locked" });
    const old = (Date.now() - 3 * 3600_000) / 1000;
    utimesSync(lock, old, old);
    expect("written" in (await runBackup(t.deps))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(readdirSync(t.deps.config.backups.dir).filter((n) => n.endsWith(".partial"))).toEqual([]);
  });
});

sqliteOnly("the admin area", () => {
  let t: TestApp;
  let admin: string;
  let family: string;
  beforeAll(async () => {
    t = await makeTestApp();
    const a = await createTestUser(t.deps);
    await t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, a.id));
    admin = (await signIn(t.deps, a)).token;
    family = (await signIn(t.deps, await createTestUser(t.deps))).token;
  });
  afterAll(() => t.close());

  test("shows the last backup's time and size, and warns when none or older than two days", async () => {
    const before = await t.call("GET", "/api/v1/admin/stats", { token: admin });
    expect(before.body.backups).toMatchObject({ enabled: true, count: 0, last: null, stale: true });
    const made = await t.call("POST", "/api/v1/admin/backups", { token: admin, body: {} });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ count: 1, stale: false });
    expect(Date.parse(made.body.last.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(made.body.last.bytes).toBeGreaterThan(10_000);
    t.deps.clock.advance(2 * DAY + 60_000);
    const [me] = await t.deps.db.select().from(users).where(eq(users.isAdmin, true));
    expect(
      (await t.call("GET", "/api/v1/admin/backups", { token: (await signIn(t.deps, me)).token })).body.stale,
    ).toBe(true);
    t.deps.clock.offsetMs = 0;
    expect((await t.call("GET", "/api/v1/admin/backups", { token: family })).status).toBe(403);
    expect((await t.call("POST", "/api/v1/admin/backups", { token: family, body: {} })).status).toBe(403);
    expect((await t.call("GET", "/api/v1/admin/backups")).status).toBe(401);
    const malformed = await t.call("POST", "/api/v1/admin/backups", { token: admin, raw: "{not json" });
    expect([malformed.status, malformed.body.error.code]).toEqual([400, "MALFORMED_JSON"]);
  });
});

test("on PostgreSQL the daily job is off unless asked for; on SQLite it is on", async () => {
  const { loadConfig } = await import("../../src/config");
  const dir = mkdtempSync(join(tmpdir(), "marhaba-cfg-"));
  try {
    expect(loadConfig({ DATA_DIR: dir }).backups).toMatchObject({
      enabled: true,
      dir: join(dir, "backups"),
      keepDays: 7,
      keepWeeks: 4,
    });
    const pg = { DATA_DIR: dir, DATABASE_URL: "postgres://x@localhost/db", JWT_SECRET: "x".repeat(32) };
    expect(loadConfig(pg).backups.enabled).toBe(false);
    expect(loadConfig({ ...pg, BACKUPS: "on" }).backups.enabled).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, BACKUP_KEEP_DAYS: "0" })).toThrow(/BACKUP_KEEP_DAYS/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const counts = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    const tables = (
      db
        .query("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .all() as { name: string }[]
    ).map((r) => r.name);
    return Object.fromEntries(
      tables.map((n) => [n, (db.query(`SELECT count(*) AS c FROM "${n}"`).get() as { c: number }).c]),
    );
  } finally {
    db.close();
  }
};

sqliteOnly("cli db:restore", () => {
  let t: TestApp;
  let backup: string;
  let work: string;
  beforeAll(async () => {
    t = await makeTestApp();
    work = mkdtempSync(join(tmpdir(), "marhaba-restore-"));
    for (let i = 0; i < 3; i++) await createTestUser(t.deps);
    await updateSiteSettings(t.deps, { userId: null, label: "test" }, { school_name: "École Al-Nour" });
    mkdirSync(join(t.dataDir, "audio"), { recursive: true });
    writeFileSync(join(t.dataDir, "audio", "word.bab.mp3"), Buffer.alloc(5000, 7));
    mkdirSync(join(t.dataDir, "branding"), { recursive: true });
    writeFileSync(join(t.dataDir, "branding", "logo.png"), Buffer.from("png-bytes"));
    const r = await runBackup(t.deps);
    if (!("written" in r)) throw new Error("no backup");
    backup = r.written.file;
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  test("into a fresh data dir: every table's count equal, the files back, after a confirmation naming what is replaced", async () => {
    const fresh = join(work, "fresh");
    mkdirSync(fresh);
    const asked = await runCliProcess(fresh, ["db:restore", backup]); // no terminal, no --yes: refused, nothing done
    expect(asked.code).toBe(1);
    expect(asked.stderr).toContain("This replaces, in");
    expect(asked.stderr).toContain("with the backup of");
    expect(asked.stderr).toContain("3 account(s), 2 file(s)");
    expect(existsSync(join(fresh, "marhaba.sqlite"))).toBe(false);
    expect(existsSync(join(fresh, ".restore"))).toBe(false);

    const r = await runCliProcess(fresh, ["db:restore", backup, "--yes"]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(r.stdout).toContain("Restored the backup of");
    expect(counts(join(fresh, "marhaba.sqlite"))).toEqual(counts(t.deps.config.dbFile));
    expect(readFileSync(join(fresh, "audio", "word.bab.mp3"))).toEqual(
      readFileSync(join(t.dataDir, "audio", "word.bab.mp3")),
    );
    expect(readFileSync(join(fresh, "branding", "logo.png"), "utf8")).toBe("png-bytes");
    // the restored instance starts on it (the CLI opens and migrates it)
    const list = await runCliProcess(fresh, ["users:list", "--json"]);
    expect(list.code).toBe(0);
  });

  test("--extract only unpacks (checked) into a new folder: what a PostgreSQL operator hands to pg_restore", async () => {
    const into = join(work, "unpacked");
    const r = await runCliProcess(work, ["db:restore", backup, "--extract", into]);
    expect([r.code, r.stderr]).toEqual([0, ""]);
    expect(counts(join(into, "database"))).toEqual(counts(t.deps.config.dbFile));
    expect(readFileSync(join(into, "files", "branding", "logo.png"), "utf8")).toBe("png-bytes");
    const again = await runCliProcess(work, ["db:restore", backup, "--extract", into]);
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining("it exists")]);
  });

  test("over existing data: what is replaced is kept aside, not deleted", async () => {
    const dir = join(work, "existing");
    mkdirSync(join(dir, "audio"), { recursive: true });
    writeFileSync(join(dir, "audio", "old.mp3"), "old");
    const r = await runCliProcess(dir, ["db:restore", backup, "--yes"]);
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, "audio", "old.mp3"))).toBe(false);
    const aside = readdirSync(dir).find((n) => n.startsWith(".replaced-"))!;
    expect(readFileSync(join(dir, aside, "audio", "old.mp3"), "utf8")).toBe("old");
  });

  test("a truncated, altered, foreign, empty or newer file is refused and nothing changes", async () => {
    const bytes = readFileSync(backup);
    const target = join(work, "target");
    mkdirSync(target);
    const refuse = async (name: string, content: Buffer | string, reason: RegExp) => {
      const f = join(work, name);
      writeFileSync(f, content);
      const r = await runCliProcess(target, ["db:restore", f, "--yes"]);
      expect([r.code, name]).toEqual([1, name]);
      expect(r.stderr).toMatch(reason);
      expect(readdirSync(target)).toEqual([]); // nothing written, nothing moved
    };
    await refuse("truncated.mhbak", bytes.subarray(0, bytes.length - 100), /truncated/);
    await refuse("head-only.mhbak", bytes.subarray(0, 40), /truncated|damaged/);
    const altered = Buffer.from(bytes);
    altered[altered.length - 10] ^= 0xff;
    await refuse("altered.mhbak", altered, /damaged: .* does not match its checksum/);
    await refuse("foreign.sqlite", readFileSync(t.deps.config.dbFile), /not a Marhaba backup/);
    await refuse("empty.mhbak", "", /not a Marhaba backup/);
    await refuse("text.mhbak", `${MAGIC}12\n{"format": 9}`, /truncated|cannot read|not a Marhaba/);
    // a backup made by a newer version: a migration this version does not know
    const nl = bytes.indexOf(10, MAGIC.length);
    const len = Number(bytes.subarray(MAGIC.length, nl).toString());
    const header = JSON.parse(bytes.subarray(nl + 1, nl + 1 + len).toString());
    header.migrations.push("9999_from_the_future");
    header.app_version = "9.0.0";
    const json = Buffer.from(JSON.stringify(header));
    await refuse(
      "newer.mhbak",
      Buffer.concat([Buffer.from(`${MAGIC}${json.length}\n`), json, bytes.subarray(nl + 1 + len)]),
      /newer version of Marhaba \(9\.0\.0/,
    );
    const missing = await runCliProcess(target, ["db:restore", join(work, "nope.mhbak"), "--yes"]);
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining("No file at")]);
    const folder = await runCliProcess(target, ["db:restore", work, "--yes"]);
    expect([folder.code, folder.stderr]).toEqual([1, expect.stringContaining("is not a file")]);
    const noArg = await runCliProcess(target, ["db:restore"]);
    expect(noArg.code).toBe(2);
  });
});
