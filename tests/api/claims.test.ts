// Every claim true (issue #28): each public and signed-in page is read as a visitor reads it (the
// text, not the markup or the hydration data) and every number and feature word in it is checked
// against the instance. The same pages on an instance with recorded audio, videos and a forum say more.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { makeTestApp, createTestUser, signIn, type TestApp } from "../support/app";
import { audioClips, subscriptions } from "../../src/db/schema";
import { audioItems } from "../../src/modules/audio/service";
import { publicClaims, refreshClaims } from "../../src/modules/claims/service";
import { updateSiteSettings } from "../../src/modules/site/service";
import { DEMO_DAYS, FIRST_PURCHASE_MONTHS, PRICE, RENEW_WINDOW_DAYS } from "../../shared/price";
import type { Claims } from "../../shared/claims";

/** What a visitor reads: scripts, styles and tags gone, entities decoded, one block per element. */
export function visibleBlocks(html: string): string[] {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<noscript[\s\S]*?<\/noscript>/g, " ")
    .replace(/<!-- -->/g, "");
  return body
    .split(/<\/?(?:p|li|h[1-6]|dt|dd|td|th|a|button|label|option|span class="badge[^"]*")\b[^>]*>/)
    .map((b) =>
      b
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&nbsp;|\u00a0/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

/** The spec's feature titles stay whatever the instance has (their text tells the truth). */
const TITLES = new Set([
  "Complete Video Suite",
  "Songs and Tales",
  "Qualified Teachers",
  "Courses with a teacher",
  "Videos",
]);
/** A block that says a thing is not here yet may name it. */
const NOT_YET = /\b(coming|not (offered|available|here|part of)|no videos here yet|not here yet)\b/i;

/** Feature words and when this instance may use them. */
function features(c: Claims): { word: RegExp; allowed: boolean; what: string }[] {
  return [
    { what: "videos", word: /\bvideos?\b/i, allowed: c.videos > 0 },
    { what: "songs", word: /\bsongs?\b|sing-along/i, allowed: false },
    { what: "tales", word: /\btales?\b|\bstories\b/i, allowed: c.tales > 0 },
    { what: "native speakers", word: /native[- ]speak/i, allowed: false },
    { what: "recordings", word: /\brecord(ed|ing)s?\b|\bpronunciation\b/i, allowed: c.audio.complete },
    { what: "a forum", word: /\bforum\b|\btutors?\b/i, allowed: !!c.forum_url },
    {
      what: "live teachers",
      word: /\b(live (sessions?|lessons?)|years of experience|small groups)\b/i,
      allowed: false,
    },
    { what: "CEFR", word: /\bCEFR\b|\bA1\b|\bC2\b/, allowed: false },
  ];
}

/** Numbers a page may show: the instance's figures and the product's constants, nothing else. */
function allowedNumbers(c: Claims): Set<number> {
  const figures = [
    c.levels,
    c.levels_available,
    c.levels - c.levels_available,
    c.units,
    c.lessons,
    c.activities,
    c.words,
    c.tales,
    c.videos,
    c.level_test_questions,
  ];
  figures.push(c.audio.recorded, c.audio.total); // the recording coverage, as the accessibility statement gives it
  const constants = [
    PRICE.amountCents / 100,
    PRICE.oldAmountCents / 100,
    (PRICE.oldAmountCents - PRICE.amountCents) / 100,
    PRICE.months,
    PRICE.freeMonthsFirstPurchase,
    FIRST_PURCHASE_MONTHS,
    DEMO_DAYS,
    RENEW_WINDOW_DAYS,
    2, // the demo's first 2 lessons per level; 2 weeks
    24, // replies within 24 hours; 24/7
    7,
    4, // ages 4 to 14; 4 child profiles
    5, // about 5 minutes
    10, // ten minutes a day
    1, // lesson 1, step 1
    30, // 30 days (privacy and retention)
    12,
    44, // the touch-target size the accessibility statement names
    48,
    320, // WCAG's reflow width
  ];
  return new Set([...[...figures, ...constants].filter((n) => n > 0), c.audio.recorded]);
}

function check(path: string, html: string, c: Claims, year: number): string[] {
  const problems: string[] = [];
  const allowed = allowedNumbers(c);
  for (const block of visibleBlocks(html)) {
    if (/^[\u0600-\u06ff\s]+$/.test(block)) continue;
    if (/^\d+ Days \d+ Hours \d+ Minutes \d+ Seconds$/.test(block)) continue; // the plan's own countdown
    // a level's own name (the content calls a level "A1") is the instance's, not a CEFR claim
    const named = c.level_names_available.reduce((b, n) => b.split(n).join(" "), block);
    for (const f of features(c))
      if (
        f.word.test(f.what === "CEFR" ? named : block) &&
        !f.allowed &&
        !TITLES.has(block.replace(/ - Marhaba, Arabic for children$/, "")) &&
        !NOT_YET.test(block)
      )
        problems.push(`${path}: claims ${f.what}: "${block}"`);
    for (const m of block.matchAll(/(?<![\w.:/-])\d[\d,]*(?![\w:/])/g)) {
      const n = Number(m[0].replace(/,/g, ""));
      if (n >= year - 1 && n <= year + 3) continue; // a date's year
      if (
        /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{4}\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{1,2}, \d{4}\b/.test(
          block,
        )
      )
        continue;
      if (!allowed.has(n)) problems.push(`${path}: the number ${m[0]} is not this instance's: "${block}"`);
    }
  }
  return problems;
}

const PUBLIC = [
  "/",
  "/home",
  "/contact",
  "/credits",
  "/privacy",
  "/terms",
  "/accessibility",
  "/login",
  "/signup",
  "/forgot-password",
  "/verify-email-notice",
  ...[1, 2, 3, 4, 5, 6].map((i) => `/service-single/${i}`),
];
const SIGNED_IN = [
  "/dashboard",
  "/subscribe",
  "/subscription",
  "/profile",
  "/demo-confirmation",
  "/level-test",
  "/demo-expired",
  "/renew",
  "/trial-expired",
];

async function scan(t: TestApp) {
  const c = await publicClaims(t.deps);
  const year = t.deps.clock.now().getUTCFullYear();
  const problems: string[] = [];
  const pages: Record<string, string> = {};
  for (const path of PUBLIC) {
    const r = await t.call("GET", path);
    expect(r.status).toBe(200);
    pages[path] = r.text;
    problems.push(...check(path, r.text, c, year));
  }
  // a family with no plan, one in its demo: every signed-in page they can open
  for (const plan of [null, "demo"] as const) {
    const user = await createTestUser(t.deps);
    if (plan) {
      const now = t.deps.clock.now();
      await t.deps.db.insert(subscriptions).values({
        userId: user.id,
        type: plan,
        status: "active",
        startDate: now,
        endDate: new Date(now.getTime() + DEMO_DAYS * 864e5),
      });
    }
    const { cookie } = await signIn(t.deps, user);
    for (const path of SIGNED_IN) {
      const r = await t.call("GET", path, { cookie });
      if (r.status !== 200) continue; // redirected away (e.g. /renew without a plan): scanned where it lands
      pages[`${plan ?? "none"} ${path}`] = r.text;
      problems.push(...check(`${plan ?? "none"} ${path}`, r.text, c, year));
    }
  }
  return { problems, pages, claims: c };
}

describe("claims on a bare instance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  test("every number and feature word on every page is the instance's", async () => {
    const { problems, pages, claims } = await scan(t);
    expect(problems).toEqual([]);
    expect(claims.audio.complete).toBe(false);
    const landing = visibleBlocks(pages["/"]).join("\n");
    // the figures are there, from the content
    expect(landing).toContain(`${claims.lessons} lessons in ${claims.units} units`);
    expect(landing).toContain(`At most ${claims.level_test_questions} questions`);
    expect(landing).not.toMatch(/recorded audio|Open the forum/);
    expect(pages["/"]).not.toContain('class="fact-value">0<');
    // the sign-in panels and /subscribe say the same as the landing
    const panel = visibleBlocks(pages["/login"]).join("\n");
    expect(panel).toMatch(/Interactive lessons, tracing, games/);
    expect(visibleBlocks(pages["demo /subscribe"]).join("\n")).toContain(
      `The full library: ${claims.lessons} lessons in ${claims.units} units`,
    );
  }, 30_000);

  test("the scan itself catches an untrue claim", () => {
    const c = {
      levels: 8,
      levels_available: 2,
      level_names_available: ["A", "B"],
      units: 16,
      lessons: 80,
      activities: 700,
      words: 190,
      tales: 0,
      audio: { recorded: 0, total: 305, complete: false },
      videos: 0,
      forum_url: null,
      level_test_questions: 15,
      processors: { payments: "none" as const, mail: false, google_sign_in: false, school_sign_in: false },
    };
    expect(check("/x", "<p>590 Videos</p>", c, 2026)).toHaveLength(2);
    expect(check("/x", "<p>The full library: 250 learning units</p>", c, 2026)).toHaveLength(1);
    expect(check("/x", "<li>A forum with tutors</li>", c, 2026)).toHaveLength(1);
    expect(check("/x", "<li>native-speaker audio</li>", c, 2026)).toHaveLength(1);
    expect(check("/x", "<li>Videos: coming, not part of any price</li>", c, 2026)).toEqual([]);
    expect(check("/x", "<p>80 lessons in 16 units, until 26 Nov 2027</p>", c, 2026)).toEqual([]);
  });
});

describe("claims on an instance with recorded audio, videos and a forum", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
    const now = t.deps.clock.now();
    // every audio item recorded (rows only: the scan reads claims, not files)
    const rows = [...audioItems().keys()].map((itemId, i) => ({
      itemId,
      fileName: `${itemId}.x.mp3`,
      mime: "audio/mpeg",
      bytes: 1000,
      durationMs: 800,
      sha256: i.toString(16).padStart(64, "0"),
      processed: true,
      uploadedBy: "test",
      createdAt: now,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await t.deps.db.insert(audioClips).values(rows.slice(i, i + 100));
    await updateSiteSettings(
      t.deps,
      { userId: null, label: "test" },
      {
        landing_videos: [
          { id: "abcdefghijk", title: "Colours" },
          { id: "bcdefghijkl", title: "Numbers" },
        ],
        forum_url: "https://forum.example.org/",
      },
    );
    await refreshClaims(t.deps);
  });
  afterAll(() => t.close());

  test("the same pages say more, and everything they say is still true", async () => {
    const { problems, pages, claims } = await scan(t);
    expect(problems).toEqual([]);
    expect(claims.audio.complete).toBe(true);
    expect(claims.videos).toBe(2);
    const landing = visibleBlocks(pages["/"]).join("\n");
    expect(landing).toContain("recorded audio for every letter and word");
    expect(landing).toContain("Open the forum");
    expect(pages["/"]).toContain(`class="fact-value">${claims.audio.recorded.toLocaleString("en-US")}<`);
    expect(pages["/"]).toContain('class="fact-value">2<');
    expect(visibleBlocks(pages["/service-single/3"]).join("\n")).toContain(
      "2 videos to watch on the home page",
    );
    expect(visibleBlocks(pages["demo /subscribe"]).join("\n")).toContain(
      "recorded audio for every letter and word",
    );
  }, 30_000);

  test("a clip deleted: the claim goes at the next read", async () => {
    const [first] = audioItems().keys();
    const { eq } = await import("drizzle-orm");
    await t.deps.db.delete(audioClips).where(eq(audioClips.itemId, first));
    const { claims, changed } = await refreshClaims(t.deps);
    expect(changed).toBe(true);
    expect(claims.audio.complete).toBe(false);
    const r = await t.call("GET", "/");
    expect(visibleBlocks(r.text).join("\n")).not.toContain("recorded audio");
  });
});
