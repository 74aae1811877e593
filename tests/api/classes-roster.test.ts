// Issue #29: a whole class at once. A pasted list or a roster CSV is previewed row by row (empty, too
// long, control characters, formulas, duplicates, unknown pictures) before anything is written; the import
// adds every row in one transaction or none; bad input of every kind is a clear 4xx.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { auditLog, users } from "../../src/db/schema";
import { parseCsv } from "../../src/modules/classes/roster";
import { PUPIL_AVATARS, pictureSecret } from "../../src/modules/classes/pictures";
import { verifyPassword } from "../../src/modules/users/service";

setDefaultTimeout(60_000); // 28 picture passwords are hashed like passwords (argon2id) on 2 shared cores
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
const api = (method: string, path: string, token?: string, body?: unknown) =>
  t.call(method, "/api/v1" + path, { token, body });

async function teacher() {
  const u = await createTestUser(t.deps);
  await t.deps.db.update(users).set({ isTeacher: true }).where(eq(users.id, u.id));
  const { token } = await signIn(t.deps, u);
  const c = await api("POST", "/classes", token, { name: "CE1 B" });
  return { token, cls: c.body as { id: number; code: string } };
}
const pupilsIn = async (classId: number) =>
  t.deps.db
    .select()
    .from(users)
    .where(and(eq(users.classId, classId), eq(users.kind, "pupil")));
const NAMES = [
  "Yasmin",
  "Adam",
  "Lina",
  "Omar",
  "Sami",
  "Nour",
  "Rayan",
  "Ines",
  "Youssef",
  "Maryam",
  "Bilal",
  "Hana",
  "Idris",
  "Salma",
  "Zayd",
  "Aya",
  "Karim",
  "Layla",
  "Hamza",
  "Amira",
  "Ilyas",
  "Sara",
  "Malik",
  "Rania",
  "Anas",
  "Dina",
  "Tariq",
  "Leila",
];

test("csv: quotes, doubled quotes, commas and CRLF; an unclosed quote is reported with its line", () => {
  expect(parseCsv('a,"b, c"\r\n"say ""hi""",d\n').rows.map((r) => r.cells)).toEqual([
    ["a", "b, c"],
    ['say "hi"', "d"],
  ]);
  expect(parseCsv('x\n"open,\ny').unclosedAt).toBe(2);
});

describe("a pasted list", () => {
  test("28 names: the preview shows them and writes nothing; the import adds all 28 with pictures shown once, in one audit record", async () => {
    const { token, cls } = await teacher();
    const text = NAMES.join("\n") + "\n\n";
    const preview = await api("POST", `/classes/${cls.id}/roster/preview`, token, { text });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: "list", ok: true, adds: 28, problems: [] });
    expect(preview.body.rows.map((r: any) => r.first_name)).toEqual(NAMES);
    expect(await pupilsIn(cls.id)).toHaveLength(0);
    const r = await api("POST", `/classes/${cls.id}/roster`, token, { text });
    expect(r.status).toBe(201);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body.added).toHaveLength(28);
    const stored = await pupilsIn(cls.id);
    expect(stored.map((p) => p.firstName).sort()).toEqual([...NAMES].sort());
    const first = r.body.added[0];
    const row = stored.find((p) => p.id === first.pupil.id)!;
    expect(
      await verifyPassword(pictureSecret(first.pictures.map((p: any) => p.name)), row.picturesHash!),
    ).toBe(true);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "pupil.import"), eq(auditLog.targetId, String(cls.id))));
    expect(audits.map((a) => a.after)).toEqual([{ pupils: 28, format: "list" }]);
  });

  test("CSV with a name and an optional picture; a header line is skipped", async () => {
    const { token, cls } = await teacher();
    const r = await api("POST", `/classes/${cls.id}/roster`, token, {
      text: 'name,picture\nYasmin,lion\n"Adam, jr",\nLina, Camel ',
    });
    expect(r.status).toBe(422); // a comma is not part of a name
    expect(r.body.error.preview.rows.map((x: any) => x.problems.length)).toEqual([0, 1, 0]);
    const ok = await api("POST", `/classes/${cls.id}/roster`, token, {
      text: "name,picture\nYasmin,lion\nAdam,\nLina, Camel ",
    });
    expect(ok.status).toBe(201);
    expect(ok.body.added.map((a: any) => [a.pupil.first_name, a.pupil.avatar.name])).toEqual([
      ["Yasmin", "lion"],
      ["Adam", expect.any(String)],
      ["Lina", "camel"],
    ]);
  });

  test("every row's problem in the preview; the import refuses the whole list and writes nothing", async () => {
    const { token, cls } = await teacher();
    await api("POST", `/classes/${cls.id}/pupils`, token, { first_name: "Omar" });
    const text = [
      "Yasmin",
      ",lion",
      "A".repeat(41),
      "Ad\u0007am",
      '=HYPERLINK("http://x")',
      "+1",
      "@SUM(A1)",
      "-2",
      "yasmin",
      "omar",
      "Lina,unicorn",
      "Sami,lion,extra",
      "<b>Bob</b>",
    ].join("\n");
    const p = await api("POST", `/classes/${cls.id}/roster/preview`, token, { text });
    expect(p.status).toBe(200);
    expect(p.body.ok).toBe(false);
    const problems = p.body.rows.map((r: any) => [r.line, r.problems[0] ?? null]);
    expect(problems).toEqual([
      [1, null],
      [2, "Empty: no name"],
      [3, "Too long: at most 40 characters (this one has 41)"],
      [4, "Has control characters (invisible codes): type the name again"],
      [5, "Starts like a spreadsheet formula (= + - @): type the name only"],
      [6, "Starts like a spreadsheet formula (= + - @): type the name only"],
      [7, "Starts like a spreadsheet formula (= + - @): type the name only"],
      [8, "Starts like a spreadsheet formula (= + - @): type the name only"],
      [9, "Duplicate of line 1: add a family initial to tell them apart"],
      [10, "Already in the class: add a family initial to tell them apart"],
      [11, `Unknown picture “unicorn”: one of ${PUPIL_AVATARS.join(", ")}, or leave it empty`],
      [12, "More than two columns: a name, then a picture"],
      [13, "Only letters, spaces, apostrophes, hyphens and dots"],
    ]);
    const r = await api("POST", `/classes/${cls.id}/roster`, token, { text });
    expect([r.status, r.body.error.code]).toEqual([422, "ROSTER_PROBLEMS"]);
    expect(r.body.error.preview.rows).toHaveLength(13);
    expect((await pupilsIn(cls.id)).map((x) => x.firstName)).toEqual(["Omar"]);
  });
});

describe("a roster CSV (OneRoster-style columns)", () => {
  test("rows of this class (by name or code) are added as given name + family initial; other classes are left out and counted", async () => {
    const { token, cls } = await teacher();
    const text = `\uFEFFclass,givenName,familyName initial,picture\r\nCE1 B,Yasmin,Benali,lion\r\n${cls.code},Adam,K,\r\nCE2 A,Lina,M,frog\r\nce1 b,Yasmin,D,\r\n`;
    const p = await api("POST", `/classes/${cls.id}/roster/preview`, token, { text });
    expect(p.body).toMatchObject({ format: "roster", ok: true, adds: 3, skipped_other_classes: 1 });
    expect(p.body.rows.map((r: any) => r.first_name)).toEqual(["Yasmin B.", "Adam K.", "Yasmin D."]);
    const r = await api("POST", `/classes/${cls.id}/roster`, token, { text });
    expect(r.status).toBe(201);
    expect(r.body.added.map((a: any) => a.pupil.first_name)).toEqual(["Yasmin B.", "Adam K.", "Yasmin D."]);
    expect(r.body.added[0].pupil.avatar.name).toBe("lion");
  });

  test("a roster of other classes only says so; a malformed CSV says where; nothing is written", async () => {
    const { token, cls } = await teacher();
    const other = await api("POST", `/classes/${cls.id}/roster/preview`, token, {
      text: "class,given name\nCM2,Yasmin\n",
    });
    expect(other.body.problems).toEqual([
      `No row is for this class: the class column should say CE1 B or ${cls.code}.`,
    ]);
    const bad = await api("POST", `/classes/${cls.id}/roster`, token, {
      text: 'class,given name\nCE1 B,"Yasmin\nCE1 B,Adam\n',
    });
    expect([bad.status, bad.body.error.message]).toEqual([
      422,
      "The CSV is malformed: a quote opened on line 2 is never closed.",
    ]);
    expect(await pupilsIn(cls.id)).toHaveLength(0);
  });
});

describe("bad input", () => {
  test("10,000 rows: refused as a whole, quickly, without sending every row back; more than the class's room too", async () => {
    const { token, cls } = await teacher();
    const text = "Ali\n".repeat(10_000); // 10,000 rows in 40,000 characters
    const p = await api("POST", `/classes/${cls.id}/roster/preview`, token, { text });
    expect(p.status).toBe(200);
    expect(p.body.ok).toBe(false);
    expect(p.body.problems[0]).toBe(
      "A class can have up to 40 pupils: there is room for 40 more, and this list has 10000.",
    );
    expect(p.body.rows.length).toBeLessThanOrEqual(40);
    const r = await api("POST", `/classes/${cls.id}/roster`, token, { text });
    expect([r.status, r.body.error.code]).toEqual([422, "ROSTER_PROBLEMS"]);
    const huge = await api("POST", `/classes/${cls.id}/roster`, token, { text: "Yasmin\n".repeat(20_000) });
    expect([huge.status, huge.body.error.code, huge.body.error.fields.text]).toEqual([
      422,
      "VALIDATION",
      expect.stringContaining("too long"),
    ]);
    const over = await api("POST", `/classes/${cls.id}/roster`, token, {
      text: Array.from(
        { length: 41 },
        (_, i) => `Name ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
      ).join("\n"),
    });
    expect(over.status).toBe(422);
    expect(await pupilsIn(cls.id)).toHaveLength(0);
  });

  test("malformed JSON 400, wrong types, missing or extra fields 422; another teacher's class 404; a pupil's or a parent's session 403; signed out 401", async () => {
    const { token, cls } = await teacher();
    const other = await teacher();
    for (const path of [`/classes/${cls.id}/roster`, `/classes/${cls.id}/roster/preview`]) {
      const raw = await t.call("POST", "/api/v1" + path, { token, raw: "{not json" });
      expect([raw.status, raw.body.error.code]).toEqual([400, "MALFORMED_JSON"]);
      for (const body of [{}, { text: 5 }, { text: ["a"] }, { text: "Yasmin", extra: 1 }, null, "Yasmin"])
        expect((await api("POST", path, token, body)).status).toBe(422);
      expect((await api("POST", path, other.token, { text: "Yasmin" })).status).toBe(404);
      const [pupilRow] = await pupilsIn(cls.id);
      const pupil =
        pupilRow ??
        (
          await t.deps.db
            .insert(users)
            .values({
              username: `pupil-r${cls.id}`,
              firstName: "P",
              lastName: "",
              kind: "pupil",
              classId: cls.id,
            })
            .returning()
        )[0];
      expect((await api("POST", path, (await signIn(t.deps, pupil)).token, { text: "Yasmin" })).status).toBe(
        403,
      );
      expect(
        (
          await api("POST", path, (await signIn(t.deps, await createTestUser(t.deps))).token, {
            text: "Yasmin",
          })
        ).status,
      ).toBe(403);
      expect((await api("POST", path, undefined, { text: "Yasmin" })).status).toBe(401);
      expect((await api("POST", path.replace(String(cls.id), "x1"), token, { text: "Yasmin" })).status).toBe(
        404,
      );
    }
    expect((await pupilsIn(cls.id)).map((p) => p.firstName)).toEqual(["P"]);
  });
});
