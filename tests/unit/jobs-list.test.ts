// Every background job is a module of src/jobs/ started from its one list (issue #32): the server starts
// no timer of its own, and no other file of src/ sets an interval, so a new job cannot start inline again.
import { expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { jobs } from "../../src/jobs/index";

const SRC = join(import.meta.dir, "../../src");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) ? [p] : [];
  });
const code = (p: string) => readFileSync(p, "utf8").replace(/^\s*(\/\/|\*|\/\*).*$/gm, "");

test("the list holds every background job the server runs, each named once", () => {
  expect(jobs.map((j) => j.name).sort()).toEqual([
    "backups",
    "claims-refresh",
    "outbox-sender",
    "retention",
    "site-settings-refresh",
    "weekly-digest",
  ]);
});

test("the server starts its jobs through jobs/start.ts and sets no timer itself", () => {
  const server = code(join(SRC, "server.ts"));
  expect(server).toContain('import("./jobs/start")');
  expect(server).not.toMatch(/\bset(Interval|Timeout)\s*\(/);
});

test("no file of src/ but the starter sets an interval", () => {
  const setters = files(SRC)
    .filter((p) => /\bsetInterval\s*\(/.test(code(p)))
    .map((p) => relative(SRC, p));
  expect(setters).toEqual(["jobs/start.ts"]);
});
