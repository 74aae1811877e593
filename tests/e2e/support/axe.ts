// axe-core in the page: the serious and critical violations, with a few offending nodes each.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

const AXE = readFileSync(join(process.cwd(), "node_modules/axe-core/axe.min.js"), "utf8");

/** Puts axe-core in the page through the debugging protocol: the page's CSP refuses inline script tags. */
export async function injectAxe(page: Page) {
  await page.evaluate(AXE);
}

export async function axeProblems(page: Page) {
  await injectAxe(page);
  const result = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n: any) => n.target.join(" ")) }));
  });
  return result.filter((v: any) => v.impact === "serious" || v.impact === "critical");
}
