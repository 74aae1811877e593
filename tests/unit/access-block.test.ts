// The `access` block (issue #12): every case the pages show, from the one pure rule.
// A child reading the family's plan is in tests/api/access-block.test.ts (it needs the holder rule).
import { describe, expect, test } from "bun:test";
import { accessBlock, DEMO_LESSONS_PER_LEVEL } from "../../src/modules/access/accessBlock";
import { DAY_MS } from "../../src/lib/clock";
import { RENEW_WINDOW_DAYS } from "../../shared/price";

const now = new Date("2026-03-10T12:00:00.000Z");
const inDays = (d: number) => new Date(now.getTime() + d * DAY_MS);
const levels = ["pre_a1", "beginner"];
const plan = (type: "demo" | "paid", status: "active" | "cancelled" | "expired", endDays: number) => ({
  plan: { type, status, endDate: inDays(endDays) },
});

describe("accessBlock", () => {
  test("no plan: nothing open, nothing ended", () => {
    expect(accessBlock({ plan: null }, now, levels)).toEqual({
      kind: "none",
      live: false,
      cancelled: false,
      expired: false,
      days_left: null,
      ends_at: null,
      renew_window: false,
      unlocked: { lessons: "none", lessons_per_level: 0, levels: [] },
    });
  });

  test("a running demo opens the first lessons of every level", () => {
    expect(accessBlock(plan("demo", "active", 13.5), now, levels)).toEqual({
      kind: "demo",
      live: true,
      cancelled: false,
      expired: false,
      days_left: 14,
      ends_at: inDays(13.5).toISOString(),
      renew_window: false,
      unlocked: { lessons: "first_per_level", lessons_per_level: DEMO_LESSONS_PER_LEVEL, levels },
    });
  });

  test("an ended demo (end date passed, whatever the stored status) is none and expired", () => {
    for (const p of [plan("demo", "active", -1), plan("demo", "expired", 3), plan("demo", "active", 0)]) {
      const a = accessBlock(p, now, levels);
      expect(a).toMatchObject({
        kind: "none",
        live: false,
        expired: true,
        cancelled: false,
        days_left: null,
        renew_window: false,
      });
      expect(a.unlocked).toEqual({ lessons: "none", lessons_per_level: 0, levels: [] });
      expect(a.ends_at).toBe(p.plan.endDate.toISOString());
    }
  });

  test("a running Premium plan far from its end opens everything, renewal not yet open", () => {
    expect(accessBlock(plan("paid", "active", 300), now, levels)).toEqual({
      kind: "premium",
      live: true,
      cancelled: false,
      expired: false,
      days_left: 300,
      ends_at: inDays(300).toISOString(),
      renew_window: false,
      unlocked: { lessons: "all", lessons_per_level: null, levels },
    });
  });

  test("a cancelled Premium plan that still runs is Premium, cancelled, until its end date", () => {
    expect(accessBlock(plan("paid", "cancelled", 120), now, levels)).toMatchObject({
      kind: "premium",
      live: true,
      cancelled: true,
      expired: false,
      days_left: 120,
      ends_at: inDays(120).toISOString(),
      unlocked: { lessons: "all" },
    });
  });

  test("the renew window opens at RENEW_WINDOW_DAYS left, for Premium only", () => {
    expect(accessBlock(plan("paid", "active", RENEW_WINDOW_DAYS), now, levels).renew_window).toBe(true);
    expect(accessBlock(plan("paid", "active", RENEW_WINDOW_DAYS + 0.5), now, levels).renew_window).toBe(
      false,
    ); // 61 days, rounded up
    expect(accessBlock(plan("paid", "cancelled", 5), now, levels)).toMatchObject({
      renew_window: true,
      cancelled: true,
      days_left: 5,
    });
    expect(accessBlock(plan("demo", "active", 5), now, levels).renew_window).toBe(false);
  });

  test("an ended Premium plan (expired, or cancelled past its end) is none and expired", () => {
    for (const p of [
      plan("paid", "active", -2),
      plan("paid", "cancelled", -2),
      plan("paid", "expired", 10),
    ]) {
      expect(accessBlock(p, now, levels)).toMatchObject({
        kind: "none",
        live: false,
        cancelled: false,
        expired: true,
        days_left: null,
        renew_window: false,
      });
    }
  });

  test("a pupil's class licence is Premium while it runs, never in a renew window; none without one", () => {
    expect(accessBlock({ classLicenceUntil: inDays(10) }, now, levels)).toMatchObject({
      kind: "premium",
      live: true,
      days_left: 10,
      renew_window: false,
      unlocked: { lessons: "all", levels },
    });
    expect(accessBlock({ classLicenceUntil: inDays(-1) }, now, levels)).toMatchObject({
      kind: "none",
      expired: true,
    });
    expect(accessBlock({ classLicenceUntil: null }, now, levels)).toMatchObject({
      kind: "none",
      expired: false,
      ends_at: null,
    });
  });
});
