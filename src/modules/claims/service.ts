// The one rule for what a visitor reads about this instance (issue #28): figures from the course
// content and the database, features only when they exist here. Kept for a few seconds like the
// operator settings; the claims-refresh job (src/jobs/claims.ts) re-reads it on the same beat, and a change (a clip recorded, a video
// set) tells the site listeners, so the signed-out page cache never keeps an old claim.
import type { Deps } from "../../deps";
import type { Db } from "../../db/client";
import type { Claims } from "../../../shared/claims";
import { courseIndex } from "../content/courseIndex";
import { audioCoverage } from "../audio/service";
import { MAX_QUESTIONS } from "../assessments/adaptive";
import { getSiteSettings, refreshSiteSettings, SETTINGS_TTL_MS } from "../site/service";

export type { Claims };

/** Recorded clips of the levels offered (the studio's coverage, issue #26): the audio claim is made only when
 *  every audio item the lessons of the available levels use has a current clip. */
export async function offeredAudio(deps: Deps): Promise<Claims["audio"]> {
  const cov = await audioCoverage(deps);
  const offered = cov.levels.filter((l) => l.status === "available" && l.items > 0);
  const total = offered.reduce((n, l) => n + l.items, 0);
  const recorded = offered.reduce((n, l) => n + l.fresh, 0);
  return { recorded, total, complete: total > 0 && recorded === total };
}

async function compute(deps: Deps): Promise<Claims> {
  const ix = courseIndex();
  const t = ix.totals;
  const available = ix.content.levels.filter((l) => l.meta.status === "available" && l.units.length > 0);
  const site = await getSiteSettings(deps);
  return {
    levels: t.levels,
    levels_available: available.length,
    level_names_available: available.map((l) => l.meta.name),
    units: t.units,
    lessons: t.lessons,
    activities: t.activities,
    words: t.words,
    tales: ix.content.lessons.filter((l) => l.lesson.kind === "story").length,
    audio: await offeredAudio(deps),
    videos: site.landing_videos.length,
    forum_url: site.forum_url || null,
    level_test_questions: MAX_QUESTIONS,
    processors: {
      payments: deps.config.stripe.secretKey ? "stripe" : "none",
      mail: !!deps.config.smtpUrl,
      google_sign_in: !!deps.config.google?.clientId,
      school_sign_in: !!deps.config.oidc?.issuer,
    },
  };
}

type Cached = { claims: Claims; signature: string; at: number };
const cache = new WeakMap<Db, Cached>();

/** Re-reads now; returns whether anything a page shows changed since the last read. */
export async function refreshClaims(deps: Deps): Promise<{ claims: Claims; changed: boolean }> {
  const before = cache.get(deps.db);
  const claims = await compute(deps);
  const signature = JSON.stringify(claims);
  cache.set(deps.db, { claims, signature, at: performance.now() });
  const changed = !!before && before.signature !== signature;
  if (changed) await refreshSiteSettings(deps, true); // the site's listeners (the page cache) forget old pages
  return { claims, changed };
}

export async function publicClaims(deps: Deps): Promise<Claims> {
  const c = cache.get(deps.db);
  if (c && performance.now() - c.at < SETTINGS_TTL_MS) return c.claims;
  return (await refreshClaims(deps)).claims;
}

/** Forgets the kept figures (a clip was saved or deleted in this process). */
export function claimsChanged(deps: Pick<Deps, "db">) {
  cache.delete(deps.db);
}
