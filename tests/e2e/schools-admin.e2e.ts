// The school's admin side in a real browser (issue #16): the admin names the school and uploads its
// logo in the Site tab, the header then shows both; the admin makes a user a teacher in the Users tab
// (with a confirmation). axe once per view.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { axeProblems } from "./support/axe";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext, type SeededUser } from "./support/seed";

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const SCHOOL = "École Al-Nour";
const LOGO = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/school-logo.png");

let admin: SeededUser;
let colleague: SeededUser;
test.beforeAll(async ({ server }) => {
  admin = seedUser(server, {
    isAdmin: true,
    email: `school-head-${uid()}@example.com`,
    username: `school_head_${uid()}`,
  });
  colleague = seedUser(server, {
    email: `colleague-${uid()}@example.com`,
    username: `colleague_${uid()}`,
    firstName: "Salma",
    lastName: "Nour",
  });
});
test.afterAll(async ({ server }) => {
  // the server is shared: leave it unbranded
  await apiAs(server, admin, "PATCH", "/admin/site", { school_name: "" });
  await apiAs(server, admin, "DELETE", "/admin/site/logo");
});

test("the admin names the school and uploads its logo; the header shows them; a user is made a teacher in the Users tab", async ({
  page,
  context,
  server,
}) => {
  await signInContext(context, server, admin);
  await page.goto("/admin?tab=site");
  await hydrated(page);
  const branding = page.getByRole("region", { name: "School branding" });
  await branding.getByLabel("School name").fill(SCHOOL);
  await branding.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("School name saved")).toBeVisible();
  await expect(page.getByTestId("brand-school")).toContainText(SCHOOL);

  // an SVG is refused with the server's reason, next to the field
  await branding.getByLabel(/^Logo/).setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await branding.getByRole("button", { name: "Upload logo" }).click();
  await expect(branding.getByText(/SVG and other markup are not accepted/)).toBeVisible();

  await branding.getByLabel(/^Logo/).setInputFiles(LOGO);
  await branding.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("Logo saved")).toBeVisible();
  const logo = page.getByRole("banner").getByRole("img", { name: SCHOOL });
  await expect(logo).toHaveAttribute("src", /^\/branding\/[0-9a-f]{64}\.png$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  expect(await axeProblems(page), "axe on the Site tab").toEqual([]);

  await page.goto(`/admin?tab=users&search=${encodeURIComponent(colleague.email)}`);
  await hydrated(page);
  const row = page.getByRole("row", { name: new RegExp(colleague.email) });
  await row.getByRole("button", { name: `Make teacher ${colleague.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Make Salma Nour a teacher?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Make teacher" }).click();
  await expect(page.getByText("Teacher role granted")).toBeVisible();
  await expect(row.getByText("Teacher", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Remove teacher ${colleague.email}` })).toBeVisible();
  expect((await apiAs(server, admin, "GET", `/admin/users/${colleague.id}`)).body.is_teacher).toBe(true);
  expect(await axeProblems(page), "axe on the Users tab").toEqual([]);

  await page.goto("/admin?tab=classes");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Classes", level: 2 })).toBeVisible();
  expect(await axeProblems(page), "axe on the Classes tab").toEqual([]);
});
