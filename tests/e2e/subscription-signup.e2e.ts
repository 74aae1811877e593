// The whole first visit: a signed-out visitor takes the landing page's demo CTA, signs up,
// verifies the email (the link is read from the server's outbox log, as no SMTP is set),
// lands on /demo-confirmation, activates the demo and sees the dashboard countdown; then the first ten
// minutes (issue #28): the dashboard leads with "Add your child", then "Start lesson 1 together", which
// opens lesson 1 as the child — all by clicks.
import { test, expect, hydrated } from "./support/fixtures";

test("signed-out visitor → demo CTA → sign up → verify → demo active → add a child → lesson 1 opens", async ({
  page,
  server,
}) => {
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
  await expect(page.getByText("Congratulations! Enjoy your free demo")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await expect(page.getByRole("heading", { name: "Hello, Hana!" })).toBeVisible();
  await expect(page.getByText("— welcome!")).toBeVisible(); // a first visit, not "welcome back"
  await expect(page.getByTestId("plan-label")).toHaveText("Demo Access");
  const seconds = page.getByRole("timer").locator('[data-unit="seconds"] .countdown-num');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!, { timeout: 3000 });

  // the next step leads, above the countdown
  const step = page.getByTestId("next-step");
  const stepBox = (await step.boundingBox())!;
  expect(stepBox.y).toBeLessThan((await page.getByRole("timer").boundingBox())!.y);
  await step.getByRole("button", { name: "Add your child" }).click();
  await step.getByLabel("First name or nickname").fill("Yasmine");
  await step.getByRole("radio", { name: "4-6 years" }).check();
  await step.getByRole("checkbox", { name: /parent or legal guardian/ }).check();
  await step.getByRole("button", { name: "Add my child" }).click();
  await expect(step.getByRole("heading", { name: "Start lesson 1 together" })).toBeVisible();
  await step.getByRole("button", { name: "Start lesson 1 together" }).click();
  await expect(page).toHaveURL(/\/lessons\//);
  await expect(page.getByRole("button", { name: "Let's start!" })).toBeVisible(); // lesson 1, as Yasmine
});
