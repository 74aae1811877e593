// web/ calls the API only through the typed client (scripts/check-web-api.ts): no string API path, and from
// src/ only `import type { App }`. The check is fed bad samples first, so it cannot pass by seeing nothing.
import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { webApiViolations, webSources } from "../../scripts/check-web-api";

const sample = (path: string, text: string) => webApiViolations([{ path, text }]);

describe("the check", () => {
  test("refuses each kind of string API path", () => {
    expect(sample("web/a.tsx", 'const r = await api.get<X>("/courses");')).toHaveLength(1);
    expect(sample("web/a.ts", "await client.post(`/classes/${id}/pupils`, {});")).toHaveLength(1);
    expect(sample("web/a.ts", 'return apiRequest<T>(path, { method: "POST" });')).toHaveLength(1);
    expect(sample("web/a.ts", 'await fetch("/admin/site/logo", { method: "POST" });')).toHaveLength(1);
    expect(
      sample("web/a.tsx", 'export const A = () => <a href="/api/v1/users/me/export">Export</a>;'),
    ).toHaveLength(1);
  });
  test("refuses an import from src/ other than the App type, type-only or not", () => {
    expect(
      sample("web/pages/x/a.ts", 'import type { CoursesReply } from "../../../src/modules/courses/service";'),
    ).toHaveLength(1);
    expect(
      sample("web/pages/x/a.ts", 'import { courseIndex } from "../../../src/modules/courses/courseIndex";'),
    ).toHaveLength(1);
    expect(sample("web/api/a.ts", 'import { App } from "../../src/app";')).toHaveLength(1); // not type-only
    expect(
      sample("web/api/a.ts", 'export type { PublicUser } from "../../src/modules/users/service";'),
    ).toHaveLength(1);
  });
  test("takes the typed client's calls, links, comments and the App type", () => {
    const good = [
      'import type { App } from "../../src/app";',
      "// POST /api/v1/contact stores the message",
      "const r = await ok(api.classes({ id }).pupils.post({ first_name }));",
      "const href = path(api.users.me.export);",
      'const level = url.searchParams.get("level");',
    ].join("\n");
    expect(sample("web/api/a.ts", good)).toEqual([]);
  });
});

/** Files that still take a type from a server module (type-only): each goes once the route declares it
 *  (src/modules/<area>/model.ts, issue #32) and the client reads it. Only shrinks. */
const LEFT = new Set([
  "web/pages/courses/types.ts", // AnswerFor: the answers route declares no body yet
]);

test("web/ breaches the API contract nowhere (beyond the files left, which only shrink)", () => {
  const bad = webApiViolations(webSources(resolve(import.meta.dir, "../..")));
  const outside = bad.filter(
    (line) => !LEFT.has(line.slice(0, line.indexOf(":"))) || !line.includes(": imports "),
  );
  expect(outside).toEqual([]);
  const still = new Set(bad.map((line) => line.slice(0, line.indexOf(":"))));
  expect([...LEFT].filter((f) => !still.has(f))).toEqual([]); // a file cleaned up leaves the list
});
