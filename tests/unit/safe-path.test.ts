// Issue 15 (10): the one return-path check (server render and browser): same-origin paths only,
// normalised; what a browser would turn into another origin is refused.
import { describe, expect, test } from "bun:test";
import { postAuthPath, safePath } from "../../web/lib/pendingAction";

describe("safePath", () => {
  test("refuses everything that is not a same-origin path", () => {
    for (const bad of [
      "/\t/evil.example",
      decodeURIComponent("/%09/evil.example"),
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/ /evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\\/evil.example",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      " /dashboard",
      "/\u0000x",
      "x".repeat(3000),
      null,
      undefined,
    ])
      expect(safePath(bad as string), JSON.stringify(bad)).toBeNull();
  });

  test("keeps same-origin paths, normalised", () => {
    expect(safePath("/dashboard")).toBe("/dashboard");
    expect(safePath("/admin/audio?status=missing&kind=word")).toBe("/admin/audio?status=missing&kind=word");
    expect(safePath("/courses/../dashboard")).toBe("/dashboard");
    expect(safePath("/lessons/ab-u01-l01#top")).toBe("/lessons/ab-u01-l01#top");
    expect(safePath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example"); // an encoded slash stays a path on this site
  });

  test("after sign-in a refused path falls back to the sign-in reply's home (the dashboard, or /who for a family with children)", () => {
    expect(postAuthPath(null, decodeURIComponent("/%09/evil.example"))).toBe("/dashboard");
    expect(postAuthPath(null, decodeURIComponent("/%09/evil.example"), "/who")).toBe("/who");
  });
});
