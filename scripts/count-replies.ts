// bun scripts/count-replies.ts — how many /api/v1 routes declare their replies (issue #32): builds the app
// on a temporary database (payments on, the test clock on, so every route exists) and reads each route's
// `response` option. Prints the totals and the routes that declare none (--list).
import { makeTestApp } from "../tests/support/app";

const t = await makeTestApp({ PAYMENTS: "on" });
try {
  const api = t.app.routes.filter((r) => r.path.startsWith("/api/v1"));
  const declares = (r: (typeof api)[number]) => {
    const res = (r.hooks as { response?: unknown }).response;
    return !!res && typeof res === "object" && Object.keys(res).length > 0;
  };
  const missing = api.filter((r) => !declares(r));
  console.log(`${api.length - missing.length} of ${api.length} /api/v1 routes declare their replies`);
  if (process.argv.includes("--list")) for (const r of missing) console.log(`  ${r.method} ${r.path}`);
} finally {
  await t.close();
}
