// Issue 15 (4, 1, 8): JSON only and a same-site Origin on every state-changing call (login CSRF);
// per-client rate limits behind a trusted proxy; oversized bodies answered with the envelope.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, TEST_ENV, type TestApp } from "../support/app";
import { served } from "../support/served";
import { bodyLimit } from "../../src/lib/requestGuards";
import { boot } from "../../src/boot";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe("login CSRF: JSON only, and a foreign Origin is refused signed in or not", () => {
  test("a form-encoded sign-in or sign-up is refused with 415 and no session", async () => {
    const user = await createTestUser(t.deps);
    const form = new URLSearchParams({ email: user.email, password: "Str0ngPassw0rd" }).toString();
    for (const type of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const r = await t.call("POST", "/api/v1/auth/login", { raw: form, headers: { "content-type": type } });
      expect(r.status, type).toBe(415);
      expect(r.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(r.headers.getSetCookie()).toEqual([]);
    }
    const signup = await t.call("POST", "/api/v1/auth/register", {
      raw: "email=a%40b.c&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(signup.status).toBe(415);
    const ok = await t.call("POST", "/api/v1/auth/login", {
      body: { email: user.email, password: "Str0ngPassw0rd" },
    });
    expect(ok.status).toBe(200);
  });

  test("a state-changing call from a foreign Origin is refused without any cookie", async () => {
    const user = await createTestUser(t.deps);
    const body = { email: user.email, password: "Str0ngPassw0rd" };
    for (const origin of ["https://evil.example", "null"]) {
      const r = await t.call("POST", "/api/v1/auth/login", { body, headers: { origin } });
      expect(r.status, origin).toBe(403);
      expect(r.body.error.code).toBe("CSRF");
    }
    const site = await t.call("POST", "/api/v1/auth/login", {
      body,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(site.status).toBe(403);
    expect(
      (await t.call("POST", "/api/v1/auth/login", { body, headers: { origin: "http://localhost" } })).status,
    ).toBe(200);
    // API clients send no Origin at all.
    expect((await t.call("POST", "/api/v1/auth/login", { body })).status).toBe(200);
  });
});

const login = (url: string, email: string, headers: Record<string, string> = {}) =>
  fetch(url + "/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password: "wrong-password-1" }),
  });

describe("rate limits count each client, also behind a trusted proxy", () => {
  test("behind a trusted proxy, two clients are counted apart", async () => {
    const s = await served({
      TRUSTED_PROXIES: "127.0.0.0/8, ::1",
      RATE_LIMIT_PER_IP: "3",
      RATE_LIMIT_LOGIN_PER_ACCOUNT: "1000",
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await login(s.url, `a${i}@example.com`, { "x-forwarded-for": "203.0.113.7" })).status).toBe(
          401,
        );
      expect((await login(s.url, "a9@example.com", { "x-forwarded-for": "203.0.113.7" })).status).toBe(429);
      // Another family behind the same proxy still signs in.
      expect((await login(s.url, "b@example.com", { "x-forwarded-for": "198.51.100.9" })).status).toBe(401);
      // The RFC 7239 header works too; a spoofed hop left of the real client changes nothing.
      expect((await login(s.url, "c@example.com", { forwarded: 'for="[2001:db8::1]:4711"' })).status).toBe(
        401,
      );
      expect(
        (await login(s.url, "d@example.com", { "x-forwarded-for": "1.2.3.4, 203.0.113.7" })).status,
      ).toBe(429);
    } finally {
      s.close();
    }
  });

  test("without TRUSTED_PROXIES an X-Forwarded-For is ignored", async () => {
    const s = await served({ RATE_LIMIT_PER_IP: "3", RATE_LIMIT_LOGIN_PER_ACCOUNT: "1000" });
    try {
      for (let i = 0; i < 3; i++)
        expect(
          (await login(s.url, `a${i}@example.com`, { "x-forwarded-for": `203.0.113.${i}` })).status,
        ).toBe(401);
      expect((await login(s.url, "z@example.com", { "x-forwarded-for": "198.51.100.200" })).status).toBe(429);
    } finally {
      s.close();
    }
  });

  test("a bad TRUSTED_PROXIES entry stops the start with a clear message", async () => {
    await expect(
      boot({
        ...TEST_ENV,
        DATA_DIR: mkdtempSync(join(tmpdir(), "marhaba-guards-")),
        TRUSTED_PROXIES: "10.0.0.0/33",
      }),
    ).rejects.toThrow(/TRUSTED_PROXIES/);
  });
});

describe("an oversized body gets the error envelope on every route", () => {
  test("2 MB to every state-changing API route: a 4xx envelope, 413 wherever the route's limit is smaller", async () => {
    const s = await served();
    const logged: string[] = [];
    const error = s.deps.log.error;
    s.deps.log.error = (msg: string, meta?: unknown) => void logged.push(msg + JSON.stringify(meta ?? {}));
    try {
      const big = "x".repeat(2 * 1024 * 1024 + 10);
      const routes = (s.app.routes as { method: string; path: string }[]).filter(
        (r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && r.path.startsWith("/api/"),
      );
      expect(routes.length).toBeGreaterThan(20);
      for (const r of routes) {
        const path = r.path.replace(/:[A-Za-z]+/g, "x");
        for (const chunked of [false, true]) {
          const body = chunked ? new Blob([big]).stream() : big;
          const res = await fetch(s.url + path, {
            method: r.method,
            headers: { "content-type": "application/json" },
            body,
          });
          const label = `${r.method} ${path}${chunked ? " (chunked)" : ""}`;
          if (bodyLimit(r.method, path) > big.length) {
            // a route that takes more (a voice pack): refused all the same, in the envelope (signed out here)
            expect(res.status, label).toBeGreaterThanOrEqual(400);
            expect(res.status, label).toBeLessThan(500);
            expect((await res.json()).error.code, label).toBeString();
            continue;
          }
          expect(res.status, label).toBe(413);
          expect((await res.json()).error.code, label).toBe("PAYLOAD_TOO_LARGE");
        }
      }
      // A 40 KB JSON body is fine for a form route (answered by the route itself).
      const ok = await fetch(s.url + "/api/v1/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "y".repeat(40_000) }),
      });
      expect(ok.status).toBe(422);
      expect(logged).toEqual([]);
    } finally {
      s.deps.log.error = error;
      s.close();
    }
  });
});
