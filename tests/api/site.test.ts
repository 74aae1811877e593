// Server render of the public site: every section in order, the CTAs by visitor state,
// service pages and their 404, /contact, /ui-config, and the anonymous page cache.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { subscriptions } from "../../src/db/schema";
import { services } from "../../web/data/services";
import { ctaTarget, NOTICES, type CtaTarget } from "../../web/components/site/ctaRules";
import { translatorFor } from "../../shared/i18n/catalogues";
import { generateCss, parseLayoutConfig, defaultLayoutConfig } from "../../web/lib/layoutConfig";
import { courseIndex } from "../../src/modules/content/courseIndex";

// The landing states the course's real figures (issue 11), derived from the content that ships.
const { totals } = courseIndex();

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const hrefOf = (html: string, label: string) => {
  const m = html.match(new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${label}</a>`));
  return m?.[1]?.replace(/&amp;/g, "&");
};

async function withSubscription(type: "demo" | "paid") {
  const user = await createTestUser(t.deps);
  const now = t.deps.clock.now();
  await t.deps.db.insert(subscriptions).values({
    userId: user.id,
    type,
    status: "active",
    startDate: now,
    endDate: new Date(now.getTime() + 10 * 864e5),
  });
  return signIn(t.deps, user);
}

describe("landing page", () => {
  test("/ and /home render every section in the spec's order with title and description", async () => {
    for (const path of ["/", "/home"]) {
      const r = await t.call("GET", path);
      expect(r.status).toBe(200);
      expect(r.text).toContain("<title>Learn Arabic Online - Master the Arabic Language</title>");
      expect(r.text).toMatch(/<meta name="description" content="[^"]*interactive lessons[^"]*friendly bot/);
      const order = [
        'class="site-header"',
        'class="hero"',
        'id="about"',
        'id="features"',
        'class="section fun-facts"',
        'class="section cta-banner"',
        'id="level-test"',
        'class="section bundles"',
        'id="contact"',
        'class="site-footer"',
        'class="scroll-top"',
      ];
      const positions = order.map((s) => r.text.indexOf(s));
      expect(positions.every((p) => p > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // No operator video yet: no empty video section (tests/api/site-settings.test.ts adds some).
      expect(r.text).not.toContain('class="section videos"');
    }
  });

  test("copy and counters of sections 1 and 9", async () => {
    const { text } = await t.call("GET", "/");
    // The spec's titles stay; the figures are the content's own (issue #28: tests/api/claims.test.ts scans further).
    for (const s of [
      "Diverse Activities",
      "Enriched Vocabularies",
      "Complete Video Suite",
      "Songs and Tales",
      "24/7 access",
      "Tests &amp; Quizzes",
      "Enjoyable Experience",
      "Interactive Learning",
      "Innovative Approach",
      "Qualified Teachers",
      `${totals.units}</strong> learning units`,
      `${totals.levels_available}</strong> learning levels`,
      `${totals.lessons} lessons in ${totals.units} units`,
      `>${totals.lessons.toLocaleString("en-US")}<`,
      `>${totals.activities.toLocaleString("en-US")}<`,
      "€40</strong> / year",
      "€49</del>",
      "14 months (12 + 2 free)",
      "At most 15 questions",
      "© 2025",
    ])
      expect(text).toContain(s);
    for (const s of [
      ">11<",
      ">1,200<",
      ">590<",
      ">1,737<",
      "On request",
      "8 lessons of 30 minutes",
      "50 questions",
      "60 minutes",
      "CEFR",
      "native-speaking",
      "A forum",
    ])
      expect(text).not.toContain(s);
    // Arabic is set right-to-left in the Arabic face.
    expect(text).toMatch(/<span lang="ar" dir="rtl" class="arabic">مرحبا<\/span>/);
    // Header links and anchors.
    for (const [label, href] of [
      ["Home", "/"],
      ["About", "/#about"],
      ["Features", "/#features"],
      ["Assessment", "/#level-test"],
      ["Contact", "/#contact"],
    ])
      expect(text).toContain(`href="${href}">${label}</a>`);
  });

  test("each service links to its page; images below the fold are sized and lazy", async () => {
    const { text } = await t.call("GET", "/");
    for (const s of services) expect(text).toContain(`href="/service-single/${s.Id}"`);
    const imgs = [...text.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs.length).toBeGreaterThan(3);
    for (const img of imgs) {
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
      if (!img.includes("bot.svg")) expect(img).toContain('loading="lazy"');
    }
  });

  test("signed out, every call-to-action goes to sign-up carrying the action", async () => {
    const { text } = await t.call("GET", "/");
    expect(hrefOf(text, "Access Free Demo")).toBe("/signup?action=demo");
    expect(hrefOf(text, "Request Free Demo")).toBe("/signup?action=demo");
    expect(hrefOf(text, "Get Started")).toBe("/signup?action=demo");
    expect(hrefOf(text, "Enroll Today")).toBe("/signup?action=subscribe");
    expect(hrefOf(text, "Take the Level Test")).toBe("/signup?action=level-test&from=%2Flevel-test");
    expect(hrefOf(text, "Reach Out")).toBe("/contact");
    // Issue 10: the bundle buttons are live (Enroll Now follows Enroll Today; Contact us chooses the school topic).
    expect(hrefOf(text, "Enroll Now")).toBe("/signup?action=subscribe");
    expect(hrefOf(text, "Contact us")).toBe("/contact?topic=school");
    for (const stale of ["4.9 €", "69 €", "/ month"]) expect(text).not.toContain(stale);
    expect(text).toContain(">Sign In</a>");
    expect(text).toContain(">Sign Up</a>");
  });

  test("the server render knows the signed-in state: no subscription, demo, paid", async () => {
    const none = await signIn(t.deps, await createTestUser(t.deps));
    let r = await t.call("GET", "/", { cookie: none.cookie });
    expect(r.text).not.toContain(">Sign Up</a>");
    expect(r.text).toContain("user-menu");
    expect(hrefOf(r.text, "Access Free Demo")).toBe("/demo-confirmation");
    expect(hrefOf(r.text, "Enroll Today")).toBe("/subscribe");
    expect(hrefOf(r.text, "Take the Level Test")).toBe("/level-test");
    expect(r.headers.get("x-page-cache")).toBeNull();

    r = await t.call("GET", "/", { cookie: (await withSubscription("demo")).cookie });
    expect(hrefOf(r.text, "Access Free Demo")).toBe("/dashboard");
    expect(hrefOf(r.text, "Enroll Today")).toBe("/subscribe");
    expect(hrefOf(r.text, "Take the Level Test")).toBe("/level-test");

    r = await t.call("GET", "/", { cookie: (await withSubscription("paid")).cookie });
    expect(hrefOf(r.text, "Get Started")).toBe("/dashboard");
    expect(hrefOf(r.text, "Enroll Today")).toBe("/dashboard");
    expect(hrefOf(r.text, "Enroll Now")).toBe("/dashboard");
    expect(hrefOf(r.text, "Take the Level Test")).toBe("/level-test");
  });
});

describe("call-to-action table (SPEC section 2)", () => {
  // the visitor as the server's access block says (issue #12): an ended demo reads none
  const out = { signedIn: false, kind: "none" as const };
  const none = { ...out, signedIn: true };
  const demo = { ...none, kind: "demo" as const };
  const paid = { ...none, kind: "premium" as const };
  const expiredDemo = { ...none, kind: "none" as const };
  // the notice is a catalogue key, worded where shown: here in English
  const english = (c: CtaTarget) => (c.notice ? { ...c, notice: translatorFor("en")(c.notice) } : c);
  test("demo entry", () => {
    expect(ctaTarget("demo", out)).toEqual({ to: "/signup?action=demo" });
    expect(english(ctaTarget("demo", paid))).toEqual({
      to: "/dashboard",
      notice: "You already have a premium subscription!",
    });
    expect(english(ctaTarget("demo", demo))).toEqual({
      to: "/dashboard",
      notice: "You already have demo access!",
    });
    expect(ctaTarget("demo", none)).toEqual({ to: "/demo-confirmation" });
    expect(ctaTarget("demo", expiredDemo)).toEqual({ to: "/demo-confirmation" }); // that page sends them on to /demo-expired
  });
  test("opportunity cards and level test", () => {
    expect(ctaTarget("enroll", out).to).toBe("/signup?action=subscribe");
    expect(ctaTarget("enroll", paid)).toEqual({ to: "/dashboard", notice: NOTICES.premium });
    expect(ctaTarget("enroll", demo)).toEqual({ to: "/subscribe" });
    expect(ctaTarget("demoCard", out).to).toBe("/signup?action=demo");
    expect(english(ctaTarget("demoCard", demo))).toEqual({
      to: "/dashboard",
      notice: "You already have an active subscription!",
    });
    expect(english(ctaTarget("demoCard", paid)).notice).toBe("You already have an active subscription!");
    expect(ctaTarget("demoCard", none)).toEqual({ to: "/demo-confirmation" });
    expect(ctaTarget("levelTest", out).to).toBe("/signup?action=level-test&from=%2Flevel-test");
    expect(ctaTarget("levelTest", paid)).toEqual({ to: "/level-test" });
    expect(ctaTarget("levelTest", demo)).toEqual({ to: "/level-test" });
  });
});

describe("service pages, contact, ui-config, 404", () => {
  test("/service-single/1..6 are real pages with their own titles", async () => {
    for (const s of services) {
      const r = await t.call("GET", `/service-single/${s.Id}`);
      expect(r.status).toBe(200);
      expect(r.text).toContain(`<h1>${s.sTitle.replace("&", "&amp;")}</h1>`);
      expect(r.text).toContain(
        `<title>${s.sTitle.replace("&", "&amp;")} - Marhaba, Arabic for children</title>`,
      );
    }
  });
  test("unknown service ids are a real 404 page", async () => {
    for (const id of ["0", "7", "abc", "1.5", "99999999999", "%00", "-1"]) {
      const r = await t.call("GET", `/service-single/${id}`);
      expect(r.status).toBe(404);
      expect(r.text).toContain("Page Not Found");
    }
  });
  test("/contact has the form with labelled fields and the honeypot", async () => {
    const r = await t.call("GET", "/contact");
    expect(r.status).toBe(200);
    expect(r.text).toContain("<title>Contact us - Marhaba</title>");
    expect(r.text).toMatch(/<label for="[^"]+-name">Your name<\/label>/);
    expect(r.text).toMatch(/<label for="[^"]+-email">Your email<\/label>/);
    expect(r.text).toMatch(/name="website"/);
  });
  test("/ui-config renders the tool without a login", async () => {
    const r = await t.call("GET", "/ui-config");
    expect(r.status).toBe(200);
    for (const s of [
      "Layout configuration",
      "Export JSON",
      "Import JSON",
      "Reset to default",
      "Force CSS refresh",
      "Preview mode",
      "Debug outlines",
      "Copy CSS",
      "hero",
      "features",
      "about",
      "services",
    ])
      expect(r.text).toContain(s);
  });
  test("an unknown path is the 404 page", async () => {
    const r = await t.call("GET", "/no/such/page");
    expect(r.status).toBe(404);
    expect(r.text).toContain(
      "The page you are looking for was moved, removed, renamed or might never existed.",
    );
  });
});

describe("layout configuration", () => {
  test("the default configuration generates CSS for every section and breakpoint", () => {
    const css = generateCss(defaultLayoutConfig());
    for (const s of [
      ".lc-hero-bot",
      ".lc-features-blob",
      ".lc-about-badge",
      ".lc-services-ring",
      "@media (max-width: 575px)",
      "@media (max-width: 991px)",
    ])
      expect(css).toContain(s);
  });
  test("imports are validated: bad JSON, wrong shapes and CSS injection are refused", () => {
    expect(parseLayoutConfig(JSON.stringify(defaultLayoutConfig()))).toEqual(defaultLayoutConfig());
    expect(parseLayoutConfig("{not json")).toBeNull();
    expect(parseLayoutConfig("[]")).toBeNull();
    expect(parseLayoutConfig(JSON.stringify({ version: 2, sections: {} }))).toBeNull();
    const evil = defaultLayoutConfig();
    evil.sections.hero.bot.transform = "none; } body { display: none";
    expect(parseLayoutConfig(evil)).toBeNull();
    const evil2 = defaultLayoutConfig() as any;
    evil2.sections.about.badge.overrides["575"] = { color: "red" };
    expect(parseLayoutConfig(evil2)).toBeNull();
  });
});

describe("anonymous page cache", () => {
  test("signed-out visitors share one render; signed-in visitors and notices get their own", async () => {
    const tt = await makeTestApp();
    try {
      const first = await tt.call("GET", "/contact");
      expect(first.headers.get("x-page-cache")).toBeNull();
      const second = await tt.call("GET", "/contact");
      expect(second.headers.get("x-page-cache")).toBe("hit");
      expect(second.text).toBe(first.text);
      expect(second.headers.get("set-cookie")).toBeNull();
      const gz = await tt.app.handle(
        new Request("http://localhost/contact", { headers: { "accept-encoding": "gzip" } }),
      );
      expect(gz.headers.get("content-encoding")).toBe("gzip");
      expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(
        first.text,
      );

      const { cookie } = await signIn(tt.deps, await createTestUser(tt.deps, { firstName: "Zaynab" }));
      const mine = await tt.call("GET", "/contact", { cookie });
      expect(mine.headers.get("x-page-cache")).toBeNull();
      expect(mine.text).toContain("user-menu");
      expect((await tt.call("GET", "/contact")).text).not.toContain("user-menu");

      const withNotice = await tt.call("GET", "/contact", {
        headers: {
          cookie: `mh_notice=${encodeURIComponent(JSON.stringify({ kind: "info", key: "site.notice.demo" }))}`,
        },
      });
      expect(withNotice.headers.get("x-page-cache")).toBeNull();
      expect(withNotice.text).toContain('"key":"site.notice.demo"'); // the page's session data; the browser words it
      expect((await tt.call("GET", "/contact")).text).not.toContain("site.notice.demo");

      // The account pages a signed-out visitor opens are shared too (issue #12); a signed-in visitor is still sent on.
      for (const path of [
        "/login",
        "/signup",
        "/forgot-password",
        "/verify-email-notice",
        "/login?next=%2Fcourses",
      ]) {
        const a = await tt.call("GET", path);
        const b = await tt.call("GET", path);
        expect([path, a.status, b.headers.get("x-page-cache")]).toEqual([path, 200, "hit"]);
        expect(b.text).toBe(a.text);
      }
      const signedIn = await tt.call("GET", "/login", { cookie });
      expect([signedIn.status, signedIn.headers.get("location")]).toEqual([302, "/dashboard"]);

      // Pages that did not opt in, and 404s, are never cached.
      await tt.call("GET", "/no-such-page");
      expect((await tt.call("GET", "/no-such-page")).headers.get("x-page-cache")).toBeNull();
      await tt.call("GET", "/service-single/42");
      expect((await tt.call("GET", "/service-single/42")).status).toBe(404);
    } finally {
      tt.close();
    }
  });
});
