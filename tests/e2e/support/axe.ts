// axe-core in the page: the serious and critical violations, with a few offending nodes each; and the
// lean way to check a page: axe once (one width; axe is the slowest step of a browser test, 1–10 s on
// a big page), then only the layout (no sideways scroll) at the other widths.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

const AXE = readFileSync(join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

/** Puts axe-core in the page through the debugging protocol: the page's CSP refuses inline script tags. */
export async function injectAxe(page: Page) {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(AXE);
}

/** Serious and critical violations, over the whole page or only the part `include` selects (e.g. "header"). */
export async function axeProblems(page: Page, include?: string) {
  await injectAxe(page);
  const result = await page.evaluate(async (include) => {
    const r = await (window as any).axe.run(include ? { include: [include] } : document, {
      resultTypes: ["violations"],
    });
    return r.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(" ")),
    }));
  }, include ?? null);
  return result.filter((v: any) => v.impact === "serious" || v.impact === "critical");
}

/**
 * Lets entrance animations and transitions end (finite ones jump to their end state, as a viewer sees
 * them a moment later; endless ones keep running), so colours are measured as seen. Replaces fixed sleeps.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const a of document.getAnimations()) {
      const end = a.effect?.getComputedTiming().endTime;
      if (a.playState === "running" && typeof end === "number" && Number.isFinite(end)) a.finish();
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** How far the page scrolls sideways (≤ 0: it fits). */
export const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The page fits (no sideways scroll) at each width: resizes, measures, and puts the viewport back.
 * The cheap check for the widths where axe does not run again.
 */
export async function expectFitsAt(page: Page, label: string, widths: number[]) {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: before?.height ?? 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await sideScroll(page), `horizontal overflow on ${label} at ${width} px`).toBeLessThanOrEqual(0);
  }
  if (before) await page.setViewportSize(before);
}
