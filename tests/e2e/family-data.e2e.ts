// The family's own data on /profile (issue #13): "Download all our data" saves the account's JSON file;
// "Delete learning history" asks first (naming what is lost, "Keep it" changes nothing), then deletes;
// keyboard only, and axe finds nothing serious with the confirmation open.
import { readFileSync } from "node:fs";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext } from "./support/seed";
import { axeProblems } from "./support/axe";

test("download all our data, then delete the learning history after a confirmation", async ({
  page,
  context,
  server,
}) => {
  const user = seedUser(server, { firstName: "Amira", lastName: "Haddad" });
  const c = await apiAs(server, user, "POST", "/payments/create-checkout", { cancel_url: "/courses" });
  expect((await apiAs(server, user, "POST", `/payments/local/${c.body.session_id}/pay`)).status).toBe(200);
  expect(
    (await apiAs(server, user, "POST", `/payments/verify-session?session_id=${c.body.session_id}`)).status,
  ).toBe(200);
  const courses = (await apiAs(server, user, "GET", "/courses")).body;
  const lesson = courses.levels.flatMap((l: any) => l.units).flatMap((u: any) => u.lessons)[0];
  expect((await apiAs(server, user, "POST", `/lessons/${lesson.id}/attempts`)).status).toBe(201);

  await signInContext(context, server, user);
  await page.goto("/profile");
  await hydrated(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all our data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^marhaba-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, "utf8"));
  expect(data.account).toMatchObject({ email: user.email, first_name: "Amira" });
  expect(data.lesson_attempts).toHaveLength(1);
  expect(JSON.stringify(data)).not.toContain(user.refreshToken);

  // asking first; "Keep it" keeps everything
  const ask = page.getByRole("button", { name: "Delete learning history" });
  await ask.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete the learning history?" });
  await expect(dialog).toContainText("every lesson played and its stars");
  await expect(dialog).toContainText("certificates stay");
  expect(await axeProblems(page), "axe with the confirmation open").toEqual([]);
  if (process.env.SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole("heading", { name: "Our Data" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS}/profile-data-${width}.png` });
    }
  await expect(page.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  expect((await apiAs(server, user, "GET", "/users/me/export")).body.lesson_attempts).toHaveLength(1);

  await ask.click();
  await page.getByRole("button", { name: "Yes, delete the learning history" }).click();
  await expect(page.getByText("The learning history was deleted.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // the weekly email: off until the family turns it on
  const weekly = page.getByRole("checkbox", { name: /Send me a short email each week/ });
  await expect(weekly).not.toBeChecked();
  await weekly.check();
  await expect(page.getByText("The weekly email is on.")).toBeVisible();
  expect((await apiAs(server, user, "GET", "/users/me/digest")).body).toEqual({ enabled: true });
  await page.reload();
  await expect(weekly).toBeChecked();

  const after = (await apiAs(server, user, "GET", "/users/me/export")).body;
  expect(after.lesson_attempts).toEqual([]);
  expect(after.subscriptions).toHaveLength(1);
});
