// Playwright fixtures: one real server per test file (worker), and a page that fails the
// test on any console error or warning, page error or hydration mismatch.
import { test as base, expect, type Page } from "@playwright/test";
import { startServer, type RunningServer } from "./server";

type WorkerFixtures = { server: RunningServer };
type TestFixtures = { consoleProblems: string[] };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  consoleProblems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      // Chromium logs "Failed to load resource" for every 4xx. A 4xx document (the 404 page) or
      // a 4xx API answer the app handles (wrong password, 409…) is expected; a 5xx never is.
      const errorDocuments = new Set<string>();
      page.on("response", (r) => {
        const status = r.status();
        const api = new URL(r.url()).pathname.startsWith("/api/");
        if (status >= 400 && status < 500 && (api || r.request().resourceType() === "document"))
          errorDocuments.add(r.url());
      });
      page.on("console", (msg) => {
        if (msg.type() !== "error" && msg.type() !== "warning") return;
        if (msg.text().startsWith("Failed to load resource") && errorDocuments.has(msg.location().url))
          return;
        // Video thumbnails come from the public video site, unreachable here; the page shows its placeholder.
        if (
          msg.text().startsWith("Failed to load resource") &&
          msg.location().url.startsWith("https://i.ytimg.com/")
        )
          return;
        problems.push(`console.${msg.type()}: ${msg.text()} (${msg.location().url})`);
      });
      page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
      await use(problems);
      // Tests that provoke an expected browser error remove it from the list before the end.
      if (testInfo.status === testInfo.expectedStatus)
        expect(problems, "browser console must stay clean").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (the router marks links once it is live). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as any).__marhabaHydrated === true, null, { timeout: 10_000 });
}
