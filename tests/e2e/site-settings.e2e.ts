// Operator settings in a real browser: an admin adds an outside video in the Site tab (sees its
// id, picture and title first), the landing shows it and loads the privacy-enhanced player only
// on a click; no videos → no section; contact details appear only once set; and subscription
// Cancel/Expire need a confirmation naming the family.
import type { Page, Request } from "@playwright/test";
import { axeProblems, expectFitsAt } from "./support/axe";
import { test, expect, hydrated } from "./support/fixtures";
import { apiAs, seedUser, signInContext, type SeededUser } from "./support/seed";

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const VIDEO_ID = "mrhbE2eVid1";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The video site is out of reach here: its picture and player are stood in for at the network boundary. */
async function standInVideoSite(page: Page) {
  const playerRequests: Request[] = [];
  await page.route("https://i.ytimg.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
  );
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    playerRequests.push(route.request());
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>player</title><p>player</p>",
    });
  });
  await page.route(/https:\/\/([a-z]+\.)?youtube\.com\//, (route) => route.abort());
  return playerRequests;
}

let admin: SeededUser;
test.beforeAll(async ({ server }) => {
  admin = seedUser(server, {
    isAdmin: true,
    email: `site-boss-${uid()}@example.com`,
    username: `site_boss_${uid()}`,
  });
});
test.afterAll(async ({ server }) => {
  // Leave the shared server as we found it.
  await apiAs(server, admin, "PATCH", "/admin/site", {
    landing_videos: [],
    contact_email: "",
    contact_phone: "",
    contact_address: "",
    social_facebook: "",
    video_channel_url: "",
  });
});

test("no videos: the landing has no video section; nothing set: no contact details or social links", async ({
  page,
  server,
}) => {
  await apiAs(server, admin, "PATCH", "/admin/site", {
    landing_videos: [],
    contact_email: "",
    contact_phone: "",
    contact_address: "",
    social_facebook: "",
  });
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator("section.videos")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Watch and learn with us" })).toHaveCount(0);
  const footer = page.locator("footer.site-footer");
  await expect(footer.getByRole("heading", { name: "Contact" })).toHaveCount(0);
  await expect(footer.getByRole("list", { name: "Social media" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /video channel/ })).toHaveCount(0);
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.locator("address.contact-points")).toHaveCount(0);
});

test("admin adds a video in the Site tab with a preview; the landing plays it through the nocookie player only after a click", async ({
  page,
  context,
  server,
}) => {
  const playerRequests = await standInVideoSite(page);
  await signInContext(context, server, admin);
  await page.goto("/admin?tab=site");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Site", level: 2 })).toBeVisible();
  await expect(page.getByText("No videos: the landing page shows no video section.")).toBeVisible();

  // A link that is not a video is refused with the server's reason.
  await page.getByLabel("YouTube link or video id").fill("https://vimeo.com/123");
  await page.getByRole("button", { name: "Check link" }).click();
  await expect(page.getByText("Not a YouTube link or 11-character video id")).toBeVisible();

  await page.getByLabel("YouTube link or video id").fill(`https://www.youtube.com/watch?v=${VIDEO_ID}&t=42`);
  await page.getByRole("button", { name: "Check link" }).click();
  const preview = page.getByRole("form", { name: "New video" });
  await expect(preview.getByTestId("video-preview-id")).toHaveText(VIDEO_ID);
  await expect(preview.getByRole("img", { name: "Picture of the video" })).toHaveAttribute(
    "src",
    `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
  );
  await preview.getByLabel("Title shown under the picture").fill("Colours in Arabic");
  await expect(preview).toContainText("On the landing page: “Colours in Arabic”");
  await preview.getByRole("button", { name: "Add to landing page" }).click();
  await expect(page.getByText("Video added to the landing page")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove video Colours in Arabic" })).toBeVisible();
  // Audited.
  const stats = await apiAs(server, admin, "GET", "/admin/stats");
  expect(
    stats.body.recent_audit.some(
      (a: any) => a.action === "site.update" && a.target_id === "landing_videos" && a.actor === admin.email,
    ),
  ).toBe(true);

  // A signed-out visitor (own context: no session, the shared page cache).
  const visitor = await context.browser()!.newContext({ baseURL: server.url });
  const vp = await visitor.newPage();
  const visitorPlayer = await standInVideoSite(vp);
  await vp.goto("/");
  await vp.waitForFunction(() => (window as any).__marhabaHydrated === true);
  const card = vp.getByRole("link", { name: "Colours in Arabic (play video)" });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator("img")).toHaveAttribute(
    "src",
    `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
  );
  await vp.waitForTimeout(500);
  expect(visitorPlayer).toHaveLength(0);
  await expect(vp.locator("iframe")).toHaveCount(0);
  expect((await visitor.cookies()).filter((c) => /youtube/.test(c.domain))).toEqual([]);

  await card.click();
  const player = vp.locator("iframe");
  await expect(player).toHaveAttribute(
    "src",
    new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEO_ID}\\?`),
  );
  await expect(player).toHaveAttribute("title", "Colours in Arabic");
  await expect.poll(() => visitorPlayer.length).toBeGreaterThan(0);
  expect(
    visitorPlayer.every((r) => r.url().startsWith(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`)),
  ).toBe(true);
  await visitor.close();
  expect(playerRequests).toHaveLength(0); // the admin's page never loaded the player
});

test("footer and contact page show contact details only once an admin sets them", async ({
  page,
  context,
  server,
}) => {
  await signInContext(context, server, admin);
  await page.goto("/admin?tab=site");
  await hydrated(page);
  await page.getByLabel("Facebook page").fill("http://facebook.com/ecole");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Must be a full https:// address")).toBeVisible();
  await expect(page.getByLabel("Facebook page")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Facebook page").fill("https://www.facebook.com/ecole.marhaba");
  await page.getByLabel("Address", { exact: true }).fill("12 rue des Écoles\n75005 Paris");
  await page.getByLabel("Phone").fill("+33 1 23 45 67 89");
  await page.getByLabel("E-mail").fill("bonjour@ecole-marhaba.fr");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Site settings saved")).toBeVisible();

  const visitor = await context.browser()!.newContext({ baseURL: server.url });
  const vp = await visitor.newPage();
  await vp.goto("/");
  const footer = vp.locator("footer.site-footer");
  await expect(footer.getByRole("link", { name: "+33 1 23 45 67 89" })).toHaveAttribute(
    "href",
    "tel:+33123456789",
  );
  await expect(footer.getByRole("link", { name: "bonjour@ecole-marhaba.fr" })).toHaveAttribute(
    "href",
    "mailto:bonjour@ecole-marhaba.fr",
  );
  await expect(footer).toContainText("75005 Paris");
  await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
    "href",
    "https://www.facebook.com/ecole.marhaba",
  );
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveCount(0);
  await vp.goto("/contact");
  await expect(vp.locator("address.contact-points")).toContainText("12 rue des Écoles");
  await visitor.close();
});

test("admin Cancel and Expire ask first, naming the family and what they lose; dismissing keeps the subscription", async ({
  page,
  context,
  server,
}) => {
  const tag = uid();
  const parent = seedUser(server, {
    email: `fam-${tag}@example.com`,
    username: `fam_${tag}`,
    firstName: "Layla",
    lastName: "Mansour",
  });
  expect((await apiAs(server, parent, "POST", "/subscriptions/demo")).status).toBeLessThan(300);
  await signInContext(context, server, admin);
  await page.goto(`/admin?tab=subscriptions&status=active`);
  await hydrated(page);
  const row = page.getByRole("row", { name: new RegExp(`fam-${tag}@example.com`) });
  const end = (await row.getByRole("cell").nth(3).innerText()).trim();

  await row.getByRole("button", { name: /^Cancel subscription/ }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Layla Mansour");
  await expect(dialog).toContainText(`fam-${tag}@example.com`);
  await expect(dialog).toContainText(`Their premium access ends on ${end}`);
  await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Keep subscription" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(row.getByText("active", { exact: true })).toBeVisible();
  expect((await apiAs(server, parent, "GET", "/subscriptions/status")).body.subscription.status).toBe(
    "active",
  );

  // Expire: at once, and on this (non-production) instance the spec's testing note.
  await row.getByRole("button", { name: /^Expire subscription/ }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Layla Mansour");
  await expect(dialog).toContainText("Their premium access ends at once.");
  await expect(dialog).toContainText("This is for testing purposes.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await apiAs(server, parent, "GET", "/subscriptions/status")).body.subscription.status).toBe(
    "active",
  );

  // Confirmed: cancelled.
  await row.getByRole("button", { name: /^Cancel subscription/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Subscription updated")).toBeVisible();
  expect((await apiAs(server, parent, "GET", "/subscriptions/status")).body.subscription.status).toBe(
    "cancelled",
  );
});

// Axe once per page state at phone width (the slow step); each state must also fit at 1280 px.
{
  const width = 375;
  test(`no serious or critical axe violation with every setting filled, in the Site tab and the confirmation, at 375 px; they fit at 375 and 1280 px`, async ({
    page,
    context,
    server,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await standInVideoSite(page);
    const r = await apiAs(server, admin, "PATCH", "/admin/site", {
      landing_videos: [{ id: VIDEO_ID, title: "Colours in Arabic" }],
      contact_email: "bonjour@ecole-marhaba.fr",
      contact_phone: "+33 1 23 45 67 89",
      contact_address: "12 rue des Écoles\n75005 Paris",
      social_facebook: "https://www.facebook.com/ecole.marhaba",
      video_channel_url: "https://www.youtube.com/@ecole-marhaba",
    });
    expect(r.status).toBe(200);
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      await hydrated(page);
      expect(await axeProblems(page)).toEqual([]);
      await expectFitsAt(page, path, [375, 1280]);
    }
    const parent = seedUser(server, { email: `axe-${uid()}@example.com`, username: `axe_${uid()}` });
    await apiAs(server, parent, "POST", "/subscriptions/demo");
    await signInContext(context, server, admin);
    await page.goto("/admin?tab=site");
    await hydrated(page);
    await page.getByLabel("YouTube link or video id").fill("https://youtu.be/abcdefghijk");
    await page.getByRole("button", { name: "Check link" }).click();
    await expect(page.getByTestId("video-preview-id")).toHaveText("abcdefghijk");
    expect(await axeProblems(page)).toEqual([]);
    await expectFitsAt(page, "the Site tab", [375, 1280]);
    await page.goto(`/admin?tab=subscriptions&status=active`);
    await hydrated(page);
    await page
      .getByRole("button", { name: /^Cancel subscription/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
  });
}
