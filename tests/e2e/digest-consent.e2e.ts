// The weekly email's consent in a real browser (issue #13): an unticked box on the sign-up form that the
// parent may tick, and the mail's opt-out link opening a page whose one button turns the email off.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser } from "./support/seed";
import { expectAxeClean, noSideScroll } from "./support/learners";

const SHOTS = process.env.SHOTS; // a folder: screenshots at 375 and 1280 px for looking at
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** The opt-out pages look like the app: its header brand, its stylesheet and font, a big button (no script). */
async function expectMarhabaLook(page: Page, withButton = true) {
  await expect(page.getByRole("link", { name: "Marhaba" })).toHaveAttribute("href", "/");
  const look = await page.evaluate(async () => {
    await document.fonts.ready;
    const h1 = getComputedStyle(document.querySelector("h1")!);
    const button = document.querySelector("button");
    return {
      scripts: document.scripts.length,
      font: document.fonts.check("16px 'Nunito Variable'") && h1.fontFamily.includes("Nunito"),
      headingColour: h1.color,
      button: button && {
        height: button.getBoundingClientRect().height,
        width: button.getBoundingClientRect().width,
        background: getComputedStyle(button).backgroundColor,
      },
    };
  });
  expect(look.scripts).toBe(0);
  expect(look.font).toBe(true);
  expect(look.headingColour).toBe("rgb(7, 94, 85)"); // --c-primary-dark, from the app's stylesheet
  if (withButton) {
    expect(look.button!.height).toBeGreaterThanOrEqual(48);
    expect(look.button!.width).toBeGreaterThan(250); // the card's width on a 375 px phone
    expect(look.button!.background).toBe("rgb(11, 122, 111)"); // --c-primary
  } else expect(look.button).toBeNull();
}

test("sign-up: the weekly email box starts unticked; ticked, the account has the email on", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/signup");
  await hydrated(page);
  await page.getByLabel("First name").fill("Amira");
  await page.getByLabel("Last name").fill("Haddad");
  await page.getByLabel("Email").fill(`optin.${Date.now()}@example.com`);
  await page.getByLabel("Phone number").fill("+33 1 23 45 67 89");
  await page.getByLabel("Address").fill("12 rue des Lilas");
  await page.getByLabel("Country").fill("France");
  await page.getByRole("button", { name: "Next" }).click();
  const box = page.getByRole("checkbox", {
    name: "Email me a short weekly summary of what my child learned",
  });
  await expect(box).not.toBeChecked();
  await expectAxeClean(page, "sign-up step 2 with the weekly email box");
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await shots(page, "signup-optin");
  await page.getByLabel("Username").fill(`amira_${Date.now().toString(36)}`);
  await page.getByLabel("Password", { exact: true }).fill("Sunny1234");
  await page.getByLabel("Confirm password").fill("Sunny1234");
  await box.check();
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email-notice/);
  const r = await page.request.get("/api/v1/users/me/digest"); // the browser's own session cookies
  expect(await r.json()).toEqual({ enabled: true });
});

test("the mail's opt-out link shows one button; pressing it turns the email off, no sign-in", async ({
  page,
  server,
}) => {
  const user = seedUser(server, { firstName: "Rania" });
  expect((await apiAs(server, user, "PUT", "/users/me/digest", { enabled: true })).body).toEqual({
    enabled: true,
  });
  // the link a digest to this family carries (signed with the server's secret)
  const link = execFileSync(
    "node_modules/.bin/bun",
    [
      "-e",
      `
    const { boot } = await import("./src/boot.ts");
    const { optOutUrl } = await import("./src/modules/digest/service.ts");
    console.log(optOutUrl(await boot(), ${user.id}));
  `,
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: server.dataDir,
        APP_URL: server.url,
        LOG_LEVEL: "silent",
        NODE_ENV: "test",
      },
      encoding: "utf8",
    },
  )
    .trim()
    .split("\n")
    .pop()!;
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Stop the weekly email?" })).toBeVisible();
  expect((await apiAs(server, user, "GET", "/users/me/digest")).body).toEqual({ enabled: true }); // opening changed nothing
  await expectMarhabaLook(page);
  await expectAxeClean(page, "the opt-out page");
  await shots(page, "digest-opt-out");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Stop the weekly email" }).click();
  await expect(
    page.getByRole("heading", { name: "You will not get the weekly email any more" }),
  ).toBeVisible();
  await expectMarhabaLook(page, false);
  expect((await apiAs(server, user, "GET", "/users/me/digest")).body).toEqual({ enabled: false });
  await shots(page, "digest-opted-out");
});
