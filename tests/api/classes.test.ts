// Classes (issue #16, the class half): the teacher's calls (own classes only), pupils with picture
// passwords, the picture sign-in at /class with its waits, the class's progress grid and CSV, the
// pupil's data export, and deleting a class deleting its pupils' data in one transaction.
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import {
  auditLog,
  classes,
  lessonAttempts,
  lessonProgress,
  refreshTokens,
  reviewItems,
  users,
} from "../../src/db/schema";
import { addDays, DAY_MS } from "../../src/lib/clock";
import { loadContent } from "../../src/modules/content/content";
import type { Activity } from "../../src/modules/content/contentSchema";
import { rightAnswer } from "./courses-solver";
import { CODE_PATTERN } from "../../src/modules/classes/code";
import { PUPIL_AVATARS, SIGN_IN_PICTURES } from "../../src/modules/classes/pictures";
import { hasPicture } from "../../src/modules/media/pictures";
import { handleOf } from "../../src/db/client";
import { csvCell } from "../../src/modules/classes/progress";

setDefaultTimeout(30_000); // picture passwords are hashed like passwords (argon2id): many per test on 2 shared cores
let t: TestApp;
const content = loadContent();
const activityOf = (id: string): Activity =>
  content.lessons.flatMap((l) => l.lesson.activities).find((a) => a.id === id)!;
const L1 = content.lessons[0].lesson.id;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.deps.clock.offsetMs = 0;
});
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function teacher(licence = true) {
  const u = await createTestUser(t.deps);
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, u.id));
  const { token } = await signIn(t.deps, u);
  const c = await api("POST", "/classes", token, { name: "CE1 B" });
  expect(c.status).toBe(201);
  if (licence)
    await t.deps.db
      .update(classes)
      .set({ licenceUntil: addDays(t.deps.clock.now(), 60) })
      .where(eq(classes.id, c.body.id));
  return { user: u, token, cls: c.body as { id: number; code: string; name: string } };
}
async function addPupil(token: string, classId: number, first_name = "Yasmin", pictures?: string[]) {
  const r = await api("POST", `/classes/${classId}/pupils`, token, {
    first_name,
    ...(pictures ? { pictures } : {}),
  });
  expect(r.status).toBe(201);
  return r.body as {
    pupil: { id: number; first_name: string; avatar: { name: string; url: string } };
    pictures: { name: string; url: string }[];
  };
}
/** Makes every delete of a lesson_progress row fail (a statement failing inside a transaction), or lifts that. */
async function failingDeletes(on: boolean) {
  const h = handleOf(t.deps.db);
  if (h.dialect === "sqlite")
    h.client.exec(
      on
        ? "CREATE TRIGGER fail_delete BEFORE DELETE ON lesson_progress BEGIN SELECT RAISE(ABORT, 'boom'); END"
        : "DROP TRIGGER fail_delete",
    );
  else
    await (h.client as { unsafe: (q: string) => Promise<unknown> }).unsafe(
      on
        ? "CREATE FUNCTION fail_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$; CREATE TRIGGER fail_delete BEFORE DELETE ON lesson_progress FOR EACH ROW EXECUTE FUNCTION fail_delete()"
        : "DROP TRIGGER fail_delete ON lesson_progress; DROP FUNCTION fail_delete()",
    );
}
const names = (p: { name: string }[]) => p.map((x) => x.name);
const signInAs = (code: string, pupil_id: number, pictures: string[]) =>
  api("POST", "/class-sign-in", undefined, { class_code: code, pupil_id, pictures });

/** RFC 4180 rows (quoted cells with "" and commas). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [],
    cell = "",
    quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

test("the pictures and avatars are in this build, and the sign-in grid has 9 different ones", () => {
  expect(new Set(SIGN_IN_PICTURES).size).toBe(9);
  for (const p of [...SIGN_IN_PICTURES, ...PUPIL_AVATARS]) expect([p, hasPicture(p)]).toEqual([p, true]);
});

describe("teacher calls", () => {
  test("only a teacher: signed out 401, an adult who is not a teacher 403 TEACHER_REQUIRED, a pupil 403", async () => {
    expect((await api("GET", "/classes")).status).toBe(401);
    const adult = await createTestUser(t.deps);
    const r = await api("GET", "/classes", (await signIn(t.deps, adult)).token);
    expect([r.status, r.body.error.code]).toEqual([403, "TEACHER_REQUIRED"]);
    const { token, cls } = await teacher();
    const p = await addPupil(token, cls.id);
    const s = await signInAs(cls.code, p.pupil.id, names(p.pictures));
    const pupilToken = s.body.access_token;
    for (const [method, path, body] of [
      ["GET", "/classes", undefined],
      ["POST", "/classes", { name: "Mine" }],
      ["GET", `/classes/${cls.id}`, undefined],
      ["PATCH", `/classes/${cls.id}`, { name: "X" }],
      ["DELETE", `/classes/${cls.id}`, undefined],
      ["POST", `/classes/${cls.id}/pupils`, { first_name: "Sam" }],
      ["GET", `/classes/${cls.id}/progress`, undefined],
      ["GET", `/classes/${cls.id}/progress.csv`, undefined],
      ["GET", `/classes/${cls.id}/pupils/${p.pupil.id}/export`, undefined],
    ] as const) {
      const x = await api(method, path, pupilToken, body);
      expect([x.status, x.body?.error?.code, `${method} ${path}`]).toEqual([
        403,
        "TEACHER_REQUIRED",
        `${method} ${path}`,
      ]);
    }
    // and the grown-up area refuses the pupil too
    for (const [method, path] of [
      ["POST", "/payments/create-checkout"],
      ["GET", "/subscriptions/history"],
      ["GET", "/users/me/export"],
    ] as const)
      expect((await api(method, path, pupilToken, method === "POST" ? {} : undefined)).status).toBe(403);
  });

  test("a class gets a 6-character code without look-alikes, unique; renamed; a new code on request; listed with its pupils' count", async () => {
    const { token, cls } = await teacher();
    expect(cls.code).toMatch(CODE_PATTERN);
    expect(cls.code).not.toMatch(/[01OIL]/);
    await addPupil(token, cls.id);
    const renamed = await api("PATCH", `/classes/${cls.id}`, token, { name: "  CE1 — Mardi  " });
    expect([renamed.status, renamed.body.name, renamed.body.code]).toEqual([200, "CE1 — Mardi", cls.code]);
    const fresh = await api("PATCH", `/classes/${cls.id}`, token, { regenerate_code: true });
    expect(fresh.body.code).toMatch(CODE_PATTERN);
    expect(fresh.body.code).not.toBe(cls.code);
    expect((await api("GET", `/class-sign-in/${cls.code}`)).status).toBe(404); // the old code no longer works
    expect((await api("GET", `/class-sign-in/${fresh.body.code}`)).status).toBe(200);
    const list = await api("GET", "/classes", token);
    expect(list.body.classes).toEqual([
      expect.objectContaining({ id: cls.id, name: "CE1 — Mardi", pupils: 1 }),
    ]);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++)
      codes.add((await api("POST", "/classes", token, { name: `C${i}` })).body.code);
    expect(codes.size).toBe(20);
    const audit = (
      await t.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(cls.id)))
    ).map((a) => a.action);
    expect(audit).toEqual(expect.arrayContaining(["class.create", "class.rename", "class.new_code"]));
  });

  test("another teacher's class is 404 on every call, like a class that does not exist", async () => {
    const a = await teacher();
    const b = await teacher();
    const p = await addPupil(a.token, a.cls.id);
    for (const [method, path, body] of [
      ["GET", `/classes/${a.cls.id}`, undefined],
      ["PATCH", `/classes/${a.cls.id}`, { name: "Mine now" }],
      ["DELETE", `/classes/${a.cls.id}`, undefined],
      ["POST", `/classes/${a.cls.id}/pupils`, { first_name: "Sam" }],
      ["POST", `/classes/${a.cls.id}/pupils/${p.pupil.id}/pictures`, {}],
      ["DELETE", `/classes/${a.cls.id}/pupils/${p.pupil.id}`, undefined],
      ["GET", `/classes/${a.cls.id}/pupils/${p.pupil.id}/export`, undefined],
      ["POST", `/classes/${a.cls.id}/assignments`, { lesson_id: L1 }],
      ["GET", `/classes/${a.cls.id}/progress`, undefined],
      ["GET", `/classes/${a.cls.id}/progress.csv`, undefined],
      ["GET", "/classes/999999", undefined],
      ["GET", "/classes/abc", undefined],
      // a's pupil through b's own class
      ["DELETE", `/classes/${b.cls.id}/pupils/${p.pupil.id}`, undefined],
      ["GET", `/classes/${b.cls.id}/pupils/${p.pupil.id}/export`, undefined],
    ] as const) {
      const x = await api(method, path, b.token, body);
      expect([x.status, typeof x.body?.error?.code, `${method} ${path}`]).toEqual([
        404,
        "string",
        `${method} ${path}`,
      ]);
    }
    expect((await api("GET", "/classes", b.token)).body.classes.map((c: any) => c.id)).toEqual([b.cls.id]);
    expect((await api("GET", `/classes/${a.cls.id}`, a.token)).body.pupils).toHaveLength(1); // nothing changed
  });

  test("bad input answers a clear 4xx: malformed JSON, wrong types, huge or control-character names, unknown pictures", async () => {
    const { token, cls } = await teacher();
    const raw = await t.call("POST", "/api/v1/classes", { token, raw: "{name: " });
    expect(raw.status).toBe(400);
    expect(raw.body.error.code).toBeString();
    for (const body of [
      {},
      { name: 5 },
      { name: "" },
      { name: "x".repeat(61) },
      { name: "A\u0000B" },
      { name: "a\u202eb" },
      { name: "<b>" },
      [],
      "x",
      { name: "ok", extra: 1 },
    ]) {
      const r = await api("POST", "/classes", token, body);
      expect([r.status, r.body.error.code, JSON.stringify(body)]).toEqual([
        422,
        "VALIDATION",
        JSON.stringify(body),
      ]);
    }
    expect((await api("PATCH", `/classes/${cls.id}`, token, {})).status).toBe(422);
    expect((await api("PATCH", `/classes/${cls.id}`, token, { regenerate_code: "yes" })).status).toBe(422);
    for (const body of [
      {},
      { first_name: 7 },
      { first_name: "" },
      { first_name: "Y".repeat(41) },
      { first_name: "Ya\u0007smin" },
      { first_name: "=HYPERLINK()" },
      { first_name: "Sam", avatar: "dragon" },
      { first_name: "Sam", pictures: ["cat", "cat", "sun"] },
      { first_name: "Sam", pictures: ["cat", "sun"] },
      { first_name: "Sam", pictures: ["cat", "sun", "../etc"] },
      { first_name: "Sam", email: "x@y.z" },
    ]) {
      const r = await api("POST", `/classes/${cls.id}/pupils`, token, body);
      expect([r.status, r.body.error.code, JSON.stringify(body)]).toEqual([
        422,
        "VALIDATION",
        JSON.stringify(body),
      ]);
    }
    const text = await t.call("POST", `/api/v1/classes/${cls.id}/pupils`, {
      token,
      raw: "first_name=Sam",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    for (const body of [
      { lesson_id: "nope" },
      { lesson_id: L1, due_date: "2026-02-30" },
      { lesson_id: L1, due_date: "tomorrow" },
      { lesson_id: 3 },
    ]) {
      const r = await api("POST", `/classes/${cls.id}/assignments`, token, body);
      expect([r.status, JSON.stringify(body)]).toEqual([422, JSON.stringify(body)]);
    }
    expect((await api("GET", `/classes/${cls.id}/progress?level=nope`, token)).status).toBe(422);
    const huge = await t.call("POST", `/api/v1/classes/${cls.id}/pupils`, {
      token,
      raw: JSON.stringify({ first_name: "Y".repeat(200_000) }),
    });
    expect([huge.status, huge.body.error.fields.first_name]).toEqual([
      422,
      "First name must be at most 40 characters",
    ]); // the served app stops it at 64 KB (413)
  });

  test("a rename with bad input answers a 4xx naming the name field and leaves the name and the audit as they were", async () => {
    const { token, cls } = await teacher();
    const other = await teacher();
    const raw = await t.call("PATCH", `/api/v1/classes/${cls.id}`, { token, raw: "{name: " });
    expect([raw.status, typeof raw.body.error.code]).toEqual([400, "string"]);
    for (const [body, message] of [
      [{ name: "" }, "Name is required"],
      [{ name: "   " }, "Name is required"],
      [{ name: null }, "Name is required"],
      [{ name: 42 }, "Name is required"],
      [{ name: "CE1\u0000B" }, "Name may not contain control characters or < >"],
      [{ name: "CE1\u0007B" }, "Name may not contain control characters or < >"],
      [{ name: "a\u202eb" }, "Name may not contain control characters or < >"],
      [{ name: "x".repeat(10_240) }, "Name must be at most 60 characters"],
    ] as const) {
      const r = await api("PATCH", `/classes/${cls.id}`, token, body);
      expect([
        r.status,
        r.body.error.code,
        r.body.error.fields?.name,
        JSON.stringify(body).slice(0, 40),
      ]).toEqual([422, "VALIDATION", message, JSON.stringify(body).slice(0, 40)]);
      expect(JSON.stringify(r.body)).not.toContain("xxxxxxxxxx"); // the submitted value is not echoed
    }
    for (const body of [[], "CE2", { name: "CE2", code: "AAAAAA" }])
      expect((await api("PATCH", `/classes/${cls.id}`, token, body)).status).toBe(422);
    for (const path of [
      `/classes/${other.cls.id}`,
      "/classes/999999",
      "/classes/abc",
      "/classes/1e3",
      `/classes/${"9".repeat(40)}`,
    ]) {
      const r = await api("PATCH", path, token, { name: "Mine now" });
      expect([r.status, r.body.error.code, path]).toEqual([404, "CLASS_NOT_FOUND", path]);
    }
    expect((await api("PATCH", `/classes/${cls.id}`, undefined, { name: "Nobody" })).status).toBe(401);
    expect((await api("GET", `/classes/${cls.id}`, token)).body.class.name).toBe("CE1 B");
    expect((await api("GET", `/classes/${other.cls.id}`, other.token)).body.class.name).toBe("CE1 B");
    const renames = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "class.rename"));
    expect(
      renames.filter((a) => a.targetId === String(cls.id) || a.targetId === String(other.cls.id)),
    ).toEqual([]);
  });

  test("a pupil has a first name, an avatar and three pictures shown once; no email, no password, the pictures only hashed", async () => {
    const { token, cls } = await teacher();
    const p = await addPupil(token, cls.id, "  Ilyès ");
    expect(p.pupil.first_name).toBe("Ilyès");
    expect(PUPIL_AVATARS as readonly string[]).toContain(p.pupil.avatar.name);
    expect(p.pictures).toHaveLength(3);
    expect(new Set(names(p.pictures)).size).toBe(3);
    for (const x of p.pictures) expect(SIGN_IN_PICTURES as readonly string[]).toContain(x.name);
    const row = (await t.deps.db.select().from(users).where(eq(users.id, p.pupil.id)).limit(1))[0]!;
    expect([row.kind, row.email, row.passwordHash, row.phoneNumber, row.address, row.classId]).toEqual([
      "pupil",
      null,
      null,
      null,
      null,
      cls.id,
    ]);
    expect(row.picturesHash).toStartWith("$argon2id$");
    expect(row.picturesHash).not.toContain(p.pictures[0].name);
    const chosen = await addPupil(token, cls.id, "Omar", ["sun", "cat", "duck"]);
    expect(names(chosen.pictures)).toEqual(["sun", "cat", "duck"]);
    const detail = await api("GET", `/classes/${cls.id}`, token);
    expect(JSON.stringify(detail.body)).not.toContain("pictures_hash");
    expect(detail.body.pupils.map((x: any) => Object.keys(x).sort())).toEqual([
      ["avatar", "first_name", "id", "sign_in_tries"],
      ["avatar", "first_name", "id", "sign_in_tries"],
    ]);
  });
});

describe("picture sign-in", () => {
  test("the code shows first names and avatars only; the right pictures sign the pupil in with cookies; wrong order is refused", async () => {
    const { token, cls } = await teacher();
    const p = await addPupil(token, cls.id, "Yasmin", ["cat", "sun", "fish"]);
    const info = await api(
      "GET",
      `/class-sign-in/${cls.code.toLowerCase().slice(0, 3)}-${cls.code.slice(3).toLowerCase()}`,
    );
    expect(info.status).toBe(200);
    expect(info.body.pupils).toEqual([{ id: p.pupil.id, first_name: "Yasmin", avatar: p.pupil.avatar }]);
    expect(names(info.body.pictures)).toEqual([...SIGN_IN_PICTURES]);
    expect(JSON.stringify(info.body)).not.toMatch(/username|hash|email|teacher/);
    const wrongOrder = await signInAs(cls.code, p.pupil.id, ["sun", "cat", "fish"]);
    expect([wrongOrder.status, wrongOrder.body.error.code]).toEqual([401, "WRONG_PICTURES"]);
    const ok = await signInAs(cls.code, p.pupil.id, ["cat", "sun", "fish"]);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({
      id: p.pupil.id,
      kind: "pupil",
      first_name: "Yasmin",
      email: null,
      is_teacher: false,
    });
    const cookies = ok.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("mh_at=") && c.includes("HttpOnly"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("mh_rt=") && !c.includes("Max-Age"))).toBe(true); // ends with the browser
    const cookie = cookies.map((c) => c.split(";")[0]).join("; ");
    const session = await t.call("GET", "/api/v1/session", { cookie });
    expect(session.body.user.id).toBe(p.pupil.id);
    expect((await t.call("GET", `/api/v1/lessons/${L1}`, { cookie })).status).toBe(200); // the class licence opens lessons
    // another class's pupil, an unknown code, a wrong-type body
    const other = await teacher();
    expect((await signInAs(other.cls.code, p.pupil.id, ["cat", "sun", "fish"])).status).toBe(404);
    expect((await signInAs("ZZZZZZ", p.pupil.id, ["cat", "sun", "fish"])).status).toBe(404);
    expect(
      (
        await api("POST", "/class-sign-in", undefined, {
          class_code: cls.code,
          pupil_id: "1",
          pictures: "cat",
        })
      ).status,
    ).toBe(422);
    expect((await t.call("POST", "/api/v1/class-sign-in", { raw: "{" })).status).toBe(400);
  });

  test("tampered tokens are refused", async () => {
    const { token, cls } = await teacher();
    const p = await addPupil(token, cls.id);
    const s = await signInAs(cls.code, p.pupil.id, names(p.pictures));
    const [h, body, sig] = s.body.access_token.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = [
      h,
      Buffer.from(JSON.stringify({ ...claims, sub: String((await createTestUser(t.deps)).id) })).toString(
        "base64url",
      ),
      sig,
    ].join(".");
    expect((await api("GET", "/session", forged)).body.user).toBeNull();
    expect((await api("GET", "/classes", token.slice(0, -2) + "xx")).status).toBe(401);
    expect((await api("GET", `/lessons/${L1}/`, forged)).status).not.toBe(200);
  });
});

describe("the class's progress, assignments, export and deletion", () => {
  async function playFirstLesson(pupilToken: string) {
    const at = (await api("POST", `/lessons/${L1}/attempts`, pupilToken)).body;
    for (const shown of at.activities) {
      const a = activityOf(shown.id);
      const r = await api("POST", `/attempts/${at.attempt_id}/answers`, pupilToken, {
        activity_id: a.id,
        answer: rightAnswer(t.deps.config.jwtSecret, at.attempt_id, a, content, shown),
      });
      expect(r.body.correct).toBe(true);
    }
    expect((await api("POST", `/attempts/${at.attempt_id}/finish`, pupilToken)).status).toBe(200);
  }

  test("the grid shows a pupil's stars and mastery; who is stuck; the CSV has a BOM, a header and guarded cells", async () => {
    const { user, token: first, cls } = await teacher();
    let token = first;
    const a = await addPupil(token, cls.id, "Yasmin");
    const b = await addPupil(token, cls.id, "-Sam"); // a name a spreadsheet would read as a formula
    const c = await addPupil(token, cls.id, "Nour");
    const aToken = (await signInAs(cls.code, a.pupil.id, names(a.pictures))).body.access_token;
    await playFirstLesson(aToken);
    const cToken = (await signInAs(cls.code, c.pupil.id, names(c.pictures))).body.access_token;
    for (let i = 0; i < 3; i++)
      expect((await api("POST", `/lessons/${L1}/attempts`, cToken)).status).toBe(201); // started, never finished
    const g = await api("GET", `/classes/${cls.id}/progress`, token);
    expect(g.status).toBe(200);
    expect(g.body.lessons[0].id).toBe(L1);
    const row = (id: number) => g.body.pupils.find((p: any) => p.id === id);
    expect(row(a.pupil.id).stars[L1]).toBe(3);
    expect(row(a.pupil.id).lessons_finished).toBe(1);
    expect(Object.values(row(a.pupil.id).mastery).some((m) => typeof m === "number")).toBe(true);
    expect(row(b.pupil.id).stars).toEqual({});
    expect(row(a.pupil.id).stuck).toBeNull();
    expect(row(b.pupil.id).stuck).toBeNull(); // joined today
    expect(row(c.pupil.id).stuck).toEqual({ reason: "lesson", lesson_id: L1, attempts: 3 });
    t.deps.clock.advance(8 * DAY_MS);
    token = (await signIn(t.deps, user)).token; // a new access token in the later week
    const later = await api("GET", `/classes/${cls.id}/progress`, token);
    expect(later.body.pupils.find((p: any) => p.id === a.pupil.id).stuck).toEqual({
      reason: "no_lesson",
      days: 8,
    });
    expect(later.body.checks.length).toBeGreaterThan(0);

    const csv = await t.call("GET", `/api/v1/classes/${cls.id}/progress.csv`, { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toContain(
      `attachment; filename="marhaba-class-${cls.code}-`,
    );
    const bytes = new Uint8Array(
      await (
        await t.app.handle(
          new Request(`http://localhost/api/v1/classes/${cls.id}/progress.csv`, {
            headers: { authorization: `Bearer ${token}` },
          }),
        )
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parseCsv(csv.text.replace(/^\uFEFF/, ""));
    expect(lines).toHaveLength(4);
    const [header, ...rows] = lines;
    expect(header[0]).toBe("Pupil");
    expect(header[1]).toBe(`${content.lessons[0].lesson.title.en} (stars)`);
    expect(header.at(-1)).toBe("Stuck");
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const byName = (n: string) => rows.find((r) => r[0] === n)!;
    expect(byName("Yasmin")[1]).toBe("3");
    expect(byName("'-Sam")[1]).toBe("0");
    expect(byName("Nour").at(-1)).toBe(`tried ${L1} 3 times`);
    expect(byName("Yasmin").at(-1)).toBe("no lesson for 8 days");
    expect(header.filter((h) => h.endsWith(" mastery (%)")).length).toBe(g.body.skills.length);
  });

  test("csv cells: formulas are defused, quotes and commas quoted", () => {
    expect(["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "a,b", 'say "hi"', "سلام", null, 3].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"a,b"',
      '"say ""hi"""',
      "سلام",
      "",
      "3",
    ]);
  });

  test("assignments: the teacher assigns with a due date, the pupil sees them with done marks; unassigned again", async () => {
    const { token, cls } = await teacher();
    const p = await addPupil(token, cls.id);
    const a = await api("POST", `/classes/${cls.id}/assignments`, token, {
      lesson_id: L1,
      due_date: "2026-12-01",
    });
    expect([a.status, a.body.lesson_id, a.body.due_date]).toEqual([201, L1, "2026-12-01"]);
    const again = await api("POST", `/classes/${cls.id}/assignments`, token, {
      lesson_id: L1,
      due_date: null,
    });
    expect([again.body.id, again.body.due_date]).toEqual([a.body.id, null]);
    const pupilToken = (await signInAs(cls.code, p.pupil.id, names(p.pictures))).body.access_token;
    const mine = await api("GET", "/my-class/assignments", pupilToken);
    expect(mine.body.assignments).toEqual([
      expect.objectContaining({ lesson_id: L1, due_date: null, done: false }),
    ]);
    expect((await api("GET", "/my-class/assignments", token)).body.assignments).toEqual([]);
    expect((await api("DELETE", `/classes/${cls.id}/assignments/${a.body.id}`, token)).status).toBe(200);
    expect((await api("GET", "/my-class/assignments", pupilToken)).body.assignments).toEqual([]);
    expect((await api("DELETE", `/classes/${cls.id}/assignments/${a.body.id}`, token)).status).toBe(404);
  });

  test("the pupil's export holds their data and no secret; audited", async () => {
    const { token, cls } = await teacher();
    const p = await addPupil(token, cls.id, "Yasmin");
    const pupilToken = (await signInAs(cls.code, p.pupil.id, names(p.pictures))).body.access_token;
    await playFirstLesson(pupilToken);
    const x = await api("GET", `/classes/${cls.id}/pupils/${p.pupil.id}/export`, token);
    expect(x.status).toBe(200);
    expect(x.headers.get("content-disposition")).toContain("attachment");
    expect(x.body.pupil).toMatchObject({
      id: p.pupil.id,
      first_name: "Yasmin",
      class: { id: cls.id, name: "CE1 B" },
    });
    expect(x.body.lesson_progress).toEqual([expect.objectContaining({ lesson_id: L1, best_stars: 3 })]);
    expect(x.body.lesson_attempts[0].answers.length).toBeGreaterThan(0);
    expect(JSON.stringify(x.body)).not.toMatch(/argon|hash|token|username/i);
    expect(
      (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "pupil.export"))).some(
        (r) => r.targetId === String(p.pupil.id),
      ),
    ).toBe(true);
  });

  test("removing a pupil and deleting a class delete the pupils and everything they did, in one transaction", async () => {
    const { token, cls } = await teacher();
    const a = await addPupil(token, cls.id, "Yasmin");
    const b = await addPupil(token, cls.id, "Omar");
    const aToken = (await signInAs(cls.code, a.pupil.id, names(a.pictures))).body.access_token;
    const bToken = (await signInAs(cls.code, b.pupil.id, names(b.pictures))).body.access_token;
    await playFirstLesson(aToken);
    await playFirstLesson(bToken);
    await api("POST", `/classes/${cls.id}/assignments`, token, { lesson_id: L1 });
    const ids = [a.pupil.id, b.pupil.id];
    const left = async () => ({
      users: (await t.deps.db.select().from(users).where(inArray(users.id, ids))).length,
      progress: (await t.deps.db.select().from(lessonProgress).where(inArray(lessonProgress.userId, ids)))
        .length,
      attempts: (await t.deps.db.select().from(lessonAttempts).where(inArray(lessonAttempts.userId, ids)))
        .length,
      review: (await t.deps.db.select().from(reviewItems).where(inArray(reviewItems.userId, ids))).length,
      sessions: (await t.deps.db.select().from(refreshTokens).where(inArray(refreshTokens.userId, ids)))
        .length,
    });
    expect(Object.values(await left()).every((n) => n > 0)).toBe(true);
    // removing one pupil
    expect((await api("DELETE", `/classes/${cls.id}/pupils/${b.pupil.id}`, token)).status).toBe(200);
    expect((await api("GET", "/progress", bToken)).status).toBe(401); // their session ended with them
    // a failing statement inside the delete rolls the whole deletion back
    await failingDeletes(true);
    expect((await api("DELETE", `/classes/${cls.id}`, token)).status).toBe(500);
    expect((await left()).users).toBe(1);
    expect((await t.deps.db.select().from(classes).where(eq(classes.id, cls.id)).limit(1))[0]).toBeDefined();
    await failingDeletes(false);
    const d = await api("DELETE", `/classes/${cls.id}`, token);
    expect([d.status, d.body.deleted]).toEqual([200, { class: cls.id, pupils: 1 }]);
    expect(await left()).toEqual({ users: 0, progress: 0, attempts: 0, review: 0, sessions: 0 });
    expect((await api("GET", "/progress", aToken)).status).toBe(401);
    const audit = (await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "class.delete"))).find(
      (r) => r.targetId === String(cls.id),
    )!;
    expect(JSON.stringify(audit)).not.toContain("Yasmin");
  });
});
