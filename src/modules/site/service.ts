// Operator settings: read through a short in-process cache, written with an audit record.
// Anything that keeps a copy of what the settings show (the signed-out page cache) subscribes
// with onSiteChange and is told when a value changes, whether written here or, via
// refreshSiteSettings, by the CLI in another process.
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact, type Db } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { validate } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import {
  EMPTY,
  SETTINGS,
  SETTING_KEYS,
  SOCIAL_NETWORKS,
  SettingsPatch,
  isEmptyValue,
  isSettingKey,
  type SettingKey,
  type SettingValues,
} from "./settings";
import { embedUrl, thumbnailUrl } from "./youtube";
import type { PublicSite } from "./model";

/** Where the stored logo is served (site/branding.ts writes it; kept here so branding can import this module). */
const logoPath = (file: string) => `/branding/${file}`;

/** How long a read may be served from memory: bounds how late a change made by the CLI shows. */
export const SETTINGS_TTL_MS = 5_000;

type Cached = { values: SettingValues; signature: string; loadedAt: number };
const caches = new WeakMap<Db, Cached>();
const listeners = new WeakMap<Db, Set<() => void>>();

/** Called whenever a setting's value changes (the page cache clears itself). */
export function onSiteChange(deps: Pick<Deps, "db">, fn: () => void): () => void {
  let set = listeners.get(deps.db);
  if (!set) listeners.set(deps.db, (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

async function load(deps: Deps): Promise<Cached> {
  const rows = await deps.db.select().from(siteSettings);
  const values: SettingValues = { ...EMPTY };
  for (const r of rows) {
    if (!isSettingKey(r.key)) continue; // a key from a newer version: ignore it
    // postgres.js sends a string for a jsonb column as JSON text, so a value such as "7" or "42" comes back
    // as a number there: read it as the text it was written as
    const raw = typeof r.value === "number" || typeof r.value === "boolean" ? String(r.value) : r.value;
    const parsed = SETTINGS[r.key].safeParse(raw);
    if (parsed.success) (values as Record<string, unknown>)[r.key] = parsed.data;
    else deps.log.warn("ignoring an invalid stored site setting", { key: r.key });
  }
  return { values, signature: JSON.stringify(values), loadedAt: performance.now() };
}

function notify(deps: Deps) {
  for (const fn of listeners.get(deps.db) ?? []) {
    try {
      fn();
    } catch (e) {
      deps.log.error("site change listener failed", { error: String(e) });
    }
  }
}

/** Re-reads the table now; tells the listeners when something changed since the last read. */
export async function refreshSiteSettings(deps: Deps, changed = false): Promise<SettingValues> {
  const before = caches.get(deps.db);
  const next = await load(deps);
  caches.set(deps.db, next);
  if (changed || (before && before.signature !== next.signature)) notify(deps);
  return next.values;
}

export async function getSiteSettings(deps: Deps): Promise<SettingValues> {
  const c = caches.get(deps.db);
  if (c && performance.now() - c.loadedAt < SETTINGS_TTL_MS) return c.values;
  return refreshSiteSettings(deps);
}

/** Retention periods (issue #28): the operator's, else the defaults. */
export const RETENTION_DEFAULTS = { unverified_days: 30, inactive_months: 24, warning_days: 30 } as const;
export function retentionOf(s: SettingValues) {
  return {
    unverified_days: s.retention_unverified_days
      ? Number(s.retention_unverified_days)
      : RETENTION_DEFAULTS.unverified_days,
    inactive_months: s.retention_inactive_months
      ? Number(s.retention_inactive_months)
      : RETENTION_DEFAULTS.inactive_months,
    warning_days: RETENTION_DEFAULTS.warning_days,
  };
}

/** What the public pages show: only what is set. */
export async function publicSite(deps: Deps): Promise<PublicSite> {
  const s = await getSiteSettings(deps);
  const orNull = (v: string) => (v === "" ? null : v);
  return {
    contact: {
      address: orNull(s.contact_address),
      phone: orNull(s.contact_phone),
      email: orNull(s.contact_email),
    },
    social: SOCIAL_NETWORKS.filter((n) => s[n.key] !== "").map((n) => ({
      network: n.key.replace("social_", ""),
      label: n.label,
      url: s[n.key],
    })),
    video_channel_url: orNull(s.video_channel_url),
    videos: s.landing_videos.map((v) => ({
      id: v.id,
      title: v.title,
      thumbnail_url: thumbnailUrl(v.id),
      embed_url: embedUrl(v.id),
    })),
    // a self-hosted school's name and logo (header, certificates); nothing set → Marhaba alone
    school: { name: orNull(s.school_name), logo_url: s.school_logo ? logoPath(s.school_logo) : null },
    // the privacy notice (issue #28): who is responsible, and how long accounts are kept
    controller: { name: orNull(s.controller_name), address: orNull(s.controller_address) },
    retention: retentionOf(s),
    // THE flag every page reads before it shows a price, a checkout, the demo or an upgrade (issue #33):
    // false on a school's instance that sells nothing (PAYMENTS=off).
    payments: deps.config.payments === "on",
  };
}
export type { PublicSite };

/** Validates and stores any subset of the settings, one audit record per changed key, all in one transaction. */
export async function updateSiteSettings(deps: Deps, actor: Actor, input: unknown): Promise<SettingValues> {
  const patch = validate(SettingsPatch, input) as Partial<SettingValues>;
  const now = deps.clock.now();
  const current = (await load(deps)).values;
  const changed = (Object.keys(patch) as SettingKey[]).filter(
    (k) => JSON.stringify(patch[k]) !== JSON.stringify(current[k]),
  );
  if (changed.length) {
    await transact(deps.db, async (tx) => {
      for (const key of changed) {
        const value = patch[key]!;
        if (isEmptyValue(value)) await tx.delete(siteSettings).where(eq(siteSettings.key, key));
        else
          await tx
            .insert(siteSettings)
            .values({ key, value, updatedAt: now, updatedBy: actor.label.slice(0, 200) })
            .onConflictDoUpdate({
              target: siteSettings.key,
              set: { value, updatedAt: now, updatedBy: actor.label.slice(0, 200) },
            });
        await recordAudit(deps, tx, actor, {
          action: "site.update",
          targetType: "site",
          targetId: key,
          before: current[key],
          after: value,
        });
      }
    });
  }
  return refreshSiteSettings(deps, changed.length > 0);
}

export { SETTING_KEYS };
