// Issue 15 (3): every HTML answer — rendered, served from the page cache, a redirect, the 404
// page — carries the security headers; the CSP allows exactly the hydration script by its hash.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { listAudioItems } from "../../src/modules/content/content";
import { makeWav } from "./audio-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

function expectSecurityHeaders(h: Headers, label: string) {
  const csp = h.get("content-security-policy") ?? "";
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(csp, label).not.toContain("unsafe-inline' ;");
  expect(csp.match(/script-src[^;]*/)![0], label).not.toContain("unsafe-inline");
  expect(h.get("x-frame-options"), label).toBe("DENY");
  expect(h.get("x-content-type-options"), label).toBe("nosniff");
  expect(h.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(h.get("permissions-policy"), label).toContain("camera=()");
}

/** The inline script of a page must be the one the CSP names by hash. */
function expectInlineScriptAllowed(html: string, h: Headers) {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(inline.length).toBe(1);
  const hash = `'sha256-${createHash("sha256").update(inline[0]).digest("base64")}'`;
  expect(h.get("content-security-policy")).toContain(hash);
}

describe("security headers on every kind of HTML answer", () => {
  test("a rendered page, the same page from the page cache, the 404 page and a redirect", async () => {
    const first = await t.call("GET", "/");
    expect(first.status).toBe(200);
    expectSecurityHeaders(first.headers, "rendered /");
    expectInlineScriptAllowed(first.text, first.headers);
    const cached = await t.call("GET", "/");
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    expectSecurityHeaders(cached.headers, "cached /");
    expectInlineScriptAllowed(cached.text, cached.headers);

    const missing = await t.call("GET", "/no-such-page");
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, "404 page");
    expectInlineScriptAllowed(missing.text, missing.headers);

    const login = await t.call("GET", "/login");
    expectSecurityHeaders(login.headers, "/login");

    const guarded = await t.call("GET", "/dashboard");
    expect(guarded.status).toBeGreaterThanOrEqual(300);
    expect(guarded.status).toBeLessThan(400);
    expectSecurityHeaders(guarded.headers, "redirect from /dashboard");
  });

  test("a signed-in page has its own hash; the error envelope is nosniff too", async () => {
    const user = await createTestUser(t.deps);
    const { cookie } = await signIn(t.deps, user);
    const page = await t.call("GET", "/dashboard", { cookie });
    expect(page.status).toBe(200);
    expectSecurityHeaders(page.headers, "/dashboard signed in");
    expectInlineScriptAllowed(page.text, page.headers);
    const api404 = await t.call("GET", "/api/v1/nothing-here");
    expect(api404.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("the microphone is allowed only on the audio recording page; no HSTS over http", async () => {
    const admin = await createTestUser(t.deps, { isAdmin: true });
    const { cookie } = await signIn(t.deps, admin);
    const audio = await t.call("GET", "/admin/audio", { cookie });
    expect(audio.status).toBe(200);
    expect(audio.headers.get("permissions-policy")).toContain("microphone=(self)");
    for (const path of ["/admin", "/", "/dashboard"]) {
      const r = await t.call("GET", path, { cookie });
      expect(r.headers.get("permissions-policy"), path).toContain("microphone=()");
    }
    expect(audio.headers.get("strict-transport-security")).toBeNull();
  });

  test("only the landing page's preview URL may be framed, and only by this site (the layout tool)", async () => {
    const preview = await t.call("GET", "/?preview=1");
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(preview.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    for (const path of ["/", "/?preview=2", "/login?preview=1"]) {
      const r = await t.call("GET", path);
      expect(r.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(r.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  test("HSTS when APP_URL is https", async () => {
    const https = await makeTestApp({ APP_URL: "https://marhaba.example" });
    try {
      const r = await https.call("GET", "/login");
      expect(r.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      https.close();
    }
  });
});

// Issue 31 (5): not only pages — API replies, errors, assets, audio clips and downloads carry them too.
describe("security headers on every answer that is not a page", () => {
  function expectBaseline(h: Headers, label: string) {
    expect(h.get("x-content-type-options"), label).toBe("nosniff");
    expect(h.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options"), label).toBe("DENY");
    expect(h.get("content-security-policy") ?? "", label).toContain("frame-ancestors 'none'");
  }

  test("an API success, an API error, an asset, a static file and a clip", async () => {
    expectBaseline((await t.call("GET", "/api/v1/health")).headers, "health");
    expectBaseline((await t.call("GET", "/api/v1/courses/totals")).headers, "JSON success");
    expectBaseline((await t.call("GET", "/api/v1/users/me")).headers, "401 envelope");
    expectBaseline(
      (await t.call("POST", "/api/v1/auth/login", { raw: "{nope" })).headers,
      "400 malformed JSON",
    );

    const page = await t.call("GET", "/login");
    const script = page.text.match(/src="(\/assets\/[^"]+\.js)"/)![1];
    const asset = await t.call("GET", script);
    expect(asset.status).toBe(200);
    expectBaseline(asset.headers, "client bundle");
    expectBaseline((await t.call("GET", "/favicon.svg")).headers, "static file");
    expectBaseline((await t.call("GET", "/assets/no-such.js")).headers, "missing asset");

    const admin = await signIn(t.deps, await createTestUser(t.deps, { isAdmin: true }));
    const item = listAudioItems().find((i) => i.kind === "word")!.id;
    const put = await t.app.handle(
      new Request(
        `http://localhost/api/v1/admin/audio/${item}?speaker=Salma%20Haddad&licence=CC%20BY%204.0`,
        {
          method: "PUT",
          headers: { authorization: `Bearer ${admin.token}`, "content-type": "audio/wav" },
          body: makeWav() as BodyInit,
        },
      ),
    );
    expect(put.status).toBe(200);
    const url = ((await put.json()) as { clip: { url: string } }).clip.url;
    const clip = await t.call("GET", url);
    expect(clip.status).toBe(200);
    expectBaseline(clip.headers, "audio clip");
  });

  test("HSTS on API replies and assets too when APP_URL is https; none over http", async () => {
    expect((await t.call("GET", "/api/v1/health")).headers.get("strict-transport-security")).toBeNull();
    const https = await makeTestApp({ APP_URL: "https://marhaba.example" });
    try {
      for (const path of ["/api/v1/health", "/api/v1/users/me", "/favicon.svg"]) {
        expect((await https.call("GET", path)).headers.get("strict-transport-security"), path).toContain(
          "max-age=",
        );
      }
    } finally {
      https.close();
    }
  });
});
