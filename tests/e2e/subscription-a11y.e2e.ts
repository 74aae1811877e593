// Accessibility of the subscription pages (axe-core, WCAG 2 A/AA rules) at phone width, and no
// sideways scrolling at 375 and 1280 px (axe runs once per page: it is the slow step).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext } from "./support/seed";
import { expectFitsAt, settle } from "./support/axe";
import type { Page } from "@playwright/test";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

test("subscription pages pass axe at 375 px and fit at 375 and 1280 px", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server);
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 800 });
  await check(page, ["/demo-confirmation", "/demo-expired"]);
  const demo = await fetch(server.url + "/api/v1/subscriptions/demo", {
    method: "POST",
    headers: { authorization: `Bearer ${user.accessToken}` },
  });
  expect(demo.status).toBe(201);
  const checkout = await fetch(server.url + "/api/v1/payments/create-checkout", {
    method: "POST",
    headers: { authorization: `Bearer ${user.accessToken}`, "content-type": "application/json" },
    body: "{}",
  }).then((r) => r.json());
  await check(page, [
    "/dashboard",
    "/subscription",
    "/subscribe",
    "/trial-expired",
    "/renew",
    checkout.checkout_url,
    "/payment-success",
  ]);
});

async function check(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    await settle(page);
    await page.evaluate(AXE); // not a script tag: the CSP refuses inline scripts
    const violations = await page.evaluate(async () => {
      const r = await (window as any).axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa"] },
      });
      return r.violations.map(
        (v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(" ")).join(", ")})`,
      );
    });
    expect(violations, `axe on ${path}`).toEqual([]);
    await expectFitsAt(page, path, [375, 1280]);
  }
}
