// Operator settings (/admin/site, GET /site): admin only, strict validation with the error
// envelope and nothing half-written, an audit entry per change, and the signed-out landing page
// (served from the page cache) showing a change at once.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { auditLog, siteSettings } from "../../src/db/schema";
import { desc } from "drizzle-orm";
import { parseVideoRef } from "../../src/modules/site/youtube";
import { SETTINGS_TTL_MS, refreshSiteSettings } from "../../src/modules/site/service";

let t: TestApp;
let admin: { token: string; cookie: string };
let learner: { token: string };
beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(t.deps, await createTestUser(t.deps, { isAdmin: true, email: "head@school.test" }));
  learner = await signIn(t.deps, await createTestUser(t.deps));
});
afterAll(() => t.close());

const patch = (body: unknown, token = admin.token) => t.call("PATCH", "/api/v1/admin/site", { token, body });
const rows = async () => await t.deps.db.select().from(siteSettings);
const expectEnvelope = (r: { status: number; body: any }, status: number, code?: string) => {
  expect(r.status).toBe(status);
  expect(typeof r.body?.error?.code).toBe("string");
  expect(typeof r.body?.error?.message).toBe("string");
  if (code) expect(r.body.error.code).toBe(code);
};

describe("who may", () => {
  test("signed out: 401; a learner: 403; an admin: 200 — for every admin call", async () => {
    const calls: [string, string, unknown][] = [
      ["GET", "/api/v1/admin/site", undefined],
      ["PATCH", "/api/v1/admin/site", { contact_phone: "+33 1 23 45 67 89" }],
      ["POST", "/api/v1/admin/site/video-preview", { url: "https://youtu.be/abcdefghijk" }],
    ];
    for (const [method, path, body] of calls) {
      expectEnvelope(await t.call(method, path, { body }), 401);
      expectEnvelope(await t.call(method, path, { body, token: learner.token }), 403, "ADMIN_REQUIRED");
    }
    expect(await rows()).toHaveLength(0);
    expect((await t.call("GET", "/api/v1/admin/site", { token: admin.token })).status).toBe(200);
  });

  test("a cookie-authenticated write without the CSRF header is refused", async () => {
    const r = await t.call("PATCH", "/api/v1/admin/site", {
      cookie: admin.cookie,
      body: { contact_phone: "+1 555 0100" },
      headers: { "x-csrf-protection": "" },
    });
    expectEnvelope(r, 403, "CSRF");
    expect(await rows()).toHaveLength(0);
  });
});

describe("bad input → 4xx envelope, nothing written", () => {
  const bad: [string, unknown][] = [
    ["http: address", { social_facebook: "http://facebook.com/marhaba" }],
    ["javascript: address", { social_instagram: "javascript:alert(1)" }],
    ["data: address", { video_channel_url: "data:text/html,<script>alert(1)</script>" }],
    ["relative link", { social_x: "/" }],
    ["not an address", { social_linkedin: "marhaba" }],
    ["credentials in address", { video_channel_url: "https://user:pw@youtube.com/@x" }],
    ["control characters", { contact_address: "1 Rue\u0000 Paris" }],
    ["escape character in phone", { contact_phone: "+33\u001b[2J" }],
    ["line break in e-mail", { contact_email: "a@b.fr\nBcc: x@y.z" }],
    ["huge string", { contact_address: "x".repeat(100_000) }],
    ["too many address lines", { contact_address: "a\nb\nc\nd\ne\nf" }],
    ["letters as phone", { contact_phone: "call us" }],
    ["not an e-mail", { contact_email: "hello" }],
    ["unknown key", { contact_fax: "+33 1" }],
    ["wrong type (number)", { contact_phone: 33123 }],
    ["wrong type (null)", { contact_email: null }],
    ["wrong type (object)", { social_x: { url: "https://x.com/a" } }],
    ["empty body", {}],
    ["array body", [{ contact_phone: "+33 1 23" }]],
    ["video id too short", { landing_videos: [{ id: "abc", title: "Colours" }] }],
    ["video id with a slash", { landing_videos: [{ id: "abcdefghij/", title: "Colours" }] }],
    ["video without title", { landing_videos: [{ id: "abcdefghijk", title: "  " }] }],
    [
      "video with extra field",
      { landing_videos: [{ id: "abcdefghijk", title: "Colours", url: "https://evil.test" }] },
    ],
    [
      "video listed twice",
      {
        landing_videos: [
          { id: "abcdefghijk", title: "A" },
          { id: "abcdefghijk", title: "B" },
        ],
      },
    ],
    [
      "too many videos",
      {
        landing_videos: Array.from({ length: 25 }, (_, i) => ({
          id: `abcdefghi${String(i).padStart(2, "0")}`,
          title: "V",
        })),
      },
    ],
    ["one bad key spoils the batch", { contact_phone: "+33 1 23 45 67 89", social_x: "http://x.com/a" }],
  ];
  for (const [name, body] of bad)
    test(name, async () => {
      const r = await patch(body);
      expectEnvelope(r, 422, "VALIDATION");
      expect(r.text.length).toBeLessThan(2000); // names fields, never echoes the value back
      expect(await rows()).toHaveLength(0);
    });

  test("malformed JSON", async () => {
    const r = await t.call("PATCH", "/api/v1/admin/site", { token: admin.token, raw: '{"contact_phone": ' });
    expectEnvelope(r, 400, "MALFORMED_JSON");
    expect(await rows()).toHaveLength(0);
  });

  test("video preview refuses what is not a YouTube video", async () => {
    for (const url of [
      "https://vimeo.com/12345678901",
      "https://www.youtube.com/watch?v=short",
      "javascript:alert(1)",
      "https://youtube.com.evil.test/watch?v=abcdefghijk",
      "x".repeat(501),
      "",
    ]) {
      const r = await t.call("POST", "/api/v1/admin/site/video-preview", {
        token: admin.token,
        body: { url },
      });
      expectEnvelope(r, 422, "VALIDATION");
    }
    expectEnvelope(
      await t.call("POST", "/api/v1/admin/site/video-preview", { token: admin.token, body: { url: 5 } }),
      422,
    );
    expectEnvelope(
      await t.call("POST", "/api/v1/admin/site/video-preview", { token: admin.token, raw: "{" }),
      400,
    );
  });
});

test("video links are parsed to an 11-character id, strictly", () => {
  const id = "dQw4w9WgXcQ";
  for (const ok of [
    id,
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `youtube.com/watch?v=${id}&t=10`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}`,
  ])
    expect(parseVideoRef(ok)).toBe(id);
  for (const no of [
    "dQw4w9WgXc",
    "dQw4w9WgXcQQ",
    `https://evil.test/watch?v=${id}`,
    `https://www.youtube.com/watch?v=${id}"><script>`,
    `ftp://youtube.com/watch?v=${id}`,
    `https://www.youtube.com/embed/${id}/x`,
  ])
    expect(parseVideoRef(no)).toBeNull();
});

describe("a change", () => {
  test("preview shows the parsed id and its picture before anything is saved", async () => {
    const r = await t.call("POST", "/api/v1/admin/site/video-preview", {
      token: admin.token,
      body: { url: "https://www.youtube.com/watch?v=abcdefghijk&list=x" },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: "abcdefghijk",
      thumbnail_url: "https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg",
      embed_url: "https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0",
    });
    expect(await rows()).toHaveLength(0);
  });

  test("is stored, audited with before and after, and shows on the cached signed-out landing page at once", async () => {
    // The signed-out landing is cached with nothing set: no video section, no contact details, no social links.
    const first = await t.call("GET", "/");
    const again = await t.call("GET", "/");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    for (const html of [first.text, again.text]) {
      expect(html).not.toContain('class="section videos"');
      expect(html).not.toContain('class="footer-contact"');
      expect(html).not.toContain('class="social"');
      expect(html).not.toContain("Our video channel");
    }

    const r = await patch({
      contact_phone: " +33 1 23 45 67 89 ",
      contact_email: "bonjour@ecole-marhaba.fr",
      contact_address: "12 rue des Écoles\r\n75005 Paris",
      social_facebook: "https://www.facebook.com/ecole.marhaba",
      video_channel_url: "https://www.youtube.com/@ecole-marhaba",
      landing_videos: [{ id: "abcdefghijk", title: "Colours in Arabic" }],
    });
    expect(r.status).toBe(200);
    expect(r.body.settings.contact_phone).toBe("+33 1 23 45 67 89"); // trimmed
    expect(r.body.settings.contact_address).toBe("12 rue des Écoles\n75005 Paris");

    const audit = (await t.deps.db.select().from(auditLog).orderBy(desc(auditLog.id))).filter(
      (a) => a.action === "site.update",
    );
    expect(audit.map((a) => a.targetId).sort()).toEqual([
      "contact_address",
      "contact_email",
      "contact_phone",
      "landing_videos",
      "social_facebook",
      "video_channel_url",
    ]);
    const phone = audit.find((a) => a.targetId === "contact_phone")!;
    expect(phone.actorLabel).toBe("head@school.test");
    expect(phone.targetType).toBe("site");
    expect(phone.before).toBe("");
    expect(phone.after).toBe("+33 1 23 45 67 89");

    const html = (await t.call("GET", "/")).text;
    expect(html).toContain('class="section videos"');
    expect(html).toContain("Colours in Arabic");
    expect(html).toContain('href="tel:+33123456789"');
    expect(html).toContain("bonjour@ecole-marhaba.fr");
    expect(html).toContain('href="https://www.facebook.com/ecole.marhaba"');
    expect(html).toContain('href="https://www.youtube.com/@ecole-marhaba"');
    // The facade: no player and no picture before a click (the picture loads in the browser), no tracking link.
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain('i.ytimg.com/vi/abcdefghijk/hqdefault.jpg" alt');
    expect(html).not.toContain("youtube.com/watch");
    expect(html).toContain('class="video-placeholder"');
    const contact = (await t.call("GET", "/contact")).text;
    expect(contact).toContain("75005 Paris");

    // GET /site, as the browser reads it.
    const site = (await t.call("GET", "/api/v1/site")).body;
    expect(site.contact).toEqual({
      address: "12 rue des Écoles\n75005 Paris",
      phone: "+33 1 23 45 67 89",
      email: "bonjour@ecole-marhaba.fr",
    });
    expect(site.social).toEqual([
      { network: "facebook", label: "Facebook", url: "https://www.facebook.com/ecole.marhaba" },
    ]);
    expect(site.videos[0].embed_url).toStartWith("https://www.youtube-nocookie.com/embed/abcdefghijk");
  });

  test("an empty value clears the setting and hides it again; an unchanged value writes no audit entry", async () => {
    const before = (await t.deps.db.select().from(auditLog)).length;
    expect((await patch({ contact_email: "bonjour@ecole-marhaba.fr" })).status).toBe(200);
    expect((await t.deps.db.select().from(auditLog)).length).toBe(before);

    expect(
      (
        await patch({
          landing_videos: [],
          contact_phone: "",
          contact_address: "",
          contact_email: "",
          social_facebook: "",
          video_channel_url: "",
        })
      ).status,
    ).toBe(200);
    expect(await rows()).toHaveLength(0);
    const html = (await t.call("GET", "/")).text;
    expect(html).not.toContain('class="section videos"');
    expect(html).not.toContain('class="footer-contact"');
    expect(html).not.toContain("bonjour@ecole-marhaba.fr");
  });

  test("a change written by another process (the CLI) reaches the cached page after the next refresh", async () => {
    await t.call("GET", "/"); // cached
    await t.deps.db.insert(siteSettings).values({
      key: "contact_email",
      value: "cli@ecole-marhaba.fr",
      updatedAt: new Date(),
      updatedBy: "cli:ops",
    });
    expect((await t.call("GET", "/")).text).not.toContain("cli@ecole-marhaba.fr"); // still the cached render
    await refreshSiteSettings(t.deps); // what the server does every SETTINGS_TTL_MS
    expect(SETTINGS_TTL_MS).toBeLessThanOrEqual(10_000);
    expect((await t.call("GET", "/")).text).toContain("cli@ecole-marhaba.fr");
  });
});

test("the admin subscription list says whether this is production, so the testing note is left out there", async () => {
  expect(
    (await t.call("GET", "/api/v1/admin/subscriptions", { token: admin.token })).body.is_production,
  ).toBe(false);
  const prod = await makeTestApp({
    NODE_ENV: "production",
    ALLOW_TEST_CLOCK: "0",
    ALLOW_LOCAL_CHECKOUT: "1",
    APP_URL: "https://marhaba.example",
  });
  try {
    const boss = await signIn(prod.deps, await createTestUser(prod.deps, { isAdmin: true }));
    const r = await prod.call("GET", "/api/v1/admin/subscriptions", { token: boss.token });
    expect(r.status).toBe(200);
    expect(r.body.is_production).toBe(true);
  } finally {
    prod.close();
  }
});
