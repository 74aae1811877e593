// A child's pages (issues #25 items 6 and 7, #29 item 4): the child home's first screen is the next lesson
// as one big picture button (above the fold at 375 px) with the instruction heard; "My path" is a path
// of islands and stones, not a table; a locked lesson says "Ask a grown-up", whose gate leads to the
// subscribe page and, after paying, back to the same lesson; a pupil gets the child's header, the
// teacher's lesson as the big first button, the class's lock wording, and no refused call on load; the
// level test is taken by taps alone, every question heard, and its result has no percentage for a child.
import type { BrowserContext, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, setServerClock, signInContext, type SeededUser } from "./support/seed";
import { demoUser, expectAxeClean, noSideScroll } from "./support/learners";
import { classOf, teacherUser } from "./support/teachers";
import { answerInPage } from "./support/level-test";
import type { RunningServer } from "./support/server";

// Lessons are finished through the API with the course solver, run by Bun: Playwright's Node cannot
// import the content's YAML nor the activity modules' pictures.
function finishLessons(server: RunningServer, token: string, lessonIds: string[]) {
  const script = `
    const { loadContent } = await import("./src/modules/content/content.ts");
    const { rightAnswer } = await import("./tests/api/courses-solver.ts");
    const content = loadContent();
    const activity = (id) => content.lessons.flatMap((l) => l.lesson.activities).find((a) => a.id === id);
    const call = async (method, path, body) => {
      const r = await fetch(process.env.BASE + "/api/v1" + path, { method, headers: { authorization: "Bearer " + process.env.TOKEN, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined });
      if (!r.ok) throw new Error(method + " " + path + " " + r.status + " " + (await r.text()));
      return r.json();
    };
    for (const id of JSON.parse(process.env.LESSONS)) {
      const at = await call("POST", "/lessons/" + id + "/attempts");
      for (const shown of at.activities) await call("POST", "/attempts/" + at.attempt_id + "/answers", { activity_id: shown.id, answer: rightAnswer(process.env.SECRET, at.attempt_id, activity(shown.id), content, shown) });
      await call("POST", "/attempts/" + at.attempt_id + "/finish");
    }`;
  const secret = readFileSync(join(server.dataDir, "jwt-secret"), "utf8").trim();
  execFileSync("node_modules/.bin/bun", ["-e", script], {
    env: {
      ...process.env,
      BASE: server.url,
      TOKEN: token,
      SECRET: secret,
      LESSONS: JSON.stringify(lessonIds),
    },
    stdio: "pipe",
  });
}

const SHOTS = process.env.SHOTS;
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 1024 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** Records what the page speaks: a device with an English voice and no Arabic one. */
async function recordSpeech(context: BrowserContext) {
  await context.addInitScript(() => {
    const spoken: string[] = [];
    (window as any).__spoken = spoken;
    const voice = { lang: "en-GB", localService: true, name: "Test English", default: true, voiceURI: "en" };
    Object.defineProperty(window, "speechSynthesis", {
      value: {
        getVoices: () => [voice],
        addEventListener() {},
        removeEventListener() {},
        cancel() {},
        speak(u: SpeechSynthesisUtterance) {
          spoken.push(u.text);
          setTimeout(() => u.onend?.(new Event("end") as SpeechSynthesisEvent), 0);
        },
      },
      configurable: true,
    });
  });
}

/** A family on the demo with one child profile, Yasmin; the session acts as her. */
async function childSession(server: RunningServer, context: BrowserContext, finished: string[] = []) {
  const parent = await demoUser(server, "Sarah");
  const made = await apiAs(server, parent, "POST", "/children", {
    first_name: "Yasmin",
    avatar: "cat",
    age_band: "4-6",
    guardian_confirmed: true,
  });
  expect(made.status).toBe(201);
  const sel = await apiAs(server, parent, "POST", `/children/${made.body.child.id}/select`);
  expect(sel.status).toBe(200);
  const child: SeededUser = { ...parent, accessToken: sel.body.access_token };
  if (finished.length) finishLessons(server, child.accessToken, finished);
  await signInContext(context, server, child);
  return { parent, child, childId: made.body.child.id as number };
}

/** Refused API calls the page makes (a locked card must not lead to one; a pupil's load neither). */
function refusedCalls(page: Page) {
  const refused: string[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/") && (r.status() === 401 || r.status() === 403))
      refused.push(`${r.status()} ${r.url()}`);
  });
  return refused;
}

test("a child's home: the next lesson is one big picture button above the fold, heard; My path is a path", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000);
  await recordSpeech(context);
  await childSession(server, context, ["ab-u01-l01"]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/courses");
  await hydrated(page);

  const nav = page.getByTestId("child-nav");
  await expect(nav.getByTestId("child-chip")).toContainText("Yasmin");
  for (const name of ["Lessons", "Practice", "My path"])
    await expect(nav.getByRole("link", { name })).toBeVisible();

  // the first screen: one big picture button to the next lesson, all of it above the fold
  const go = page.getByTestId("next-lesson");
  await expect(go).toHaveAttribute("data-lesson", "ab-u01-l02");
  const box = (await go.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  expect(box.height).toBeGreaterThanOrEqual(150);
  await expect(go.locator("img")).toBeVisible();
  // the instruction is heard, and the replay button says it again
  await expect.poll(() => page.evaluate(() => (window as any).__spoken.length)).toBeGreaterThan(0);
  const said = await page.evaluate(() => (window as any).__spoken[0] as string);
  expect(said).toContain("Tap the big picture");
  await page.getByRole("button", { name: /Hear it again/ }).click();
  await expect.poll(() => page.evaluate(() => (window as any).__spoken.length)).toBeGreaterThan(1);
  // no grown-up text, no content ids, no coming levels to tap (A2 is available now; B1 is the first coming one)
  const text = await page.locator("main").innerText();
  for (const grownUp of [
    "Your Arabic adventure",
    "For grown-ups",
    "FOR GROWN-UPS",
    "Learn on",
    "Premium",
    "Subscribe",
  ])
    expect(text).not.toContain(grownUp);
  expect(text).not.toMatch(/\bb (al|p) /);
  expect(text).not.toMatch(/Words: /);
  await expect(page.getByText("B1", { exact: true })).toHaveCount(0);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "the child's home");
  await shots(page, "child-home");

  // My path: islands and stones with stars, a padlock on what is locked; no table, no figures
  await nav.getByRole("link", { name: "My path" }).click();
  await expect(page).toHaveURL(/\/progress$/);
  const path = page.getByTestId("child-path");
  await expect(path.locator('[data-lesson="ab-u01-l01"]')).toHaveAttribute("data-state", "done");
  await expect(path.locator('[data-lesson="ab-u01-l01"]')).toHaveAccessibleName(/of 3 stars/);
  await expect(path.locator('[data-lesson="ab-u01-l02"]')).toHaveAttribute("data-state", "next");
  await expect(path.locator('[data-lesson="ab-u01-l03"]')).toHaveAttribute("data-state", "locked");
  await expect(page.locator("main table")).toHaveCount(0);
  await expect(page.getByTestId("lessons-finished")).toHaveCount(0);
  await expect(page.getByTestId("sticker-album")).toBeVisible();
  for (const stone of await path
    .locator(".cpath-stone")
    .all()
    .then((s) => s.slice(0, 8))) {
    const b = (await stone.boundingBox())!;
    expect(b.width).toBeGreaterThanOrEqual(48);
    expect(b.height).toBeGreaterThanOrEqual(48);
  }
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "My path");
  await shots(page, "child-path");

  // the glowing stone opens the next lesson
  await path.locator('[data-lesson="ab-u01-l02"]').click();
  await expect(page).toHaveURL(/\/lessons\/ab-u01-l02$/);
  await expect(page.getByRole("button", { name: "Let's start!" })).toBeVisible();

  // days later, words to review: Practice stands beside the next lesson, above the fold too
  await setServerClock(server, { offset_ms: 3 * 86_400_000 });
  try {
    await page.goto("/courses");
    await hydrated(page);
    const practice = page.getByTestId("practice-button");
    await expect(practice).toHaveAttribute("href", "/practice");
    const p = (await practice.boundingBox())!;
    expect(p.y + p.height).toBeLessThanOrEqual(812);
    await expect
      .poll(() => page.evaluate(() => (window as any).__spoken as string[]))
      .toContain("Tap the big picture to play, or the star to practise.");
    await shots(page, "child-home-practice");
  } finally {
    await setServerClock(server, { offset_ms: 0 });
  }
});

test("a locked lesson: Ask a grown-up → the gate → subscribe → pay → back to the same lesson", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000);
  const { parent } = await childSession(server, context);
  const refused = refusedCalls(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/progress");
  await hydrated(page);
  await page.getByTestId("child-path").locator('[data-lesson="ab-u01-l03"]').click();
  await expect(page).toHaveURL(/\/lessons\/ab-u01-l03$/);
  const lock = page.getByTestId("lock-screen");
  await expect(lock.getByRole("button", { name: "Ask a grown-up", exact: true })).toBeVisible();
  expect(refused).toEqual([]); // the lock screen, never a refused call or an error page
  await expect(lock).not.toContainText("Premium");
  await expectAxeClean(page, "the lock screen");
  await shots(page, "lock-screen");

  await lock.getByRole("button", { name: "Ask a grown-up", exact: true }).click();
  const gate = page.getByTestId("parent-gate");
  await gate.getByLabel("Password").fill(parent.password);
  await gate.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/subscribe\?from=%2Flessons%2Fab-u01-l03$/);
  await expect(page.getByTestId("return-note")).toHaveText("After paying, you go back to the lesson.");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByTestId("payment-outcome")).toHaveAttribute("data-state", "paid");
  await page.getByRole("button", { name: "Back to the lesson now" }).click();
  // a family with child profiles: "Who is learning?" first, so the lesson is the child's
  await expect(page).toHaveURL(/\/who\?from=%2Flessons%2Fab-u01-l03$/);
  await page.getByTestId("who-Yasmin").click();
  await expect(page).toHaveURL(/\/lessons\/ab-u01-l03$/);
  await expect(page.getByRole("button", { name: "Let's start!" })).toBeVisible();
});

test("a pupil: the child's header with their picture, the teacher's lesson as the big first button, the class's lock wording", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000);
  const teacher = await teacherUser(server, "Salma");
  const cls = await classOf(server, teacher, "Class 2B");
  const added = await apiAs(server, teacher, "POST", `/classes/${cls.id}/pupils`, { first_name: "Lina" });
  expect(added.status).toBe(201);
  expect(
    (
      await apiAs(server, teacher, "POST", `/classes/${cls.id}/assignments`, {
        lesson_id: "ab-u01-l03",
        due_date: "2026-12-01",
      })
    ).status,
  ).toBeLessThan(300);
  const signIn = await fetch(server.url + "/api/v1/class-sign-in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      class_code: cls.code,
      pupil_id: added.body.pupil.id,
      pictures: added.body.pictures.map((p: { name: string }) => p.name),
    }),
  });
  expect(signIn.status).toBe(200);
  const tokens = await signIn.json();
  await signInContext(context, server, {
    ...seedUser(server, { firstName: "unused" }),
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  });
  const refused = refusedCalls(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/courses");
  await hydrated(page);

  const nav = page.getByTestId("child-nav");
  await expect(nav.getByTestId("child-chip")).toContainText("Lina");
  await expect(nav.getByTestId("child-chip").locator("img")).toBeVisible();
  for (const name of ["Lessons", "Practice", "My path"])
    await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
  const first = page.getByTestId("teacher-lesson");
  await expect(first).toHaveAttribute("data-lesson", "ab-u01-l03");
  await expect(first).toContainText("From your teacher");
  await expect(first).toContainText("for 1 Dec");
  const box = (await first.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  expect(refused).toEqual([]);
  await expectAxeClean(page, "the pupil's home");
  await shots(page, "pupil-home");

  // the class is in its trial (the first 2 lessons of a level), without a licence: the server marks the
  // third lesson unlock_by "school" and the lock speaks the class's words, never Premium or a payment
  await first.click();
  await expect(page).toHaveURL(/\/lessons\/ab-u01-l03$/);
  const lock = page.getByTestId("lock-screen");
  await expect(lock.getByTestId("instruction")).toHaveText(
    "This lesson is locked. Your teacher's school can open this.",
  );
  await expect(lock).not.toContainText("Premium");
  await expect(lock).not.toContainText("grown-up");
  expect(refused).toEqual([]);
  await shots(page, "pupil-lock");

  // once the school opens it, the big button plays it
  const admin = seedUser(server, { firstName: "Head", isAdmin: true });
  expect(
    (await apiAs(server, admin, "POST", `/admin/classes/${cls.id}/licence`, { until: "2027-07-31" })).status,
  ).toBe(200);
  await page.goto("/courses");
  await page.getByTestId("teacher-lesson").click();
  await expect(page.getByRole("button", { name: "Let's start!" })).toBeVisible();
  expect(refused).toEqual([]);
});

test("a child takes the level test by taps alone: every question heard, the greeting in pictures, no percentage", async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000);
  await recordSpeech(context);
  const { child, childId } = await childSession(server, context);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/level-test");
  await hydrated(page);
  await expect(page.locator(".brand-ar")).toBeHidden(); // the header's مرحبا would give the first answer away
  await expect(page.getByText(/means hello/)).toHaveCount(0);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  // the spec's first question, its words and options kept, each also a picture, all read aloud
  await expect(
    page.getByRole("heading", { name: "What does the Arabic greeting Marhaba mean?" }),
  ).toBeVisible();
  const options = page.locator(".lt-option");
  await expect(options.locator(".lt-option-text")).toHaveText(["Hello", "Goodbye", "Thank you", "Please"]);
  await expect(options.locator("img")).toHaveCount(4);
  await expect
    .poll(() => page.evaluate(() => (window as any).__spoken as string[]))
    .toContain("What does the Arabic greeting Marhaba mean? Hello? Goodbye? Thank you? Or please?");
  for (const b of await options.all()) {
    const box = (await b.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
  }
  await expect(page.getByText(/Please select/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Submit/ })).toHaveCount(0);
  await expectAxeClean(page, "the level test's first question");
  await shots(page, "level-test-q1");

  // a child who knows nothing yet: one tap per question, wrong each time
  await page.getByRole("button", { name: "Goodbye", exact: true }).click();
  await expect(page.getByText("Question 2", { exact: true })).toBeVisible();
  // no Arabic voice here and no clips: never a listening question it cannot play, a word to read instead
  await expect
    .poll(() => page.evaluate(() => (window as any).__spoken as string[]))
    .toContain("Read the word, then tap its picture.");
  await expect(page.getByRole("button", { name: "Listen" })).toHaveCount(0);
  await shots(page, "level-test-q2");
  await answerInPage(page, server, { ...child, id: childId }, false); // the test is the child's own
  await page.waitForURL("**/level-test/results");
  // what they can do and where they start, in words and pictures; no score, no percentage, no red ring
  await expect(page.getByTestId("level")).toHaveText("Absolute Beginner");
  await expect(page.getByTestId("can-do")).toContainText("Your adventure starts here");
  await expect(page.getByTestId("start-here")).toBeVisible();
  await expect(page.locator("main")).not.toContainText("%");
  await expect(page.getByTestId("score")).toHaveCount(0);
  await expect(page.getByTestId("grownup-detail")).toHaveCount(0);
  await expectAxeClean(page, "the child's level test result");
  await shots(page, "level-test-result");
});
