// Issue 15 (2): the admin overview lists the accounts an address must wait for after failed
// passwords; Clear ends the wait (audited) with the keyboard; axe-clean.
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext } from "./support/seed";
import { axeProblems } from "./support/axe";

test("an admin sees a waiting account and clears it", async ({ page, context, server }) => {
  const admin = seedUser(server, { isAdmin: true, email: `locked-admin-${Date.now()}@example.com` });
  const target = `targeted-${Date.now()}@example.com`;
  for (let i = 0; i < 10; i++) {
    const r = await fetch(server.url + "/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: target, password: "Wrong-pass-1" }),
    });
    expect(r.status).toBe(401);
  }
  await signInContext(context, server, admin);
  await page.goto("/admin");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Sign-ins waiting after failed passwords" });
  await expect(section.getByText(target, { exact: true })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await section.getByRole("button", { name: `Clear the waits of ${target}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Sign-in waits of ${target} cleared`)).toBeVisible();
  await expect(section.getByText(target, { exact: true })).toHaveCount(0);
  await expect(page.getByText(`cleared the sign-in waits of ${target}`)).toBeVisible();
});
