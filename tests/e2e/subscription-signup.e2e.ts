// The whole first visit: a signed-out visitor takes the landing page's demo CTA, signs up,
// verifies the email (the link is read from the server's outbox log, as no SMTP is set),
// lands on /demo-confirmation, activates the demo and sees the dashboard countdown.
import { test, expect, hydrated } from "./support/fixtures";

test("signed-out visitor → demo CTA → sign up → verify → demo active → dashboard countdown", async ({ page, server }) => {
  const tag = Date.now().toString(36);
  const email = `visitor${tag}@example.com`;
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("link", { name: "Access Free Demo" }).first().click();
  await expect(page).toHaveURL(/\/signup\?action=demo/);
  await hydrated(page);
  await page.getByLabel("First name").fill("Hana");
  await page.getByLabel("Last name").fill("Saleh");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+33 6 12 34 56 78");
  await page.getByLabel("Address").fill("1 rue des Lilas");
  await page.getByLabel("Country").fill("France");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("Username").fill(`hana_${tag}`);
  await page.getByLabel("Password", { exact: true }).fill("Str0ngPassw0rd!");
  await page.getByLabel("Confirm password").fill("Str0ngPassw0rd!");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email-notice/);

  let link = "";
  await expect
    .poll(() => {
      for (const chunk of server.logs)
        for (const line of chunk.split("\n")) {
          if (!line.includes(email) || !line.includes("link")) continue;
          try {
            const l = JSON.parse(line).link;
            if (typeof l === "string" && l.includes("/verify-email")) link = l;
          } catch {}
        }
      return link;
    })
    .toContain("/verify-email?token=");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/demo-confirmation$/, { timeout: 8000 });
  await hydrated(page);
  await page.getByRole("button", { name: "Proceed to Demo" }).click();
  await expect(page.getByText("Congratulations ! Enjoy your free Demo")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { name: "Hello, Hana!" })).toBeVisible();
  await expect(page.getByTestId("plan-label")).toHaveText("Demo Access");
  const seconds = page.getByRole("timer").locator('[data-unit="seconds"] .countdown-num');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!, { timeout: 3000 });
});
