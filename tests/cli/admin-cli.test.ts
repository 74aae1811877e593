// The real CLI process (users:*, subs:*, stats) against a temporary database; effects are
// checked through the API of an app opened on the same DATA_DIR.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { runCliProcess } from "../support/cli";
import { dbEnvFor } from "../support/pg";
import { makeTestApp, createTestUser, signIn, TEST_ENV, type TestApp } from "../support/app";
import { auditLog, subscriptions, type User } from "../../src/db/schema";
import { DAY_MS } from "../../src/lib/clock";

const ROOT = join(import.meta.dir, "../..");
const BUN = join(ROOT, "node_modules/.bin/bun");

// Each case starts real processes; a busy machine needs more than the default 5 s.
setDefaultTimeout(60_000);

let t: TestApp;

const cli = (args: string[], stdin?: string) =>
  runCliProcess(t.dataDir, args, { stdin, env: { USER: "tester", SUDO_USER: "" } });

const status = async (user: User, path = "/api/v1/users/me") =>
  (await t.call("GET", path, { token: (await signIn(t.deps, user)).token })).status;

beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe("first admin and roles", () => {
  test("create-admin on an empty instance reads the password from stdin; that admin can sign in and use /admin", async () => {
    const r = await cli(
      [
        "users:create-admin",
        "--email",
        "Head@School.example",
        "--username",
        "head_teacher",
        "--first-name",
        "Huda",
        "--last-name",
        "Nasser",
      ],
      "Sch00lHead!\n",
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Admin head@school.example (id ");
    const login = await t.call("POST", "/api/v1/auth/login", {
      body: { email: "head@school.example", password: "Sch00lHead!" },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ is_admin: true, is_verified: true, first_name: "Huda" });
    expect((await t.call("GET", "/api/v1/admin/stats", { token: login.body.access_token })).status).toBe(200);
    const entry = (
      await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "user.create_admin")).limit(1)
    )[0]!;
    expect(entry.actorLabel).toBe("cli:tester");
    expect(entry.actorUserId).toBeNull();
  });

  test("users:create makes a verified password account that is not an admin (how a restricted school instance adds people)", async () => {
    const r = await cli(
      [
        "users:create",
        "--email",
        "Parent@School.example",
        "--username",
        "parent_one",
        "--first-name",
        "Rania",
      ],
      "Par3ntPass!\n",
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Account parent@school.example (id ");
    const login = await t.call("POST", "/api/v1/auth/login", {
      body: { email: "parent@school.example", password: "Par3ntPass!" },
    });
    expect(login.body.user).toMatchObject({ is_admin: false, is_verified: true, first_name: "Rania" });
    expect(
      (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "user.create")).limit(1))[0]!
        .actorLabel,
    ).toBe("cli:tester");
  });

  test("create-admin refuses a weak password, a taken email and bad usage", async () => {
    const weak = await cli(
      ["users:create-admin", "--email", "weak@school.example", "--username", "weakling"],
      "password\n",
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("Password must contain at least one uppercase letter");
    expect(weak.stderr).not.toContain("password\n");
    const taken = await cli(
      ["users:create-admin", "--email", "head@school.example", "--username", "other_head"],
      "Sch00lHead!\n",
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("An account with this email already exists.");
    const bad = await cli(["users:create-admin", "--username", "nobody"], "Sch00lHead!\n");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--email");
    const badEmail = await cli(
      ["users:create-admin", "--email", "not-an-email", "--username", "nobody"],
      "Sch00lHead!\n",
    );
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain("Please enter a valid email address");
  });

  test("grant-admin by email, revoke-admin by id with --yes; the API sees each change at once", async () => {
    const u = await createTestUser(t.deps, { email: "teacher@school.example" });
    expect(await status(u, "/api/v1/admin/stats")).toBe(403);
    const g = await cli(["users:grant-admin", "TEACHER@school.example"]);
    expect(g.code).toBe(0);
    expect(g.stdout.trim()).toBe(`teacher@school.example (id ${u.id}) is now an admin.`);
    expect(await status(u, "/api/v1/admin/stats")).toBe(200);
    const r = await cli(["users:revoke-admin", String(u.id), "--yes"]);
    expect(r.code).toBe(0);
    expect(await status(u, "/api/v1/admin/stats")).toBe(403);
  });

  test("the last active admin cannot be revoked, deactivated or deleted (exit 1, reason on stderr)", async () => {
    // head@school.example is the only admin now.
    for (const args of [
      ["users:revoke-admin", "head@school.example", "--yes"],
      ["users:deactivate", "head@school.example", "--yes"],
      ["users:delete", "head@school.example", "--yes"],
    ]) {
      const r = await cli(args);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("This is the last active admin");
    }
    const s = await cli(["users:show", "head@school.example", "--json"]);
    expect(JSON.parse(s.stdout)).toMatchObject({ is_admin: true, is_active: true });
  });
});

describe("users", () => {
  test("list: table by default, JSON with --json, literal search, pages", async () => {
    await createTestUser(t.deps, { email: "odd%name@example.com", username: "odd_one", firstName: "Rania" });
    const table = await cli(["users:list"]);
    expect(table.code).toBe(0);
    expect(table.stdout.split("\n")[0]).toMatch(
      /^ID\s+KIND\s+EMAIL\s+USERNAME\s+NAME\s+ACTIVE\s+ADMIN\s+TEACHER/,
    );
    expect(table.stdout).toContain("head@school.example");
    expect(table.stdout).toMatch(/Page 1 of 1 · \d+ user\(s\)/);
    const json = await cli(["users:list", "--search", "%", "--json"]);
    const body = JSON.parse(json.stdout);
    expect(body.users.map((u: any) => u.email)).toEqual(["odd%name@example.com"]);
    const none = await cli(["users:list", "--search", "zzz_nobody"]);
    expect(none.stdout.trim()).toBe('No users match "zzz_nobody".');
    const p2 = JSON.parse((await cli(["users:list", "--page-size", "1", "--page", "2", "--json"])).stdout);
    expect(p2.users).toHaveLength(1);
    expect(p2.page).toBe(2);
  });

  test("deactivate ends the user's sessions; activate lets them in again", async () => {
    const u = await createTestUser(t.deps, { email: "parent@family.example" });
    const { token } = await signIn(t.deps, u);
    expect((await t.call("GET", "/api/v1/users/me", { token })).status).toBe(200);
    const off = await cli(["users:deactivate", "parent@family.example", "--yes"]);
    expect(off.code).toBe(0);
    expect(off.stdout).toContain("is deactivated");
    expect((await t.call("GET", "/api/v1/users/me", { token })).status).toBe(401);
    expect(
      (
        await t.call("POST", "/api/v1/auth/login", {
          body: { email: "parent@family.example", password: "Str0ngPassw0rd" },
        })
      ).status,
    ).not.toBe(200);
    expect((await cli(["users:activate", String(u.id)])).code).toBe(0);
    expect(
      (
        await t.call("POST", "/api/v1/auth/login", {
          body: { email: "parent@family.example", password: "Str0ngPassw0rd" },
        })
      ).status,
    ).toBe(200);
  });

  test("destructive commands without a terminal and without --yes are refused and change nothing", async () => {
    const u = await createTestUser(t.deps, { email: "keep@family.example" });
    const d = await cli(["users:delete", "keep@family.example"]);
    expect(d.code).toBe(1);
    expect(d.stderr).toContain(
      "This action cannot be undone. Not confirmed: run it on a terminal or pass --yes.",
    );
    const x = await cli(["users:deactivate", "keep@family.example"]);
    expect(x.code).toBe(1);
    expect(await status(u)).toBe(200);
  });

  test("delete --yes removes the user; their token is dead; a second delete is refused", async () => {
    const u = await createTestUser(t.deps, { email: "gone@family.example" });
    const { token } = await signIn(t.deps, u);
    const d = await cli(["users:delete", "gone@family.example", "--yes"]);
    expect(d.code).toBe(0);
    expect(d.stdout.trim()).toBe(`gone@family.example (id ${u.id}) deleted.`);
    expect((await t.call("GET", "/api/v1/users/me", { token })).status).toBe(401);
    const again = await cli(["users:delete", "gone@family.example", "--yes"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('No user with email "gone@family.example".');
  });

  test("bad usage exits 2; unknown users exit 1; --help everywhere exits 0", async () => {
    expect((await cli(["users:show"])).code).toBe(2);
    expect((await cli(["users:list", "--page", "abc"])).code).toBe(2);
    expect((await cli(["users:list", "--page-size", "500"])).code).toBe(2);
    expect((await cli(["users:list", "--bogus"])).code).toBe(2);
    expect((await cli(["users:show", "999999"])).code).toBe(1);
    const cmds = [
      "users:list",
      "users:show",
      "users:grant-admin",
      "users:revoke-admin",
      "users:activate",
      "users:deactivate",
      "users:delete",
      "users:create-admin",
      "users:create",
      "subs:list",
      "subs:expire",
      "subs:cancel",
      "subs:activate",
      "stats",
    ];
    const helps = await Promise.all(cmds.map((cmd) => cli([cmd, "--help"])));
    helps.forEach((h, i) => {
      expect(h.code).toBe(0);
      expect(h.stdout).toContain(`Usage: marhaba cli ${cmds[i]}`);
    });
  });
});

describe("subscriptions and stats", () => {
  let learner: User;
  let subId: number;
  beforeAll(async () => {
    learner = await createTestUser(t.deps, {
      email: "learner@family.example",
      firstName: "Yusuf",
      lastName: "Kid",
    });
    const now = t.deps.clock.now().getTime();
    subId = (
      await t.deps.db
        .insert(subscriptions)
        .values({
          userId: learner.id,
          type: "demo",
          status: "active",
          startDate: new Date(now - DAY_MS),
          endDate: new Date(now + 13 * DAY_MS),
        })
        .returning()
    )[0].id;
  });

  const learnerStatus = async () =>
    (await t.call("GET", "/api/v1/session", { token: (await signIn(t.deps, learner)).token })).body
      .subscription;

  test("subs:list filters and shows the user", async () => {
    const r = await cli(["subs:list", "--status", "active", "--type", "demo"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`${subId}\\s+demo\\s+active\\s+learner@family.example\\s+Yusuf Kid`));
    const j = JSON.parse((await cli(["subs:list", "--user", "learner@family.example", "--json"])).stdout);
    expect(j.subscriptions.map((s: any) => s.id)).toEqual([subId]);
    expect((await cli(["subs:list", "--type", "gold"])).code).toBe(2);
    expect((await cli(["subs:list", "--status", "cancelled"])).stdout.trim()).toBe("No subscriptions match.");
  });

  test("subs:expire --yes: the learner's status shows expired; expiring again is refused", async () => {
    expect((await cli(["subs:expire", String(subId)])).code).toBe(1); // no --yes, no terminal
    expect((await learnerStatus()).is_expired).toBe(false);
    const r = await cli(["subs:expire", String(subId), "--yes"]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(`Subscription ${subId} (demo, learner@family.example) is now expired.`);
    expect(await learnerStatus()).toMatchObject({ is_expired: true, subscription: { status: "expired" } });
    const again = await cli(["subs:expire", String(subId), "--yes"]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("This subscription is already expired.");
  });

  test("subs:activate brings it back; subs:cancel cancels; unknown id refused, bad id bad usage", async () => {
    expect((await cli(["subs:activate", String(subId)])).code).toBe(0);
    expect(await learnerStatus()).toMatchObject({ is_expired: false, subscription: { status: "active" } });
    const c = await cli(["subs:cancel", String(subId), "--yes", "--json"]);
    expect(c.code).toBe(0);
    expect(JSON.parse(c.stdout)).toMatchObject({ id: subId, status: "cancelled" });
    expect((await cli(["subs:cancel", "999999", "--yes"])).code).toBe(1);
    expect((await cli(["subs:cancel", "abc", "--yes"])).code).toBe(2);
  });

  test("stats prints the figures and the latest CLI actions", async () => {
    const r = await cli(["stats"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Users\s+\d+ total · \d+ active/m);
    expect(r.stdout).toContain("subscription.cancel");
    expect(r.stdout).toContain("cli:");
    const j = JSON.parse((await cli(["stats", "--json"])).stdout);
    expect(j.subscriptions).toEqual({ total: 1, active: 0, demo: 1, paid: 0 });
    expect(j.recent_audit[0]).toMatchObject({ action: "subscription.cancel", target_id: String(subId) });
  });
});

// On a terminal (a pseudo-terminal made by util-linux `script`), confirmations and the
// password are asked for interactively.
const hasScript = Bun.spawnSync(["sh", "-c", "command -v script"]).exitCode === 0;
describe.skipIf(!hasScript)("on a terminal", () => {
  async function tty(args: string[], typed: string) {
    const cmd = [BUN, "cli/main.ts", ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
    const p = Bun.spawn(["script", "-qec", cmd, "/dev/null"], {
      cwd: ROOT,
      env: { ...process.env, ...TEST_ENV, DATA_DIR: t.dataDir, ...dbEnvFor(t.dataDir) },
      stdin: new TextEncoder().encode(typed),
      stdout: "pipe",
      stderr: "pipe",
    });
    const [out, code] = await Promise.all([new Response(p.stdout).text(), p.exited]);
    return { code, out };
  }

  test("users:delete asks; 'n' keeps the user (exit 1), 'y' deletes", async () => {
    const u = await createTestUser(t.deps, { email: "asked@family.example" });
    const no = await tty(["users:delete", "asked@family.example"], "n\n");
    expect(no.out).toContain(`Delete asked@family.example (id ${u.id})? This action cannot be undone. [y/N]`);
    expect(no.out).toContain("Cancelled; nothing was changed.");
    expect(no.code).toBe(1);
    expect(await status(u)).toBe(200);
    const yes = await tty(["users:delete", "asked@family.example"], "y\n");
    expect(yes.code).toBe(0);
    expect((await cli(["users:show", "asked@family.example"])).code).toBe(1);
  });

  test("users:create-admin asks for the password twice; a mismatch is refused", async () => {
    const bad = await tty(
      ["users:create-admin", "--email", "tty-admin@school.example", "--username", "tty_admin"],
      "Fir5tPassword\nOther5Password\n",
    );
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("Passwords do not match");
    const ok = await tty(
      ["users:create-admin", "--email", "tty-admin@school.example", "--username", "tty_admin"],
      "Fir5tPassword\nFir5tPassword\n",
    );
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("Repeat password:");
    const login = await t.call("POST", "/api/v1/auth/login", {
      body: { email: "tty-admin@school.example", password: "Fir5tPassword" },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.is_admin).toBe(true);
  });
});
