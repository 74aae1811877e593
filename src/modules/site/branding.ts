// The school's logo (issue #16): uploaded by an admin, checked by its first bytes (PNG, JPEG or WebP;
// never SVG, which can carry scripts), at most 256 KB, stored as DATA_DIR/branding/<sha256>.<ext> and
// named in the school_logo setting. Served at /branding/<file> for a year (the name changes with the
// content) with nosniff, so a browser never guesses another type.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { ApiError, conflict, validationError } from "../../lib/errors";
import { recordAudit, type Actor } from "../audit/service";
import { LOGO_FILE } from "./settings";
import { LOGO_MAX_BYTES } from "./logoLimits";
import { getSiteSettings, refreshSiteSettings } from "./service";

export type LogoType = { ext: "png" | "jpg" | "webp"; mime: string };
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the bytes are, whatever the file is called or claims to be. */
export function sniffLogo(b: Uint8Array): LogoType | null {
  const starts = (sig: number[], at = 0) =>
    b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
  if (starts(PNG)) return { ext: "png", mime: "image/png" };
  if (starts([0xff, 0xd8, 0xff])) return { ext: "jpg", mime: "image/jpeg" };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return { ext: "webp", mime: "image/webp" };
  return null;
}

/** Text that looks like SVG or other markup: said plainly, since "not an image" would puzzle. */
function looksLikeMarkup(b: Uint8Array) {
  const head = new TextDecoder()
    .decode(b.subarray(0, 512))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return head.startsWith("<");
}

export const brandingDir = (deps: Deps) => join(deps.config.dataDir, "branding");
export const logoUrl = (file: string) => `/branding/${file}`; // as publicSite names it

const MIME: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/** Checks and stores a logo; the school_logo setting then names it (audited). */
export async function saveLogo(deps: Deps, actor: Actor, bytes: Uint8Array) {
  if (bytes.length === 0) throw validationError({ logo: "The file is empty" }, "The file is empty.");
  if (bytes.length > LOGO_MAX_BYTES)
    throw new ApiError(413, "PAYLOAD_TOO_LARGE", `A logo may be at most ${LOGO_MAX_BYTES / 1024} KB.`, {
      logo: `At most ${LOGO_MAX_BYTES / 1024} KB`,
    });
  const type = sniffLogo(bytes);
  if (!type) {
    const reason = looksLikeMarkup(bytes)
      ? "SVG and other markup are not accepted (they can carry scripts): use PNG, JPEG or WebP"
      : "Not a PNG, JPEG or WebP image";
    throw validationError({ logo: reason }, reason + ".");
  }
  const file = `${createHash("sha256").update(bytes).digest("hex")}.${type.ext}`;
  const dir = brandingDir(deps);
  mkdirSync(dir, { recursive: true });
  const target = join(dir, file);
  if (!existsSync(target)) {
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, target); // whole or absent: a reader never sees half a file
  }
  const before = (await getSiteSettings(deps)).school_logo;
  await storeLogoSetting(deps, actor, before, file);
  return { file, url: logoUrl(file), bytes: bytes.length, type: type.mime };
}

/** Takes the logo off the site (audited) and deletes its file. */
export async function removeLogo(deps: Deps, actor: Actor) {
  const before = (await refreshSiteSettings(deps)).school_logo;
  if (!before) throw conflict("NO_LOGO", "There is no logo to remove.");
  await storeLogoSetting(deps, actor, before, "");
  return { removed: before };
}

async function storeLogoSetting(deps: Deps, actor: Actor, before: string, file: string) {
  if (before !== file) {
    const now = deps.clock.now();
    const by = actor.label.slice(0, 200);
    await transact(deps.db, async (tx) => {
      if (file === "") await tx.delete(siteSettings).where(eq(siteSettings.key, "school_logo"));
      else
        await tx
          .insert(siteSettings)
          .values({ key: "school_logo", value: file, updatedAt: now, updatedBy: by })
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value: file, updatedAt: now, updatedBy: by },
          });
      await recordAudit(deps, tx, actor, {
        action: file ? "site.logo" : "site.logo_remove",
        targetType: "site",
        targetId: "school_logo",
        before,
        after: file,
      });
    });
    // the old file goes once nothing names it (a page cached before the change may ask once more: 404)
    if (before && LOGO_FILE.test(before)) rmSync(join(brandingDir(deps), before), { force: true });
  }
  await refreshSiteSettings(deps, before !== file);
}

/** The stored file behind /branding/<file>, or null. Only names the store itself writes are looked up. */
export function logoFile(deps: Deps, name: string): { path: string; mime: string } | null {
  if (!LOGO_FILE.test(name)) return null;
  const path = join(brandingDir(deps), name);
  return existsSync(path) ? { path, mime: MIME[name.split(".")[1]] } : null;
}
