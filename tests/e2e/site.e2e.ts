// The public site in a real browser: calls-to-action by visitor state, the video carousel,
// the header and mobile menu, the contact form, the layout tool, no-JS reading, and no
// horizontal overflow at the widths we design for.
import { execFileSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { seedUser, signInContext, type SeededUser } from "./support/seed";
import type { RunningServer } from "./support/server";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Gives a seeded user an active subscription, straight in the server's database. */
function giveSubscription(server: RunningServer, user: SeededUser, type: "demo" | "paid") {
  const script = `import { Database } from "bun:sqlite";
const db = new Database(process.env.DB_FILE); db.exec("PRAGMA busy_timeout = 5000");
const now = Date.now();
db.query("INSERT INTO subscriptions (user_id, type, status, start_date, end_date, created_at) VALUES (?, ?, 'active', ?, ?, ?)").run(Number(process.env.U), process.env.T, now, now + 30 * 86400000, now);`;
  execFileSync(join(ROOT, "node_modules/.bin/bun"), ["-e", script], {
    env: { ...process.env, DB_FILE: join(server.dataDir, "marhaba.sqlite"), U: String(user.id), T: type },
  });
}

async function signedIn(server: RunningServer, context: any, sub?: "demo" | "paid") {
  const user = seedUser(server, { email: `site-${uid()}@example.com`, username: `site_${uid()}` });
  if (sub) giveSubscription(server, user, sub);
  await signInContext(context, server, user);
  return user;
}

async function noHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "page must not scroll sideways").toBeLessThanOrEqual(client);
}

test.describe("calls to action", () => {
  test("signed out: demo, subscribe and level-test buttons lead to sign-up with the action", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    await page.getByRole("link", { name: "Access Free Demo" }).click();
    await expect(page).toHaveURL(/\/signup\?action=demo$/);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Enroll Today" }).click();
    await expect(page).toHaveURL(/\/signup\?action=subscribe$/);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Take the Level Test" }).click();
    await expect(page).toHaveURL(/\/signup\?action=level-test&from=%2Flevel-test$/);
  });

  test("no subscription: the demo buttons go to /demo-confirmation, the level test to /level-test", async ({
    page,
    context,
    server,
  }) => {
    await signedIn(server, context);
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/demo-confirmation",
    );
    await expect(page.getByRole("link", { name: "Enroll Today" })).toHaveAttribute("href", "/subscribe");
    await expect(page.getByRole("link", { name: "Take the Level Test" })).toHaveAttribute(
      "href",
      "/level-test",
    );
    await page.getByRole("link", { name: "Access Free Demo" }).click();
    await expect(page).toHaveURL(/\/demo-confirmation$/);
  });

  test("demo user: 'You already have demo access!' then the dashboard; the demo card says an active subscription", async ({
    page,
    context,
    server,
  }) => {
    await signedIn(server, context, "demo");
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Access Free Demo" }).click();
    await expect(page.getByText("You already have demo access!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/");
    await hydrated(page);
    await page
      .getByRole("listitem")
      .filter({ hasText: "2 weeks free" })
      .getByRole("link", { name: "Request Free Demo" })
      .click();
    await expect(page.getByText("You already have an active subscription!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("paid user: premium notices then the dashboard (banner, enroll); the level test stays open", async ({
    page,
    context,
    server,
  }) => {
    await signedIn(server, context, "paid");
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByText("You already have a premium subscription!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Take the Level Test" }).click();
    await expect(page).toHaveURL(/\/level-test$/);
  });
});

test.describe("header", () => {
  test("becomes fixed after 80 px of scroll; signed-in menu has Dashboard, My Profile, Subscription", async ({
    page,
    context,
    server,
  }) => {
    await signedIn(server, context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const header = page.locator(".site-header");
    await expect(header).toHaveCSS("position", "relative");
    await page.evaluate(() => window.scrollTo(0, 60));
    await page.waitForTimeout(100);
    await expect(header).toHaveCSS("position", "relative");
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toBeInViewport();
    await page.getByRole("button", { name: /Account menu/ }).click();
    for (const name of ["Dashboard", "My Profile", "Subscription", "Sign Out"])
      await expect(page.locator(".user-menu-panel").getByText(name, { exact: true })).toBeVisible();
    await expect(page.locator(".user-menu-panel").getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("position", "relative");
  });

  test("the mobile menu has the same links and takes the visitor to the anchor", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Home", "About", "Features", "Assessment", "Contact", "Sign In", "Sign Up"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Assessment" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#level-test")).toBeInViewport();
    await expect(page).toHaveURL(/#level-test$/);
    await noHorizontalOverflow(page);
  });
});

/** Operator videos on the landing page, set as an admin would through the API. */
const DEMO_VIDEOS = Array.from({ length: 6 }, (_, i) => ({
  id: `mrhbTestV0${i + 1}`,
  title: `Test video ${i + 1}`,
}));
async function setVideos(server: RunningServer, videos: { id: string; title: string }[]) {
  const admin = seedUser(server, {
    isAdmin: true,
    email: `site-admin-${uid()}@example.com`,
    username: `site_admin_${uid()}`,
  });
  const r = await fetch(server.url + "/api/v1/admin/site", {
    method: "PATCH",
    headers: { authorization: `Bearer ${admin.accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({ landing_videos: videos }),
  });
  expect(r.status).toBe(200);
}

test.describe("video carousel", () => {
  test.beforeAll(async ({ server }) => setVideos(server, DEMO_VIDEOS));
  test.afterAll(async ({ server }) => setVideos(server, []));
  const visibleSlides = (page: Page) =>
    page.evaluate(() => {
      const track = document.querySelector(".carousel-track")!.getBoundingClientRect();
      return Array.from(document.querySelectorAll(".carousel-slide")).filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= track.left - 2 && r.right <= track.right + 2;
      }).length;
    });

  // One load of the landing page, resized through the widths (a load costs more than a resize).
  test("3 slides visible at 1280 px, 2 at 1024 and 991, 1 at 767, 480 and 375", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    for (const [width, expected] of [
      [1280, 3],
      [1024, 2],
      [991, 2],
      [767, 1],
      [480, 1],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator(".carousel").scrollIntoViewIfNeeded();
      await expect
        .poll(() => visibleSlides(page), { message: `slides visible at ${width} px` })
        .toBe(expected);
      await noHorizontalOverflow(page);
    }
  });

  test("six operator videos, each a play button; arrows move; no dots; autoplay moves and pauses on hover", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await hydrated(page);
    const slides = page.locator(".carousel-slide");
    await expect(slides).toHaveCount(6);
    for (const v of DEMO_VIDEOS)
      await expect(page.getByRole("link", { name: `${v.title} (play video)` })).toHaveAttribute(
        "href",
        new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${v.id}`),
      );
    // Nothing links to the tracking video site: the privacy-enhanced player opens in place, only on press.
    await expect(page.locator('.carousel a[href*="youtube.com/"]')).toHaveCount(0);
    await expect(page.locator(".carousel [role=tab], .slick-dots, .carousel-dots")).toHaveCount(0);
    const scrollLeft = () => page.locator(".carousel-track").evaluate((t) => t.scrollLeft);
    await page.locator(".carousel").scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5); // not over the carousel
    // Autoplay: the track moves by itself within one interval plus the 1000 ms slide.
    await expect.poll(scrollLeft, { timeout: 6000 }).toBeGreaterThan(0);
    // Pause on hover.
    await page.getByRole("button", { name: "Next videos" }).hover();
    await page.waitForTimeout(1200);
    const held = await scrollLeft();
    await page.waitForTimeout(4500);
    expect(await scrollLeft()).toBe(held);
    // Arrows.
    await page.getByRole("button", { name: "Previous videos" }).click();
    await expect.poll(scrollLeft).toBeLessThan(held + 1);
    const before = await scrollLeft();
    await page.getByRole("button", { name: "Next videos" }).click();
    await expect.poll(scrollLeft).not.toBe(before);
  });

  test("with reduced motion nothing slides by itself; the pause button stops autoplay", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: /Pause/ })).toHaveCount(0);
    await page.waitForTimeout(4500);
    expect(await page.locator(".carousel-track").evaluate((t) => t.scrollLeft)).toBe(0);
  });

  test("a thumbnail shows once it has loaded; until then (or if it fails) the designed placeholder shows", async ({
    page,
  }) => {
    // A tiny valid PNG stands in for the video site's thumbnail of the first video only.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.route("https://i.ytimg.com/**", (route) =>
      route.request().url().includes(DEMO_VIDEOS[0].id)
        ? route.fulfill({ status: 200, contentType: "image/png", body: png })
        : route.abort("internetdisconnected"),
    );
    await page.goto("/");
    await hydrated(page);
    await page.locator(".carousel").scrollIntoViewIfNeeded();
    const first = page.locator(".carousel-slide").nth(0);
    await expect(first.locator("img")).toHaveAttribute("src", new RegExp(DEMO_VIDEOS[0].id));
    await expect(first.locator(".video-placeholder")).toHaveCount(0);
    const second = page.locator(".carousel-slide").nth(1);
    await page.waitForTimeout(500);
    await expect(second.locator(".video-placeholder")).toBeVisible();
    await expect(second.locator("img")).toHaveCount(0);
  });
});

test.describe("contact form", () => {
  test("validates emptiness, clears errors on typing, stores the message and clears the fields", async ({
    page,
    server,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = page.locator("form.contact-form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(form.getByText("Please enter your email")).toBeVisible();
    await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Your name").fill("Layla");
    await expect(form.getByText("Please enter your name")).toHaveCount(0);
    await expect(form.getByText("Please enter your email")).toBeVisible();
    const email = `layla-${uid()}@example.com`;
    await form.getByLabel("Your email").fill(email);
    await expect(form.getByText("Please enter your email")).toHaveCount(0);
    await form.getByLabel("Your message").fill("Do you offer lessons for 5-year-olds?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you! Your message has been sent.");
    await expect(form.getByLabel("Your name")).toHaveValue("");
    await expect(form.getByLabel("Your email")).toHaveValue("");
    await expect(form.getByLabel("Your message")).toHaveValue("");
    // The message reached the admins' list.
    const admin = seedUser(server, {
      isAdmin: true,
      email: `admin-${uid()}@example.com`,
      username: `admin_${uid()}`,
    });
    const r = await fetch(server.url + "/api/v1/admin/messages", {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const list = await r.json();
    expect(list.messages.find((m: any) => m.email === email)?.message).toBe(
      "Do you offer lessons for 5-year-olds?",
    );
  });

  test("the landing page's contact section works the same", async ({ page }) => {
    await page.goto("/#contact");
    await hydrated(page);
    const form = page.locator("#contact form");
    await form.getByLabel("Your email").fill("someone@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(form.getByText("Please enter your email")).toHaveCount(0);
    await form.getByLabel("Your name").fill("Sami");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toContainText("Thank you!");
    await expect(form.getByLabel("Your email")).toHaveValue("");
  });
});

test.describe("service pages and 404", () => {
  test("a service tile opens its page; an unknown id is the 404 page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Songs and Tales" }).click();
    await expect(page).toHaveURL(/\/service-single\/4$/);
    await expect(page.getByRole("heading", { level: 1, name: "Songs and Tales" })).toBeVisible();
    await expect(page).toHaveTitle("Songs and Tales - Marhaba, Arabic for children");
    const res = await page.goto("/service-single/77");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});

test.describe("layout configuration tool", () => {
  test("edits reach the landing page; export, invalid import, debug, reset with its confirmation", async ({
    page,
    context,
  }) => {
    await page.goto("/ui-config");
    await hydrated(page);
    await page.getByRole("button", { name: "Bot character" }).click();
    await page.getByLabel("width", { exact: true }).fill("123px");
    await expect(page.locator(".ui-config-css pre")).toContainText(
      ".landing .lc-hero-bot { top: auto; right: auto; bottom: 0; left: 50%; width: 123px;",
    );
    // An unsafe value is flagged and never stored.
    await page.getByLabel("transform", { exact: true }).fill("none; } body { display: none");
    await expect(page.getByText("Use lengths, percentages or CSS functions only")).toBeVisible();
    await page.getByLabel("transform", { exact: true }).fill("translateX(-50%)");

    // Export gives the JSON file.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("marhaba-layout-config.json");
    const exported = JSON.parse(
      await (await import("node:fs/promises")).readFile((await download.path())!, "utf8"),
    );
    expect(exported.sections.hero.bot.size.width).toBe("123px");

    // A bad import alerts 'Invalid configuration file'.
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(`${d.type()}:${d.message()}`);
      d.type() === "confirm" ? d.accept() : d.dismiss();
    });
    await page.locator("input[type=file]").setInputFiles({
      name: "bad.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"version": 1, "sections": "nope"}'),
    });
    await expect.poll(() => alerts).toContain("alert:Invalid configuration file");

    // The landing page applies the stored configuration.
    const landing = await context.newPage();
    await landing.goto("/");
    await hydrated(landing);
    await expect(landing.locator(".lc-hero-bot")).toHaveCSS("width", "123px");

    // Debug toggle outlines the decorative elements on the landing page.
    await page.getByRole("button", { name: "Debug outlines" }).click();
    await expect(page.getByRole("button", { name: "Debug outlines" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await landing.reload();
    await hydrated(landing);
    await expect(landing.locator("html")).toHaveClass(/layout-debug/);

    // Preview mode embeds the site.
    await page.getByRole("button", { name: "Preview mode" }).click();
    await expect(page.frameLocator("iframe[title='Site preview']").locator(".hero")).toBeVisible();

    // Reset asks first, then goes back to the defaults.
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect
      .poll(() => alerts)
      .toContain("confirm:Are you sure you want to reset all configurations to default?");
    await expect(page.locator(".ui-config-css pre")).toContainText("width: min(78%, 340px)");
    await landing.reload();
    await hydrated(landing);
    await expect(landing.locator(".lc-hero-bot")).not.toHaveCSS("width", "123px");
    await landing.close();
  });

  test("a valid import replaces the configuration", async ({ page }) => {
    await page.goto("/ui-config");
    await hydrated(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    const json = JSON.parse(
      await (await import("node:fs/promises")).readFile((await download.path())!, "utf8"),
    );
    json.sections.about.badge.position.right = "33%";
    await page.locator("input[type=file]").setInputFiles({
      name: "good.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(json)),
    });
    await expect(page.getByText("Configuration imported")).toBeVisible();
    await expect(page.locator(".ui-config-css pre")).toContainText(
      ".landing .lc-about-badge { top: auto; right: 33%;",
    );
  });
});

test.describe("weight of the first load", () => {
  test("the landing page ships at most 150 KB of compressed JavaScript in English and in French; fonts are preloaded", async ({
    browser,
    server,
  }) => {
    // each language in a fresh context (nothing cached): only its own catalogue chunks load
    for (const lang of ["en", "fr"]) {
      const context = await browser.newContext({ locale: lang });
      const page = await context.newPage();
      const scripts: { url: string; bytes: number }[] = [];
      page.on("requestfinished", async (req) => {
        if (req.resourceType() === "script")
          scripts.push({ url: req.url(), bytes: (await req.sizes()).responseBodySize });
      });
      await page.goto(`${server.url}/?lang=${lang}`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      const total = scripts.reduce((n, s) => n + s.bytes, 0);
      test.info().annotations.push({
        type: `landing JS (compressed, ${lang})`,
        description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} file(s)`,
      });
      expect(scripts.length).toBeGreaterThan(0);
      expect(total, `${lang}: ${total} B`).toBeLessThanOrEqual(150 * 1024);
      const other = lang === "en" ? "fr" : "en";
      expect(scripts.filter((s) => s.url.includes(`/i18n-${other}-`))).toEqual([]);
      expect(scripts.some((s) => s.url.includes(`/i18n-${lang}-`))).toBe(true);
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((ls) => ls.map((l) => l.getAttribute("href")));
      expect(preloads).toContain("/static/fonts/nunito-latin-wght-normal.woff2");
      expect(preloads).toContain("/static/fonts/cairo-arabic-700-normal.woff2");
      await context.close();
    }
  });
});

test.describe("reading without JavaScript and at every width", () => {
  test("the landing page reads and navigates with JavaScript disabled", async ({ browser, server }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Learn Arabic Online");
    // No operator video on this server: no video section at all.
    await expect(page.getByRole("heading", { name: "Watch and learn with us" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }).click();
    await expect(page.locator("#features")).toBeInViewport();
    await page.getByRole("link", { name: "Complete Video Suite" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Complete Video Suite" })).toBeVisible();
    // On a phone the menu is simply open (the toggle needs JavaScript).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(server.url + "/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
    // The contact form cannot send without JavaScript: it says so and never submits the fields in a URL.
    await expect(page.locator("#contact form").getByRole("button", { name: "Send Message" })).toBeDisabled();
    await expect(page.locator("#contact form p.field-hint")).toContainText(
      "Sending this form needs JavaScript.",
    );
    await context.close();
  });

  // Each page loaded once and resized through the widths (a load costs more than a resize).
  test("nothing overflows sideways at 375, 768, 1280 or 1440 px", async ({ page }) => {
    for (const path of ["/", "/service-single/1", "/contact", "/ui-config", "/nowhere"]) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(path);
      await hydrated(page);
      for (const width of [375, 768, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await test.step(`${path} at ${width} px`, () => noHorizontalOverflow(page));
      }
    }
  });
});
