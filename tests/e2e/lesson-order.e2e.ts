// The lesson order on the path for a premium child who never took the level test (issue #13): the first
// level's lessons are all open (premium may skip there), above it a lesson waits for the one before it.
import { join } from "node:path";
import { test, expect, hydrated } from "./support/fixtures";
import { signInContext } from "./support/seed";
import { premiumUser } from "./support/learners";

test("premium, never placed: skips within Absolute Beginner; Beginner's lessons open one after another", async ({
  page,
  context,
  server,
}) => {
  const user = await premiumUser(server, "Adam");
  await signInContext(context, server, user);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/courses");
  await hydrated(page);
  await expect(page.locator('[data-lesson="ab-u01-l03"]')).not.toHaveClass(/is-locked/);
  await expect(page.locator('[data-lesson="b-u01-l01"]')).not.toHaveClass(/is-locked/);
  const held = page.locator('[data-lesson="b-u01-l03"]');
  await expect(held).toContainText("Opens when you finish the lesson before");
  await expect(held).not.toContainText("Premium"); // nothing to buy: the order, not the plan
  if (process.env.SHOTS) {
    await held.scrollIntoViewIfNeeded();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await held.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(process.env.SHOTS, `order-premium-${width}.png`) });
    }
  }
});
