// The compiled executable must keep working from an empty directory: pages, bundle,
// health, migrations (new and old databases) and the CLI inside it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { migrations } from "../../src/db/migrations.generated";
import { freePort } from "../e2e/support/server";
import { pictureNames, pictureUrl } from "../../src/modules/media/pictures";

const root = join(import.meta.dir, "../..");
let dir: string;
let exe: string;

beforeAll(() => {
  const build = Bun.spawnSync([process.execPath, "scripts/build-exe.ts"], {
    cwd: root,
    stdout: "pipe",
    stderr: "pipe",
  });
  if (build.exitCode !== 0) throw new Error("build failed: " + build.stderr.toString());
  dir = mkdtempSync(join(tmpdir(), "marhaba-exe-"));
  exe = join(dir, "marhaba");
  copyFileSync(join(root, "dist/marhaba"), exe);
  Bun.spawnSync(["chmod", "+x", exe]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(env: Record<string, string>) {
  const port = await freePort();
  const proc = Bun.spawn([exe], {
    cwd: dir,
    env: { PATH: process.env.PATH!, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url + "/api/v1/health")).ok) break;
    } catch {}
    await Bun.sleep(25);
  }
  return {
    url,
    stop: async () => {
      proc.kill("SIGTERM");
      return proc.exited;
    },
  };
}

const cli = (args: string[], env: Record<string, string> = {}) =>
  Bun.spawnSync([exe, "cli", ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH!, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });

describe("compiled executable", () => {
  test("starts from an empty directory on a new database: page, bundle and health", async () => {
    const s = await run({ DATA_DIR: join(dir, "fresh") });
    try {
      const health = await fetch(s.url + "/api/v1/health").then((r) => r.json());
      expect(health).toMatchObject({ status: "ok", database: "ok" });
      const page = await fetch(s.url + "/");
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain("Learn Arabic Online - Master the Arabic Language");
      const js = html.match(/\/assets\/client-[a-z0-9]+\.js/)![0];
      const bundle = await fetch(s.url + js);
      expect(bundle.status).toBe(200);
      expect((await bundle.text()).length).toBeGreaterThan(50_000);
      const css = html.match(/\/assets\/client-[a-z0-9]+\.css/)![0];
      expect((await fetch(s.url + css)).status).toBe(200);
      expect((await fetch(s.url + "/static/fonts/cairo-arabic-400-normal.woff2")).status).toBe(200);
      const picture = await fetch(s.url + pictureUrl(pictureNames()[0])); // the course's pictures travel inside
      expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
      expect((await fetch(s.url + "/nowhere")).status).toBe(404);
      // The course travels inside: the library answers signed out (everything locked), a lesson is locked.
      const courses = await fetch(s.url + "/api/v1/courses").then((r) => r.json());
      expect(courses.tier).toBe("none");
      expect(courses.levels[0].units[0].lessons[0]).toMatchObject({
        id: "ab-u01-l01",
        locked: true,
        unlock_tier: "demo",
      });
      expect(courses.totals.lessons).toBeGreaterThanOrEqual(60);
      const lesson = await fetch(s.url + "/api/v1/lessons/ab-u01-l01");
      expect(lesson.status).toBe(403);
      expect((await lesson.json()).error.code).toBe("LESSON_LOCKED");
      // The container HEALTHCHECK command.
      const port = new URL(s.url).port;
      expect(Bun.spawnSync([exe, "healthcheck"], { env: { PORT: port } }).exitCode).toBe(0);
      expect(Bun.spawnSync([exe, "healthcheck"], { env: { PORT: "1" } }).exitCode).toBe(1);
    } finally {
      expect(await s.stop()).toBe(0); // graceful shutdown exits cleanly
    }
    expect(existsSync(join(dir, "fresh/marhaba.sqlite"))).toBe(true);
  }, 30_000);

  test("migrates an old database that lacks the newest migration", async () => {
    const dataDir = join(dir, "old");
    Bun.spawnSync(["mkdir", "-p", dataDir]);
    // An "old" database: every migration but the last applied, as drizzle records them.
    const db = new Database(join(dataDir, "marhaba.sqlite"));
    db.exec(
      "CREATE TABLE __drizzle_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, hash text NOT NULL, created_at numeric)",
    );
    for (const m of migrations.slice(0, -1)) {
      for (const stmt of m.sql.split("--> statement-breakpoint")) db.exec(stmt);
      db.query("INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)").run(
        createHash("sha256").update(m.sql).digest("hex"),
        m.when,
      );
    }
    db.close();
    const r = cli(["db:migrate"], { DATA_DIR: dataDir });
    expect(r.exitCode).toBe(0);
    expect(r.stdout.toString()).toContain("Applied 1 migration(s).");
    const again = cli(["db:migrate"], { DATA_DIR: dataDir });
    expect(again.stdout.toString()).toContain("Database is up to date.");
  }, 30_000); // two runs of the executable, each opening and migrating a database

  test("the CLI inside backs up the live database and refuses to overwrite", () => {
    const dataDir = join(dir, "fresh");
    const target = join(dir, "backup.sqlite");
    const r = cli(["db:backup", target], { DATA_DIR: dataDir });
    expect(r.exitCode).toBe(0);
    const copy = new Database(target, { readonly: true });
    const tables = copy
      .query("SELECT name FROM sqlite_master WHERE type='table'")
      .all()
      .map((t: any) => t.name);
    copy.close();
    expect(tables).toContain("users");
    const again = cli(["db:backup", target], { DATA_DIR: dataDir });
    expect(again.exitCode).toBe(1);
    expect(again.stderr.toString()).toContain("Refusing to overwrite");
    const bad = cli(["db:nope"], { DATA_DIR: dataDir });
    expect(bad.exitCode).toBe(2);
  });
});
