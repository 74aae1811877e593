// Screenshots of pages at phone and desktop width, for looking at what we build.
// Usage: bun scripts/screenshot.ts <url> [<url> …]   (server must be running)
// Env: WIDTHS=375,1280  OUT=.tmp/shots  COOKIE="mh_at=…; mh_rt=…"  FULL=1 (full page)
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error("usage: bun scripts/screenshot.ts <url> [...]");
  process.exit(2);
}
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const out = process.env.OUT ?? ".tmp/shots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const url of urls) {
  for (const width of widths) {
    const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
    if (process.env.COOKIE) {
      const u = new URL(url);
      await ctx.addCookies(
        process.env.COOKIE.split(";").map((p) => {
          const [name, ...v] = p.trim().split("=");
          return { name, value: v.join("="), domain: u.hostname, path: "/" };
        }),
      );
    }
    const page = await ctx.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    const file = `${out}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
    await ctx.close();
  }
}
await browser.close();
