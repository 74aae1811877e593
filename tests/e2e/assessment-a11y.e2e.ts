// Accessibility of the level test, results and profile pages (axe-core, WCAG 2 A/AA rules) in
// each of their states: axe at phone width (once per state: axe is the slow step), and no sideways
// scrolling at phone and desktop widths.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext } from "./support/seed";
import { answerInPage, keyOf, takeInPage } from "./support/level-test";
import { expectFitsAt, settle } from "./support/axe";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function check(page: Page, label: string) {
  await settle(page); // entrance animations end so colours are measured as seen
  await page.evaluate(AXE); // not a script tag: the CSP refuses inline scripts
  const violations = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa"] },
    });
    return r.violations.map(
      (v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(" ")).join(", ")})`,
    );
  });
  expect(violations, `axe on ${label}`).toEqual([]);
  await expectFitsAt(page, label, [375, 1280]);
}

{
  const width = 375;
  test(`level test, results and profile pass axe at 375 px and fit at 375 and 1280 px`, async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(240_000); // seven axe runs and up to nine questions (four levels now) on 2 shared cores
    const user = seedUser(server, { firstName: "Rayan", lastName: "Mansouri" });
    await signInContext(context, server, user);
    await page.setViewportSize({ width, height: 800 });

    await page.goto("/level-test/results");
    await hydrated(page);
    await check(page, "results (none yet)");

    await page.goto("/level-test");
    await hydrated(page);
    await check(page, "level test intro");
    await page.getByRole("button", { name: "Start Assessment" }).click();
    await check(page, "level test question");
    await page.getByRole("button", { name: "Thank you" }).click(); // one tap answers (issue #25)
    // the picture question (listening), then the letter question, each checked; both answered right
    for (const n of [2, 3]) {
      await expect(page.getByText(`Question ${n}`, { exact: true })).toBeVisible();
      await check(page, `level test question ${n} (${keyOf(server, user)!.type})`);
      await answerInPage(page, server, user, true);
    }
    // the higher levels' questions answered wrong until the results (how many depends on the levels with lessons)
    await expect(page.getByText("Question 4", { exact: true })).toBeVisible();
    await takeInPage(page, server, user, () => false);
    await page.waitForURL("**/level-test/results");
    await check(page, "results");

    await page.goto("/profile");
    await hydrated(page);
    await check(page, "profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await check(page, "profile edit");
  });
}
