// The adaptive level test in a real browser: the guard's redirects, answering one question at a
// time, resuming after a reload, the server-graded results with their level, skills, Start here and
// offer cards by tier, and the sign-up → verify → test journey.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext, type SeededUser } from "./support/seed";
import { startServer, type RunningServer } from "./support/server";
import { answerInPage, keyOf, takeInPage, takeViaApi } from "./support/level-test";
import { sql } from "./support/sql";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** The highest level with lessons (where everything right places a child) and the level above it, read by
 * Bun: Playwright's Node cannot import the content's YAML. */
const TOP: { name: string; next: string } = JSON.parse(
  String(
    execFileSync(
      join(ROOT, "node_modules/.bin/bun"),
      [
        "-e",
        `
  const { topLevelWithLessons } = await import("./tests/support/placement.ts");
  const { courseIndex } = await import("./src/modules/content/courseIndex.ts");
  const levels = courseIndex().content.levels;
  const at = levels.findIndex((l) => l.meta.id === topLevelWithLessons());
  console.log(JSON.stringify({ name: levels[at].meta.name, next: levels[at + 1].meta.name }));`,
      ],
      { cwd: ROOT },
    ),
  ).trim(),
);

function giveSubscription(server: RunningServer, user: SeededUser, type: "demo" | "paid") {
  const now = Date.now();
  const days = type === "demo" ? 14 : 365;
  sql(
    server,
    "INSERT INTO subscriptions (user_id, type, status, start_date, end_date, created_at) VALUES (?, ?, 'active', ?, ?, ?)",
    [user.id, type, now, now + days * 86_400_000, now],
  );
}

test("a verified user takes the test, gets the top level with both offer cards, skills and Start here; the result is stored", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Yasmine" });
  await signInContext(context, server, user);
  await page.goto("/level-test");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Arabic Level Test" })).toBeVisible();
  await expect(page.getByText("Up to 15 questions", { exact: true })).toBeVisible();
  await expect(page.getByText("About 5 minutes", { exact: true })).toBeVisible();
  await expect(page.getByText(/50 questions in 60 minutes/)).toHaveCount(0); // issue #28: only what the test is
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await expect(page.getByText("Test started! Good luck!")).toBeVisible();
  await expect(page.getByText("Question 1", { exact: true })).toBeVisible();
  await expect(page.getByText("What does the Arabic greeting Marhaba mean?")).toBeVisible();
  // issue #25: the spec's words and options, each also a picture; one tap answers, no nag, no Submit
  await expect(page.locator(".lt-option")).toHaveCount(4);
  await expect(page.locator(".lt-option-text")).toHaveText(["Hello", "Goodbye", "Thank you", "Please"]);
  await expect(page.locator(".lt-option .lt-option-picture")).toHaveCount(4);
  await expect(page.getByText("Please select an answer")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit Answer" })).toHaveCount(0);
  await page.getByRole("button", { name: "Hello" }).click();
  // The next question: this browser has no Arabic voice and the instance no clips, so no word can be
  // heard: a word to read, then its picture to tap (issue #25: never a listening question it cannot play).
  await expect(page.getByText("Question 2", { exact: true })).toBeVisible();
  await expect(page.getByText("Read the word, then tap its picture.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Listen" })).toHaveCount(0);
  await expect(page.locator(".lt-option-picture")).toHaveCount(4);
  await takeInPage(page, server, user, () => true);

  await page.waitForURL("**/level-test/results");
  await expect(page.getByRole("heading", { name: "Congratulations!" })).toBeVisible();
  await expect(page.getByTestId("level")).toHaveText(TOP.name);
  // the score is the grown-up's detail, folded away (issue #25: no percentage for the child)
  await expect(page.getByTestId("score")).toBeHidden();
  await page.getByText("For grown-ups: the details").click();
  await expect(page.getByTestId("score")).toHaveText("100%");
  await expect(page.getByText("6 of 6")).toBeVisible();
  await expect(page.getByTestId("ceiling-note")).toHaveText(
    `${TOP.next} and the levels above it have no lessons yet, so the test places children up to ${TOP.name}.`,
  );
  await expect(page.getByRole("heading", { name: "What your child can already do" })).toBeVisible();
  await expect(page.getByText("Knows what the greeting Marhaba means")).toBeVisible();
  await expect(page.getByText(`Reads ${TOP.name} words written with their vowel marks`)).toBeVisible();
  // No plan: the first lesson of the top level opens with the demo.
  await expect(page.getByTestId("start-here")).toContainText(`the first lesson of ${TOP.name}`);
  await expect(page.getByText("This lesson opens with the free demo or a subscription.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Premium Access" })).toBeVisible();
  await expect(page.getByText("Enroll now and get 2 months for free")).toBeVisible();
  await expect(page.getByRole("link", { name: "Proceed to Payment" })).toHaveAttribute("href", "/subscribe");
  await expect(page.getByRole("heading", { name: "Free Trial" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
    "href",
    "/demo-confirmation",
  );

  const stored = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem("level_test_results") ?? "null"),
  );
  expect(stored).toMatchObject({ level: TOP.name, score: 100, correctAnswers: 6, totalQuestions: 6 });
  const rows = sql(server, "SELECT level, score FROM level_test_results WHERE user_id = ?", [user.id]);
  expect(rows).toEqual([{ level: TOP.name, score: 100 }]);

  // A fresh load (no navigation state) shows the latest result from the server.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("level")).toHaveText(TOP.name);
  await expect(page.getByTestId("start-here")).toBeVisible();
});

test("a demo child placed at Beginner: Start here opens Beginner's first lesson in the library", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server);
  giveSubscription(server, user, "demo");
  await signInContext(context, server, user);
  await page.goto("/level-test");
  await hydrated(page);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  // Knows Absolute Beginner (right, wrong, right), not A1 nor Beginner (wrong, wrong each): placed at Beginner.
  const script = [true, false, true, false, false, false, false];
  await takeInPage(page, server, user, (i) => script[i]);
  await expect(page.getByTestId("level")).toHaveText("Beginner");
  await expect(page.getByTestId("score")).toHaveText("29%"); // 2 of 7, in the folded grown-ups' detail
  await expect(page.locator(".lt-skills li.is-can")).toHaveCount(2);
  await expect(page.getByText("This lesson opens with the free demo or a subscription.")).toHaveCount(0);
  const start = page.getByRole("link", { name: /^Start here:/ });
  await start.click();
  await page.waitForURL(/\/lessons\/b-u01-l01$/);
  await hydrated(page);
  await expect(page.getByText("Beginner").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("moon letters");
  // open, not the locked page: the player offers to begin
  await expect(page.getByRole("button", { name: "Let's start!" })).toBeVisible();
});

// Once in ~20 runs this failed with question 2 on screen and the key poll never matching. Two starts at once
// could make two open tests (now one per learner: index level_tests_one_open), but one failure was still seen
// after that fix (first run of a session); the key poll now cannot hang and reports the key and page it last saw.
test.describe("on a fresh instance", () => {
  let own: RunningServer;
  test.beforeAll(async () => {
    own = await startServer();
  });
  test.afterAll(async () => own?.stop());
  test("wrong answers give Absolute Beginner after two questions; a demo user sees only the Upgrade to Premium card", async ({
    page,
    context,
  }) => {
    const server = own;
    const user = seedUser(server);
    giveSubscription(server, user, "demo");
    await signInContext(context, server, user);
    await page.goto(server.url + "/level-test");
    await hydrated(page);
    await page.getByRole("button", { name: "Start Assessment" }).click();
    await page.getByRole("button", { name: "Goodbye" }).click();
    await answerInPage(page, server, user, false);
    await page.waitForURL("**/level-test/results");
    await expect(page.getByTestId("score")).toHaveText("0%");
    await expect(page.getByTestId("level")).toHaveText("Absolute Beginner");
    await page.getByText("For grown-ups: the details").click();
    await expect(page.getByText("0 of 2")).toBeVisible();
    await expect(page.getByTestId("ceiling-note")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Start here:/ })).toHaveAttribute(
      "href",
      "/lessons/ab-u01-l01",
    );
    await expect(page.locator(".lt-offer")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Free Trial" })).toHaveCount(0);
  });
});

test("a test left half-way is resumed after a reload, at the same question", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  await page.goto("/level-test");
  await hydrated(page);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  await answerInPage(page, server, user, true);
  await expect(page.getByText("Question 2", { exact: true })).toBeVisible();
  const shown = await page
    .locator("input[type=radio]")
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await page.reload();
  await hydrated(page);
  await expect(page.getByText("You stopped at question 2. Carry on where you left off?")).toBeVisible();
  await page.getByRole("button", { name: "Continue the test" }).click();
  await expect(page.getByText("Question 2", { exact: true })).toBeVisible();
  expect(
    await page
      .locator("input[type=radio]")
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
  ).toEqual(shown);
  expect(keyOf(server, user)!.number).toBe(2);
  // Start again begins a new test at the greeting.
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Start again" }).click();
  await expect(page.getByText("Question 1", { exact: true })).toBeVisible();
  await expect(page.getByText("What does the Arabic greeting Marhaba mean?")).toBeVisible();
});

test("no results yet: 'No Test Results Found' with a link to the test", async ({ page, context, server }) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  await page.goto("/level-test/results");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "No Test Results Found" })).toBeVisible();
  await expect(page.getByText("No test results found. Please take the level test first.")).toBeVisible();
  await page.getByRole("link", { name: "Take Level Test" }).click();
  await page.waitForURL("**/level-test");
  await expect(page.getByRole("button", { name: "Start Assessment" })).toBeVisible();
});

test("guards: signed out → sign-up with the action; unverified → verify notice; paid → dashboard", async ({
  page,
  context,
  server,
}) => {
  await page.goto("/level-test");
  await expect(page).toHaveURL(/\/signup\?action=level-test&from=%2Flevel-test$/);
  await page.goto("/level-test/results");
  await expect(page).toHaveURL(/\/login\?from=%2Flevel-test%2Fresults$/);
  await hydrated(page);
  await expect(page.getByText("Please log in to view your test results")).toBeVisible();

  const unverified = seedUser(server, { isVerified: false });
  await signInContext(context, server, unverified);
  await page.goto("/level-test");
  await expect(page).toHaveURL(/\/verify-email-notice/);
  await hydrated(page);
  await expect(page.getByText("Please verify your email before taking the level test")).toBeVisible();
  await context.clearCookies();

  const paid = seedUser(server);
  giveSubscription(server, paid, "paid");
  await signInContext(context, server, paid);
  // Premium families may take and retake the test too (issue 10): no redirect away.
  await page.goto("/level-test");
  await expect(page).toHaveURL(/\/level-test$/);
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Start Assessment" })).toBeVisible();
});

test("signed out → sign up → verify the email → take the test → results", async ({ page, server }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `journey${tag}@example.com`;
  await page.goto("/");
  await hydrated(page);
  // The landing's level-test promotion (public-site area) when it is there; else the page itself.
  const cta = page.locator("#level-test").getByText("Take the Level Test");
  if (await cta.count()) {
    await cta.click();
  } else {
    await page.goto("/level-test");
  }
  await expect(page).toHaveURL(/\/signup\?.*action=level-test/);
  await hydrated(page);
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill("Benali");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+33 6 12 34 56 78");
  await page.getByLabel("Address").fill("1 rue des Fleurs");
  await page.getByLabel("Country").fill("France");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Username").fill(`noor_${tag}`);
  await page.getByLabel("Password", { exact: true }).fill("Str0ngPassw0rd!");
  await page.getByLabel("Confirm password").fill("Str0ngPassw0rd!");
  await page.locator("form").getByRole("button", { name: "Sign Up", exact: true }).click();
  await page.waitForURL("**/verify-email-notice**");

  const [mail] = sql(server, 'SELECT text FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1', [email]);
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await hydrated(page);
  await expect(page.getByText("Email verified successfully!").first()).toBeVisible();
  await page.waitForURL(/\/(level-test|login)/, { timeout: 10_000 });
  if (page.url().includes("/login")) {
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Str0ngPassw0rd!");
    await page
      .getByRole("button", { name: /sign in/i })
      .first()
      .click();
    await page.waitForURL("**/level-test");
  }
  await hydrated(page);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  const [me] = sql(server, "SELECT id FROM users WHERE email = ?", [email]);
  await takeInPage(page, server, { id: me.id } as SeededUser, () => true);
  await expect(page.getByTestId("level")).toHaveText(TOP.name);
  await expect(page.getByRole("heading", { name: "Premium Access" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Free Trial" })).toBeVisible();
});

test("the test works with the keyboard alone", async ({ page, context, server }) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  await page.goto("/level-test");
  await hydrated(page);
  await page.getByRole("button", { name: "Start Assessment" }).focus();
  await page.keyboard.press("Enter");
  // Focus moves to the question; Tab reaches the replay of the spoken question, the Listen button, then the first answer.
  await expect(page.getByText("Question 1", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Hear the question again" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Listen" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Hello" })).toBeFocused();
  await page.keyboard.press("Tab"); // Tab moves between the answers, nothing is answered by moving
  await expect(page.getByRole("button", { name: "Goodbye" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Hello" })).toBeFocused();
  await expect(page.getByText("Please select an answer")).toHaveCount(0);
  await page.keyboard.press("Enter"); // one key answers, as one tap does
  // The next question gets the focus; its picture cards are buttons too.
  await expect(page.getByText("Question 2", { exact: true })).toBeFocused();
});

test("when the history cannot load: the spec's error, or the result kept in session storage", async ({
  page,
  context,
  server,
  consoleProblems,
}) => {
  const user = seedUser(server);
  await takeViaApi(server, user, true);
  await signInContext(context, server, user);
  await page.goto("/profile");
  await hydrated(page);
  // The server is unreachable for the history call made by the browser on the next navigation.
  await page.route("**/api/v1/assessments/results", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"error":{"code":"DOWN","message":"down"}}',
    }),
  );
  await page.getByRole("link", { name: "See my results" }).click();
  await expect(page.getByText("Failed to load test results. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

  await page.evaluate(() =>
    sessionStorage.setItem(
      "level_test_results",
      JSON.stringify({
        level: "A2",
        score: 64,
        totalQuestions: 50,
        correctAnswers: 32,
        recommendations: ["Read short stories"],
        test_date: "2026-11-01T10:00:00.000Z",
      }),
    ),
  );
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("level")).toHaveText("A2");
  await expect(page.getByTestId("score")).toHaveText("64%");
  await page.getByText("For grown-ups: the details").click();
  await expect(page.getByText("Nov 1, 2026")).toBeVisible();
  // The 503s were provoked on purpose.
  for (let i = consoleProblems.length - 1; i >= 0; i--)
    if (consoleProblems[i].includes("503")) consoleProblems.splice(i, 1);
});
