// Schools (issue #16): a teacher creates a class and a pupil on /teach, a pupil signs in at /class with
// the class code and their three pictures, plays the first lesson, and the teacher sees it in the grid
// and downloads the CSV. Axe once per page; SHOTS=<folder> also saves each page at 375 and 1280 px.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext } from "./support/seed";
import { expectAxeClean, noSideScroll } from "./support/learners";
import type { RunningServer } from "./support/server";
import { playToEnd } from "./courses-play";

const SHOTS = process.env.SHOTS;
const firstLesson = JSON.parse(
  execFileSync("node_modules/.bin/bun", [
    "-e",
    `
  const { loadContent } = await import("./src/modules/content/content.ts");
  const l = loadContent().lessons[0];
  console.log(JSON.stringify({ id: l.lesson.id, title: l.lesson.title.en }));
`,
  ]).toString(),
) as { id: string; title: string };

/** A statement on the running server's database (what the admin area does elsewhere: make a teacher, a licence). */
function sql(server: RunningServer, statement: string) {
  execFileSync("node_modules/.bin/bun", [
    "-e",
    `
    const { Database } = await import("bun:sqlite");
    const db = new Database(${JSON.stringify(join(server.dataDir, "marhaba.sqlite"))});
    db.exec("PRAGMA busy_timeout = 5000");
    db.run(${JSON.stringify(statement)});
  `,
  ]);
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

test("a teacher makes a class and a pupil; the pupil signs in with pictures and plays; the teacher sees it and downloads the CSV", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const teacher = seedUser(server, { firstName: "Salma" });
  sql(server, `UPDATE users SET is_teacher = 1 WHERE id = ${teacher.id}`);
  await signInContext(page.context(), server, teacher);

  // the teacher's area: create a class, then a pupil
  await page.goto("/teach");
  await hydrated(page);
  // the teacher's side has a teacher's navigation, with the family side one link away (issue #29)
  const nav = page.getByRole("navigation", { name: "Teacher area" });
  await expect(nav.getByRole("link", { name: "My classes" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Family side" })).toHaveAttribute("href", "/dashboard");
  await expectAxeClean(page, "/teach");
  await page.getByLabel("Class name").fill("Year 2 – Tuesday");
  await page.getByRole("button", { name: "Create class" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Year 2 – Tuesday" })).toBeVisible();
  const code = (await page.getByTestId("class-code").textContent())!;
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  const classId = Number(new URL(page.url()).pathname.split("/").pop());
  sql(server, `UPDATE classes SET licence_until = ${Date.now() + 90 * 86400_000} WHERE id = ${classId}`); // the school's licence
  await page.getByLabel("First name (or nickname)").fill("Yasmin");
  await page.getByRole("button", { name: "Add pupil" }).click();
  const shown = page.getByTestId("pictures-shown");
  await expect(shown).toContainText("Yasmin's pictures");
  const pictures = await shown
    .getByRole("img")
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")!));
  expect(pictures).toHaveLength(3);
  await expect(page.locator(".teach-pupil")).toContainText("Yasmin");
  await expectAxeClean(page, "the class page");
  await shots(page, "teach-class");

  // the printable sign-in sheet shows the code and Yasmin's pictures in order (kept on this device)
  await page.getByRole("link", { name: "Print the sign-in sheet" }).click();
  await expect(page.getByTestId("sheet-code")).toHaveText(code);
  await expect(page.getByRole("list", { name: "Yasmin's pictures" }).getByRole("img")).toHaveCount(3);
  expect(
    await page
      .getByRole("list", { name: "Yasmin's pictures" })
      .getByRole("img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt"))),
  ).toEqual(pictures);
  await expectAxeClean(page, "the sign-in sheet");
  await shots(page, "teach-sheet");

  // the lesson on the classroom screen
  await page.goto(`/teach/project/${firstLesson.id}`);
  await expect(page.getByRole("heading", { level: 1, name: firstLesson.title })).toBeVisible();
  await expectAxeClean(page, "the projected lesson");
  await shots(page, "teach-project");
  await page.goto("/teach");
  await shots(page, "teach");

  // the pupil, on the classroom's device: the code once, their picture, their three pictures
  const pupilContext = await browser.newContext({ baseURL: server.url });
  const pupil = await pupilContext.newPage();
  await pupil.goto("/class");
  await hydrated(pupil);
  await shots(pupil, "class-1-code");
  await pupil.getByLabel("Class code").fill(code.toLowerCase());
  await pupil.getByRole("button", { name: "Go" }).click();
  await expect(pupil.getByRole("heading", { name: "Who are you?" })).toBeVisible();
  await shots(pupil, "class-2-who");
  await pupil.getByRole("button", { name: "Yasmin" }).click();
  await expect(pupil.getByText("Tap your three pictures, in order.")).toBeVisible();
  const tile = (name: string) =>
    pupil.getByRole("list", { name: "Pictures" }).getByRole("button", { name, exact: true });
  const box = await tile(pictures[0]).boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(96);
  expect(await noSideScroll(pupil)).toBeLessThanOrEqual(0);
  await expectAxeClean(pupil, "/class");
  await shots(pupil, "class-3-pictures");
  // a wrong order first: a kind message, and the slots empty again
  for (const p of [pictures[2], pictures[1], pictures[0]]) await tile(p).click();
  await expect(pupil.getByRole("alert")).toContainText("Try your three pictures again");
  await shots(pupil, "class-4-wrong");
  for (const p of pictures) await tile(p).click();
  await pupil.waitForURL(/\/courses$/);

  // the pupil plays the first lesson
  await pupil.goto(`/lessons/${firstLesson.id}`);
  await pupil.getByRole("button", { name: "Let's start!" }).click();
  await playToEnd(pupil);
  await expect(pupil.getByRole("img", { name: /You earned [123] of 3 stars/ })).toBeVisible();
  // signing out brings the class's sign-in back for the next pupil (the device remembers the class)
  await pupil.goto("/courses");
  await pupil.getByRole("button", { name: "I am not Yasmin" }).click(); // the child's header (issue #29)
  await pupil.waitForURL(/\/class$/);
  await expect(pupil.getByRole("button", { name: "Yasmin" })).toBeVisible();
  await pupilContext.close();

  // the teacher sees it in the grid and downloads the CSV
  await page.goto(`/teach/classes/${classId}`);
  const row = page.getByTestId("progress-grid").getByRole("row").filter({ hasText: "Yasmin" });
  await expect(
    row.locator(`[data-lesson="${firstLesson.id}"]`).getByRole("img", { name: /[123] of 3 stars/ }),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download progress (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^marhaba-class-${code}-.*\\.csv$`));
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
  expect(
    lines[0].startsWith(
      `Pupil,${firstLesson.title.includes(",") ? `"${firstLesson.title} (stars)"` : `${firstLesson.title} (stars)`}`,
    ),
  ).toBe(true);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^Yasmin,[123],/);

  // someone guesses Yasmin's pictures from elsewhere (issue #31): the teacher sees it and clears it
  const info = await (await fetch(`${server.url}/api/v1/class-sign-in/${code}`)).json();
  const yasminId = info.pupils.find((p: { first_name: string }) => p.first_name === "Yasmin").id;
  const names = pictures.map((alt) => alt.replace(/ /g, "-"));
  for (let i = 0; i < 3; i++) {
    const wrong = await fetch(`${server.url}/api/v1/class-sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        class_code: code,
        pupil_id: yasminId,
        pictures: [names[1], names[0], names[2]],
      }),
    });
    expect(wrong.status).toBe(401);
  }
  await page.reload();
  await hydrated(page);
  const tries = page.locator(".teach-pupil").filter({ hasText: "Yasmin" }).getByTestId("sign-in-tries");
  await expect(tries).toContainText(
    /Someone tried 3 times from 1 place, waiting until \d{1,2} \w{3}, \d{2}:\d{2} UTC\./,
  );
  await expect(tries).toContainText("give new pictures (that clears them too)");
  const clear = tries.getByRole("button", { name: "Clear the tries on Yasmin" });
  expect((await clear.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  await expectAxeClean(page, "the class page with wrong tries");
  await shots(page, "teach-class-tries");
  await clear.click();
  await expect(page.getByText("Yasmin's wrong tries are cleared.")).toBeVisible();
  await expect(page.getByTestId("sign-in-tries")).toHaveCount(0);
});
