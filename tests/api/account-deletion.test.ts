// A parent deletes the whole account (issue #28): behind the gate (password or PIN again), after a
// preview naming what will be lost; every table is then free of the family but the kept payment record
// (no child data in it); a confirmation mail; one audit line with counts only; the deleted user's tokens
// stop at once; a second request is refused. An admin and `cli users:delete` do the same.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { getTableColumns, getTableName, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp, type TestUser } from "../support/app";
import { runCliProcess } from "../support/cli";
import {
  auditLog,
  outbox,
  payments,
  retainedPayments,
  subscriptions,
  tables,
  users,
} from "../../src/db/schema";
import { loadContent } from "../../src/modules/content/content";
import { playedAnswer } from "./courses-solver";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const content = loadContent();
const lessons = content.levels
  .find((l) => l.meta.status === "available")!
  .units.flatMap((u) => u.unit.lessons);
const api = (method: string, path: string, token: string | undefined, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function play(token: string, lesson: (typeof lessons)[number]) {
  const at = (await api("POST", `/lessons/${lesson.id}/attempts`, token)).body;
  for (const shown of at.activities) {
    const a = lesson.activities.find((x) => x.id === shown.id)!;
    await api("POST", `/attempts/${at.attempt_id}/answers`, token, {
      activity_id: a.id,
      answer: playedAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
    });
  }
  expect((await api("POST", `/attempts/${at.attempt_id}/finish`, token)).status).toBe(200);
}

/** A family with a paid plan (through the local checkout), two children who learned, a digest and a contact message. */
async function family(tag: string) {
  const parent = await createTestUser(t.deps, { firstName: `Par${tag}` });
  const s = await signIn(t.deps, parent);
  const c = await api("POST", "/payments/create-checkout", s.token, {});
  expect((await api("POST", `/payments/local/${c.body.session_id}/pay`, s.token, {})).status).toBe(200);
  await api("PUT", "/users/me/digest", s.token, { enabled: true });
  const kids: number[] = [];
  for (const name of [`Kida${tag}`, `Kidb${tag}`]) {
    const r = await api("POST", "/children", s.token, {
      first_name: name,
      avatar: "cat",
      age_band: "4-6",
      guardian_confirmed: true,
    });
    expect(r.status).toBe(201);
    kids.push(r.body.child.id);
  }
  const asKid = (await api("POST", `/children/${kids[0]}/select`, (await signIn(t.deps, parent)).token)).body
    .access_token;
  await play(asKid, lessons[0]);
  await t.call("POST", "/api/v1/contact", {
    body: { name: `Par${tag}`, email: parent.email, message: "Hello there, a question", topic: "general" },
  });
  return { parent, kids, token: s.token, session: s, names: [`Par${tag}`, `Kida${tag}`, `Kidb${tag}`] };
}

/** Every row of every table, as text, with the table's name. */
async function everything(): Promise<{ table: string; row: Record<string, unknown> }[]> {
  const out: { table: string; row: Record<string, unknown> }[] = [];
  for (const table of Object.values(tables)) {
    if (!table || typeof table !== "object" || !("getSQL" in (table as object))) continue;
    let name: string;
    try {
      name = getTableName(table as any);
      getTableColumns(table as any);
    } catch {
      continue;
    }
    const rows = await t.deps.db.select().from(table as any);
    for (const row of rows as Record<string, unknown>[]) out.push({ table: name, row });
  }
  return out;
}

const ID_COLUMNS = /^(userId|teacherId|parentId|actingUserId|actorUserId|guardianConfirmedBy|formerUserId)$/;

function traces(
  all: { table: string; row: Record<string, unknown> }[],
  f: { parent: TestUser; kids: number[]; names: string[] },
) {
  const ids = new Set([f.parent.id, ...f.kids]);
  const found: string[] = [];
  for (const { table, row } of all) {
    if (table === "retained_payments") continue; // checked on its own
    if (table === "outbox" && row.kind === "account_deleted") continue; // the confirmation itself
    const text = JSON.stringify(row);
    for (const n of [f.parent.email, f.parent.username, ...f.names])
      if (text.includes(n)) found.push(`${table}: "${n}" in ${text.slice(0, 160)}`);
    for (const [k, v] of Object.entries(row))
      if (ID_COLUMNS.test(k) && ids.has(v as number)) found.push(`${table}.${k} = ${v}`);
    if (table === "users" && ids.has(row.id as number)) found.push(`users.id = ${row.id}`);
    if (
      table === "audit_log" &&
      row.targetType === "user" &&
      ids.has(Number(row.targetId)) &&
      (row.before || row.after) &&
      row.action !== "user.delete"
    )
      found.push(`audit_log details about ${row.targetId}`);
  }
  return found;
}

describe("a parent deletes the account", () => {
  test("the preview names what will be lost; without the password nothing happens", async () => {
    const f = await family("Pv");
    const p = (await api("GET", "/users/me/deletion", f.token)).body;
    expect(p).toMatchObject({
      children: ["KidaPv", "KidbPv"],
      lessons_finished: 1,
      payments_kept: 1,
      gate: "password",
    });
    // bad input: a clear 4xx, nothing deleted
    for (const body of [
      {},
      { confirm: "yes" },
      { confirm: true, password: 42 },
      { confirm: true, password: "x".repeat(2000) },
      { confirm: true, password: "a", pin: "1234" },
      { confirm: true, extra: 1 },
    ])
      expect((await api("DELETE", "/users/me", f.token, body)).status).toBe(422);
    expect(
      (await t.call("DELETE", "/api/v1/users/me", { token: f.token, raw: '{"confirm": tr' })).status,
    ).toBe(400);
    const wrong = await api("DELETE", "/users/me", f.token, { confirm: true, password: "not-it" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe("GATE_REFUSED");
    expect((await t.deps.db.select().from(users).where(eq(users.id, f.parent.id))).length).toBe(1);
    // a child's session cannot ask
    const asKid = (await api("POST", `/children/${f.kids[1]}/select`, (await signIn(t.deps, f.parent)).token))
      .body.access_token;
    expect(
      (await api("DELETE", "/users/me", asKid, { confirm: true, password: "Str0ngPassw0rd" })).status,
    ).toBe(403);
  });

  test("everything of the family is gone from every table but the kept payment record; tokens stop at once; a mail; audited", async () => {
    const f = await family("Del");
    const other = await family("Keep"); // another family stays whole
    const before = await everything();
    expect(traces(before, f).length).toBeGreaterThan(10); // the check sees the family while it exists
    const r = await api("DELETE", "/users/me", f.token, { confirm: true, password: "Str0ngPassw0rd" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ deleted: true, id: f.parent.id, children: 2, payments_kept: 1 });

    expect(traces(await everything(), f)).toEqual([]);
    // the kept payment record: who paid, how much, when; no child in it
    const kept = await t.deps.db
      .select()
      .from(retainedPayments)
      .where(eq(retainedPayments.formerUserId, f.parent.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      payerEmail: f.parent.email,
      amountCents: 4000,
      currency: "eur",
      status: "paid",
      monthsGranted: 14,
    });
    for (const n of f.names.slice(1)) expect(JSON.stringify(kept)).not.toContain(n);
    // the confirmation mail
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.to, f.parent.email));
    expect(mails.map((m) => m.kind)).toEqual(["account_deleted"]);
    expect(mails[0].text).toContain("your 2 children's profiles");
    expect(mails[0].text).toContain("keep the record of your payment");
    // one audit line, counts only
    const audit = (await t.deps.db.select().from(auditLog)).filter(
      (a) => a.action === "user.delete" && a.targetId === String(f.parent.id),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].before).toMatchObject({ reason: "self", children: 2, payments_kept: 1 });
    // the tokens stop at once, the cookie session too; asking again is refused
    expect((await api("GET", "/subscriptions/status", f.token)).status).toBe(401);
    expect(
      (await t.call("GET", "/api/v1/session", { cookie: f.session.cookie })).body?.user ?? null,
    ).toBeNull();
    expect(
      (await api("DELETE", "/users/me", f.token, { confirm: true, password: "Str0ngPassw0rd" })).status,
    ).toBe(401);
    // the other family is whole
    expect(traces(await everything(), other).length).toBeGreaterThan(10);
    expect((await api("GET", "/subscriptions/status", other.token)).status).toBe(200);
  }, 30_000);
});

describe("an admin and the CLI delete the same way", () => {
  test("admin: everything gone, payment kept, a second request is 404", async () => {
    const admin = await createTestUser(t.deps, { isAdmin: true });
    const a = await signIn(t.deps, admin);
    const f = await family("Adm");
    const r = await api("DELETE", `/admin/users/${f.parent.id}`, a.token);
    expect(r.status).toBe(200);
    expect(traces(await everything(), f)).toEqual([]);
    expect(
      await t.deps.db.select().from(retainedPayments).where(eq(retainedPayments.formerUserId, f.parent.id)),
    ).toHaveLength(1);
    expect((await api("DELETE", `/admin/users/${f.parent.id}`, a.token)).status).toBe(404);
    expect((await api("GET", "/subscriptions/status", f.token)).status).toBe(401);
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.to, f.parent.email));
    expect(mails.map((m) => m.kind)).toEqual(["account_deleted"]);
  }, 30_000);

  test("cli users:delete: everything gone, payment kept", async () => {
    const f = await family("Cli");
    const r = await runCliProcess(t.dataDir, ["users:delete", f.parent.email, "--yes"]);
    expect(r.code, r.stderr).toBe(0);
    expect(traces(await everything(), f)).toEqual([]);
    expect(
      await t.deps.db.select().from(retainedPayments).where(eq(retainedPayments.formerUserId, f.parent.id)),
    ).toHaveLength(1);
    expect((await t.deps.db.select().from(payments).where(eq(payments.userId, f.parent.id))).length).toBe(0);
    expect(
      (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, f.parent.id))).length,
    ).toBe(0);
  }, 30_000);
});
