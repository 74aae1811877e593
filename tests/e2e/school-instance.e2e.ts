// A school's own instance (issue #33), on a server started with PAYMENTS=off: the first admin is made on
// /setup with the code the server printed (a wrong code refused, the page gone afterwards), the admin's
// overview shows the backups; then the family, child, teacher and pupil pages are walked and none shows
// a price, a checkout, a demo, an upgrade or a link to them.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { startServer, type RunningServer } from "./support/server";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { teacherUser, classOf } from "./support/teachers";
import { expectAxeClean, noSideScroll } from "./support/learners";
import { expectFitsAt } from "./support/axe";

const SHOTS = process.env.SHOTS;
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ PAYMENTS: "off" });
});
test.afterAll(async () => server?.stop());

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// every price here is shown in euros (shared/price.ts), so € and EUR find them; "prices" alone is course vocabulary
const SOLD =
  /€|\bEUR\b|\bsubscribe\b|\bmanage subscription|\bupgrade|checkout|\bdemo\b|view plans|\brenew|\bpremium\b/i;
/** Nothing on the page sells: no words of it, no link to a selling page. */
async function expectNothingSold(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const text = await page.locator("body").innerText();
  const m = SOLD.exec(text);
  expect(m ? text.slice(Math.max(0, m.index - 60), m.index + 60) : null, `${path} says`).toBeNull();
  const links = await page
    .locator("a[href]")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(
    links.filter((h) => /subscri|checkout|demo|renew|trial|payment/.test(h)),
    `${path} links`,
  ).toEqual([]);
}

test.describe
  .serial("a school's instance", () => {
    test("the first admin is made on /setup with the printed code; the page is gone afterwards; the overview shows the backups", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const code = /\n {6}([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\n/.exec(server.logs.join(""))?.[1];
      expect(code, "the setup code on the server's output").toBeTruthy();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${server.url}/setup`);
      await hydrated(page);
      await expect(page.getByRole("heading", { name: "Set up Marhaba" })).toBeVisible();
      await expectAxeClean(page, "the setup page");
      await expectFitsAt(page, "the setup page", [375, 1280]);
      await page.getByLabel(/^Setup code/).fill("AAAA-BBBB-CCCC");
      await page.getByLabel("First name").fill("Sara");
      await page.getByLabel("Last name").fill("Ali");
      await page.getByLabel("Email").fill("head@school.example");
      await page.getByLabel("Password", { exact: true }).fill("Str0ngPassw0rd");
      await page.getByLabel(/^School name/).fill("École Al-Nour");
      await page
        .getByLabel(/^School logo/)
        .setInputFiles(join(process.cwd(), "tests/fixtures/school-logo.png"));
      await shots(page, "setup");
      await page.getByRole("button", { name: "Create the admin" }).click();
      await expect(page.getByRole("alert")).toContainText("This setup code is not right.");
      await page.getByLabel(/^Setup code/).fill(code!);
      await page.getByRole("button", { name: "Create the admin" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await hydrated(page);
      await expect(page.getByTestId("brand-school")).toContainText("École Al-Nour");
      await expect(page.locator(".brand-school-logo")).toBeVisible();

      const backups = page.locator(".admin-backups");
      await backups.getByRole("button", { name: "Back up now" }).click();
      await expect(backups.getByTestId("backup-last")).not.toHaveText("none yet");
      await expect(page.getByTestId("backup-warning")).toHaveCount(0);
      await expect(backups.getByTestId("backup-size")).toHaveText(/\d+(\.\d)? (KB|MB)/);
      // the toast mounts a frame after the panel: on screen before axe, so its entrance has ended
      await expect(page.getByRole("status").filter({ hasText: "Backup written" })).toBeVisible();
      await expectAxeClean(page, "the admin overview with its backups");
      await expectFitsAt(page, "the admin overview", [375, 1280]);
      // no Subscriptions tab and no sales figures where nothing is sold
      await expect(page.getByRole("link", { name: "Subscriptions" })).toHaveCount(0);
      await expect(page.getByText("Demo → paid")).toHaveCount(0);
      await shots(page, "admin-backups");
      await page.goto(`${server.url}/admin?tab=site`);
      await expect(page.getByRole("radio", { name: /Everyone on this instance/ })).toBeChecked();

      const gone = await page.goto(`${server.url}/setup`);
      expect(gone!.status()).toBe(404);
    });

    test("family, child, teacher and pupil pages show no price, checkout, demo or upgrade", async ({
      page,
      context,
      browser,
    }) => {
      test.setTimeout(120_000);
      const courses = (await (await fetch(`${server.url}/api/v1/courses`)).json()) as {
        levels: { units: { lessons: { id: string }[] }[] }[];
      };
      const lessons = courses.levels[0].units.flatMap((u) => u.lessons);
      const lesson = lessons[4].id; // beyond the first two: opened by the instance, not by a demo

      // signed out
      for (const path of ["/", "/courses", "/login"])
        await expectNothingSold(page.context().pages()[0] ?? page, `${server.url}${path}`);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

      // a family: the grown-up's pages, then a child's
      const parent = seedUser(server, { firstName: "Rania" });
      const child = await apiAs(server, parent, "POST", "/children", {
        first_name: "Yasmin",
        avatar: "cat",
        age_band: "4-6",
        guardian_confirmed: true,
      });
      expect(child.status).toBe(201);
      await signInContext(context, server, parent);
      for (const path of [
        "/dashboard",
        "/courses",
        `/lessons/${lesson}`,
        "/profile",
        "/progress",
        "/level-test",
      ])
        await expectNothingSold(page, `${server.url}${path}`);
      await expect(page.getByRole("link", { name: /Subscription/ })).toHaveCount(0);
      await page.goto(`${server.url}/who`);
      await page.getByTestId("who-Yasmin").click();
      await expect(page.getByTestId("child-nav")).toBeVisible();
      for (const path of ["/courses", `/lessons/${lesson}`, "/progress"])
        await expectNothingSold(page, `${server.url}${path}`);
      await page.goto(`${server.url}/lessons/${lesson}`);
      await expect(page.getByRole("button", { name: "Let's start!" })).toBeVisible(); // open: the instance gives everyone access

      // a teacher and their class; then a pupil of it, signed in with their pictures
      const teacher = await teacherUser(server, "Salma");
      const cls = await classOf(server, teacher, "CE1 B");
      const added = await apiAs(server, teacher, "POST", `/classes/${cls.id}/pupils`, { first_name: "Omar" });
      expect(added.status).toBe(201);
      const teacherContext = await browser.newContext({ baseURL: server.url });
      await signInContext(teacherContext, server, teacher);
      const tp = await teacherContext.newPage();
      for (const path of ["/teach", `/teach/classes/${cls.id}`, "/courses"])
        await expectNothingSold(tp, `${server.url}${path}`);
      await teacherContext.close();

      const pupil = added.body.pupil ?? added.body;
      const signIn = await fetch(`${server.url}/api/v1/class-sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({
          class_code: cls.code,
          pupil_id: pupil.id,
          pictures: added.body.pictures.map((p: { name: string }) => p.name),
        }),
      }).then((r) => r.json());
      expect(signIn.access_token, JSON.stringify(signIn)).toBeTruthy();
      const pupilContext = await browser.newContext({ baseURL: server.url });
      await signInContext(pupilContext, server, {
        ...signIn.user,
        accessToken: signIn.access_token,
        refreshToken: signIn.refresh_token,
      });
      const pp = await pupilContext.newPage();
      for (const path of ["/courses", `/lessons/${lesson}`])
        await expectNothingSold(pp, `${server.url}${path}`);
      await expect(pp.getByRole("button", { name: "Let's start!" })).toBeVisible(); // a class without a licence: open by the instance
      await pupilContext.close();
    });
  });
