// users:grant-teacher / users:revoke-teacher (issue #16): the real CLI process on a temporary database.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { desc, eq } from "drizzle-orm";
import { runCliProcess } from "../support/cli";
import { makeTestApp, createTestUser, type TestApp } from "../support/app";
import { auditLog, users } from "../../src/db/schema";

setDefaultTimeout(60_000);
let t: TestApp;
const cli = (args: string[]) => runCliProcess(t.dataDir, args, { env: { USER: "ops", SUDO_USER: "" } });
const isTeacher = async (id: number) =>
  (await t.deps.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!.isTeacher;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

test("grant-teacher makes an adult a teacher, audited as the operator; revoke-teacher asks first, --yes takes it back", async () => {
  const u = await createTestUser(t.deps, { firstName: "Salma" });
  const g = await cli(["users:grant-teacher", u.email.toUpperCase()]);
  expect([g.code, g.stdout.trim()]).toEqual([0, `${u.email} (id ${u.id}) is now a teacher.`]);
  expect(await isTeacher(u.id)).toBe(true);
  const a = (await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  expect([a.action, a.targetId, a.actorLabel]).toEqual(["user.grant_teacher", String(u.id), "cli:ops"]);
  expect((await cli(["users:grant-teacher", String(u.id)])).stdout).toContain("was already a teacher.");

  const unconfirmed = await cli(["users:revoke-teacher", u.email]); // no terminal, no --yes
  expect(unconfirmed.code).toBe(1);
  expect(unconfirmed.stderr).toContain("Not confirmed");
  expect(await isTeacher(u.id)).toBe(true);
  const r = await cli(["users:revoke-teacher", u.email, "--yes"]);
  expect([r.code, r.stdout.trim()]).toEqual([0, `${u.email} (id ${u.id}) is no longer a teacher.`]);
  expect(await isTeacher(u.id)).toBe(false);
});

test("a child profile cannot be a teacher (exit 1, the reason); an unknown user is refused; the list shows kinds", async () => {
  const parent = await createTestUser(t.deps);
  const child = (
    await t.deps.db
      .insert(users)
      .values({
        username: "child-cli1",
        firstName: "Yasmin",
        lastName: "",
        kind: "child",
        parentId: parent.id,
      })
      .returning()
  )[0];
  const r = await cli(["users:grant-teacher", String(child.id)]);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain("Only an adult's account can be a teacher.");
  expect(await isTeacher(child.id)).toBe(false);
  expect((await cli(["users:grant-teacher", "nobody@example.com"])).code).toBe(1);
  const list = await cli(["users:list", "--kind", "child", "--json"]);
  expect(
    JSON.parse(list.stdout).users.map((u: { id: number; kind: string; email: string | null }) => [
      u.id,
      u.kind,
      u.email,
    ]),
  ).toEqual([[child.id, "child", null]]);
  const table = await cli(["users:list", "--kind", "all"]);
  expect(table.code).toBe(0);
  expect(table.stdout).toContain("child-cli1");
  expect((await cli(["users:list", "--kind", "robot"])).code).toBe(2);
});

test("site:set school_name and site:set-logo brand the instance (audited as the operator); SVG and wrong bytes are refused; site:remove-logo", async () => {
  const { mkdtempSync, writeFileSync, readdirSync } = await import("node:fs");
  const { join } = await import("node:path");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(join(tmpdir(), "logo-"));
  const svg = join(dir, "logo.png");
  writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const bad = await cli(["site:set-logo", svg]);
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain("SVG");
  expect((await cli(["site:set-logo", join(dir, "missing.png")])).code).toBe(1);

  expect((await cli(["site:set", "school_name", "École Al-Nour"])).code).toBe(0);
  const ok = await cli(["site:set-logo", join(import.meta.dir, "../fixtures/school-logo.png")]);
  expect([ok.code, ok.stderr]).toEqual([0, ""]);
  expect(ok.stdout).toMatch(/Logo set \(image\/png, 0\.5 KB\): \/branding\/[0-9a-f]{64}\.png/);
  expect(readdirSync(join(t.dataDir, "branding"))).toHaveLength(1);
  const a = (await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
  expect([a.action, a.actorLabel]).toEqual(["site.logo", "cli:ops"]);
  expect((await cli(["site:set", "school_logo", "x.png"])).code).toBe(2); // only uploaded, never typed

  expect((await cli(["site:remove-logo"])).code).toBe(0);
  expect(readdirSync(join(t.dataDir, "branding"))).toHaveLength(0);
  expect((await cli(["site:remove-logo"])).code).toBe(1);
});
