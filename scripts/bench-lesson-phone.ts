// Lesson 1 on a phone (issue #25): what a family on a mid-range phone waits for before the child can tap
// "Let's start!", and then before the first activity is on screen with its instruction. Headless Chromium
// with a 4× CPU slowdown, "slow 4G" (Lighthouse's mobile figures: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up), a cold cache, at 375 × 800, signed in as a family on the free demo, no Arabic voice.
// Figures: bytes transferred (encoded, as on the wire) and time from navigation to interactive (React has
// hydrated the page: the start button works), then the same to the first activity ready after the tap.
// A measurement, not a test: it prints the figures and exits 0 (1 only when something failed to run).
// Usage: node_modules/.bin/bun scripts/bench-lesson-phone.ts   (builds nothing: run build-client first)
// Env: RUNS (3; the median is reported). For a before/after, run a copy of this script in the other checkout.
import { chromium } from "playwright-core";
import { startServer } from "../tests/e2e/support/server";
import { apiAs, seedUser } from "../tests/e2e/support/seed";

const RUNS = Number(process.env.RUNS ?? 3);
const LESSON = "ab-u01-l01";
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const server = await startServer({ LOG_LEVEL: "warn" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
type Figures = { kb: number; ms: number; firstKb: number; firstMs: number; requests: number };
const runs: Figures[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const user = seedUser(server, { firstName: `Bench${i}` });
    if ((await apiAs(server, user, "POST", "/subscriptions/demo")).status !== 201)
      throw new Error("demo did not start");
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const host = new URL(server.url).hostname;
    await context.addCookies([
      { name: "mh_at", value: user.accessToken, domain: host, path: "/" },
      { name: "mh_rt", value: user.refreshToken, domain: host, path: "/" },
    ]);
    await context.addInitScript(() => {
      if ("speechSynthesis" in window) window.speechSynthesis.getVoices = () => [];
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    let bytes = 0;
    let requests = 0;
    cdp.on("Network.loadingFinished", (e) => {
      bytes += e.encodedDataLength;
      requests++;
    });
    const t0 = Date.now();
    await page.goto(`${server.url}/lessons/${LESSON}`, { waitUntil: "commit" });
    await page.waitForFunction(
      () => (window as unknown as { __marhabaHydrated?: boolean }).__marhabaHydrated === true,
      null,
      { timeout: 60_000, polling: 50 },
    );
    await page.getByRole("button", { name: "Let's start!" }).waitFor();
    const ms = Date.now() - t0;
    const kb = bytes / 1024;
    const t1 = Date.now();
    await page.getByRole("button", { name: "Let's start!" }).click();
    await page.locator(".player-card[data-form]").waitFor({ timeout: 60_000 });
    runs.push({ kb, ms, firstKb: bytes / 1024 - kb, firstMs: Date.now() - t1, requests });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
console.log(
  `lesson ${LESSON} on a phone (4× CPU, slow 4G: 150 ms, 1.6 Mbit/s; cold cache), median of ${RUNS}:`,
);
console.log(
  `  to interactive: ${m("kb").toFixed(0)} KB transferred, ${(m("ms") / 1000).toFixed(2)} s  (goal < 300 KB, < 3 s)`,
);
console.log(
  `  then "Let's start!" to the first activity with its instruction: +${m("firstKb").toFixed(0)} KB, ${(m("firstMs") / 1000).toFixed(2)} s`,
);
console.log(`  runs: ${runs.map((r) => `${r.kb.toFixed(0)} KB ${(r.ms / 1000).toFixed(2)} s`).join(" · ")}`);
