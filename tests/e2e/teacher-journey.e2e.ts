// Issue #29, a teacher's first hour: a new teacher signs in and lands on /teach, makes a class, pastes 28
// names (previewed, then added at once), prints the sign-in sheet of the new pupils, assigns a lesson the
// class's trial opens (and is warned about one it does not), a pupil signs in with their pictures and plays
// it (the course solver, through the API), and the teacher prints the class report (its PDF's text checked).
// SHOTS=<folder> saves the teacher's pages and the printed report at 1280 and 768 px.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { test, expect, hydrated } from "./support/fixtures";
import { expectAxeClean } from "./support/learners";
import { teacherUser } from "./support/teachers";
import { seedUser, signInContext } from "./support/seed";

const SHOTS = process.env.SHOTS;
const dumped = JSON.parse(
  execFileSync(
    "node_modules/.bin/bun",
    [
      "-e",
      `
  const { loadContent } = await import("./src/modules/content/content.ts");
  const c = loadContent();
  const level = c.lessons.filter((l) => l.levelId === c.lessons[0].levelId);
  console.log(JSON.stringify({ first: { id: level[0].lesson.id, title: level[0].lesson.title.en }, third: { id: level[2].lesson.id, title: level[2].lesson.title.en } }));
`,
    ],
    { encoding: "utf8" },
  ),
);
/** The course solver's right answers to an attempt's activities, worked out by Bun (the solver imports the
 *  activity registry, which Playwright's Node cannot load). */
function solve(secret: string, attemptId: string, shown: { id: string }[]): unknown[] {
  return JSON.parse(
    execFileSync(
      "node_modules/.bin/bun",
      [
        "-e",
        `
    const { loadContent } = await import("./src/modules/content/content.ts");
    const { rightAnswer } = await import("./tests/api/courses-solver.ts");
    const c = loadContent();
    const input = JSON.parse(await Bun.stdin.text());
    const all = c.lessons.flatMap((l) => l.lesson.activities);
    console.log(JSON.stringify(input.shown.map((s) => rightAnswer(input.secret, input.attemptId, all.find((a) => a.id === s.id), c, s))));
  `,
      ],
      { encoding: "utf8", input: JSON.stringify({ secret, attemptId, shown }), maxBuffer: 16 << 20 },
    ),
  );
}
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

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}
const pdfText = async (page: Page) => {
  const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(printed)), { mergePages: true });
  return text.replace(/\s+/g, " ");
};

test("a new teacher lands on /teach, pastes 28 names, prints the sheet, assigns a trial lesson; a pupil plays it; the teacher prints the class report", async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const teacher = await teacherUser(server, "Salma");

  // sign in through the form: the landing is what this journey is about
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("Email").fill(teacher.email);
  await page.getByLabel("Password").fill(teacher.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/teach$/);
  await expect(page.getByRole("heading", { level: 1, name: "My classes" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Teacher area" }).getByRole("link", { name: "Family side" }),
  ).toBeVisible();
  await shots(page, "teach-empty");

  await page.getByLabel("Class name").fill("Year 2 – Tuesday");
  await page.getByRole("button", { name: "Create class" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Year 2 – Tuesday" })).toBeVisible();
  const code = (await page.getByTestId("class-code").textContent())!;
  const classId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByTestId("class-licence")).toContainText("Trial until");
  await expect(page.getByTestId("class-licence")).toContainText(
    "your pupils open the first 2 lessons of every level",
  );

  // 28 names at once: checked first (nothing written), then added together
  await page.getByText("Add a whole class at once").click();
  await page.getByLabel("Names").fill(NAMES.join("\n"));
  await page.getByRole("button", { name: "Check the list" }).click();
  await expect(page.getByTestId("roster-preview").getByRole("status")).toHaveText("28 pupils ready to add.");
  // the class's creation toast fades out meanwhile: axe measures the page once it has gone (half faded, its
  // colours read as low contrast)
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0);
  await expectAxeClean(page, "the class page with the list checked");
  await shots(page, "teach-class-preview");
  await page.getByRole("button", { name: "Add 28 pupils" }).click();
  await expect(page.getByText("28 pupils added")).toBeVisible();
  await expect(page.locator(".teach-pupil")).toHaveCount(28);

  // the sign-in sheet of the new pupils, printed
  await page.getByRole("link", { name: "Print the sign-in sheet for the new pupils" }).click();
  await expect(page.getByTestId("sheet-code")).toHaveText(code);
  await expect(page.locator(".sheet-card")).toHaveCount(28);
  for (const name of ["Yasmin", "Leila"])
    await expect(page.getByRole("list", { name: `${name}'s pictures` }).getByRole("img")).toHaveCount(3);
  const sheet = await pdfText(page);
  expect(sheet).toContain(code);
  for (const name of NAMES) expect(sheet).toContain(name);
  await shots(page, "teach-sheet-new");

  // assign the trial's first lesson (no warning), then one the trial does not open (a warning)
  await page.goto(`/teach/classes/${classId}`);
  await hydrated(page);
  const lessonSelect = page.locator(".teach-assign select");
  await lessonSelect.selectOption(dumped.first.id);
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.locator(".teach-assignments")).toContainText(dumped.first.title);
  await expect(page.getByTestId("assign-warning")).toHaveCount(0);
  await lessonSelect.selectOption(dumped.third.id);
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByTestId("assign-warning")).toContainText("Your pupils cannot open this lesson yet");
  await expect(page.locator(".teach-assignments li").filter({ hasText: dumped.third.title })).toContainText(
    "your pupils cannot open it yet",
  );
  await shots(page, "teach-class");

  // Yasmin signs in with her pictures (kept on the teacher's device) and plays the first lesson (the solver)
  const yasmin = await page.evaluate(
    ([id]) => {
      const all = JSON.parse(localStorage.getItem(`marhaba-class-pictures-${id}`) ?? "{}");
      return all;
    },
    [classId],
  );
  const info = await (await fetch(`${server.url}/api/v1/class-sign-in/${code}`)).json();
  const pupil = info.pupils.find((p: { first_name: string }) => p.first_name === "Yasmin");
  const signed = await fetch(`${server.url}/api/v1/class-sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ class_code: code, pupil_id: pupil.id, pictures: yasmin[pupil.id] }),
  });
  expect(signed.status).toBe(200);
  const token = (await signed.json()).access_token as string;
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: r.status, body: await r.json() };
  };
  const secret = readFileSync(join(server.dataDir, "jwt-secret"), "utf8").trim();
  const at = (await call("POST", `/lessons/${dumped.first.id}/attempts`)).body;
  const answers = solve(secret, at.attempt_id, at.activities);
  for (const [i, shown] of at.activities.entries())
    expect(
      (
        await call("POST", `/attempts/${at.attempt_id}/answers`, {
          activity_id: shown.id,
          answer: answers[i],
        })
      ).body.correct,
    ).toBe(true);
  const finished = await call("POST", `/attempts/${at.attempt_id}/finish`);
  expect(finished.status).toBe(200);
  const locked = await call("GET", `/lessons/${dumped.third.id}`);
  expect([locked.status, locked.body.error.unlock_by]).toEqual([403, "school"]);

  // the class report, printed on A4
  await page.getByRole("link", { name: "Class report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Year 2 – Tuesday: class report" })).toBeVisible();
  const row = page.getByTestId("report-pupils").getByRole("row").filter({ hasText: "Yasmin" });
  await expect(row.getByRole("cell").first()).toHaveText("1");
  await expect(row.getByRole("cell").nth(1)).toHaveText(String(finished.body.best_stars));
  await expectAxeClean(page, "the class report");
  const report = await pdfText(page);
  expect(report).toContain("Year 2 – Tuesday: class report");
  expect(report).toContain("Salma");
  expect(report).toContain("Lessons finished");
  expect(report).toContain("Leila");
  expect(report).not.toContain("Print"); // the tools are not printed
  await shots(page, "teach-report");
  if (SHOTS) {
    await page.emulateMedia({ media: "print" });
    await shots(page, "teach-report-print");
    await page.emulateMedia({ media: "screen" });
  }

  // Yasmin's one page for her family, with a link that needs no account
  await row.getByRole("link", { name: "Yasmin" }).click();
  await expect(page.getByTestId("pupil-report")).toContainText("Yasmin's Arabic");
  await page.getByRole("button", { name: "Make a link for the family (30 days)" }).click();
  const link = await page.getByTestId("family-link").inputValue();
  await shots(page, "teach-pupil-report");
  const family = await page.context().browser()!.newContext();
  const familyPage = await family.newPage();
  await familyPage.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await expect(familyPage.getByTestId("pupil-report")).toContainText("1 lesson finished");
  await family.close();

  // "Ask for a licence": the school's admin sees the request in the Classes tab, with the pupils' count
  await page.goto(`/teach/classes/${classId}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Ask for a licence" }).click();
  await expect(page.getByTestId("class-licence")).toContainText(
    "You asked your school's admins for a licence on",
  );
  const admin = page.context().browser()!;
  const adminContext = await admin.newContext({ baseURL: server.url });
  await signInContext(adminContext, server, seedUser(server, { firstName: "Sara", isAdmin: true }));
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin?tab=classes");
  await expect(adminPage.getByTestId("licence-requests")).toContainText("1 class asks for a licence");
  const classRow = adminPage.getByTestId(`class-row-${classId}`);
  await expect(classRow).toContainText("28");
  await expect(classRow.getByTestId("licence-request")).toBeVisible();
  await shots(adminPage, "admin-classes");
  await adminContext.close();
});
