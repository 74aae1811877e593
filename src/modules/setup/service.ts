// The first-run page's rules (issue #33): while no admin exists, /setup makes the first one with the
// setup code printed at start; then it is gone. The CLI way (users:create-admin) stays.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Deps } from "../../deps";
import { transact } from "../../db/client";
import { siteSettings, users, type User } from "../../db/schema";
import { ApiError, conflict } from "../../lib/errors";
import { hashPassword, normalizeEmail } from "../users/service";
import { recordAudit } from "../audit/service";
import { refreshSiteSettings } from "../site/service";
import { LOGO_MAX_BYTES } from "../site/logoLimits";
import { SetupBody, type SetupState } from "./model";
import { claimSetupCode, endSetupCode, issueSetupCode, setupCodeOpen } from "./code";
import { randomToken } from "../../lib/ids";

export { SetupBody };
export type SetupInput = z.infer<typeof SetupBody>;

/** The row that makes two setups racing (in one instance or several) end with one admin: the second
 *  insert finds the key taken (PostgreSQL waits for the first transaction, SQLite's is serialised). */
const SETUP_MARK = "_setup_done";

export async function adminExists(deps: Deps): Promise<boolean> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return !!row;
}

/** At start: a fresh instance (no admin) gets a code, printed where the operator sees it. */
export async function announceSetup(
  deps: Deps,
  print: (line: string) => void = (l) => console.log(l),
): Promise<string | null> {
  if (await adminExists(deps)) return null;
  const { code, expiresAt } = issueSetupCode(deps);
  print(
    [
      "",
      "  No admin yet. Open " + deps.config.appUrl + "/setup and enter this one-time setup code:",
      "",
      "      " + code,
      "",
      `  It works once, until ${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC; a restart prints a new one.`,
      "",
    ].join("\n"),
  );
  deps.log.info("setup code printed: open /setup", { expiresAt: expiresAt.toISOString() });
  return code;
}

/** GET /setup: whether the page is there (no admin yet). */
export async function setupState(deps: Deps): Promise<SetupState> {
  if (await adminExists(deps)) {
    endSetupCode(deps);
    return { needed: false as const, code_open: false, logo_max_kb: 0 };
  }
  return {
    needed: true as const,
    code_open: setupCodeOpen(deps),
    logo_max_kb: Math.round(LOGO_MAX_BYTES / 1024),
  };
}

const CODE_REFUSED = {
  wrong: "This setup code is not right. Copy it again from the log of Marhaba's start.",
  expired: "This setup code has expired (it works for 24 hours). Restart Marhaba: it prints a new one.",
  used: "This setup code was already used. Restart Marhaba to print a new one if there is still no admin.",
  none: "There is no setup code on this instance. Restart Marhaba: it prints one while there is no admin.",
} as const;

/** POST /setup: the first admin, the school's name, audited; signs the new admin in (the route sets cookies). */
export async function runSetup(deps: Deps, input: SetupInput): Promise<User> {
  if (await adminExists(deps))
    throw new ApiError(404, "SETUP_DONE", "This instance already has an admin: sign in instead.");
  const claim = claimSetupCode(deps, input.code);
  if (claim.result !== "ok")
    throw new ApiError(403, `SETUP_CODE_${claim.result.toUpperCase()}`, CODE_REFUSED[claim.result], {
      code: CODE_REFUSED[claim.result],
    });
  try {
    const passwordHash = await hashPassword(input.password);
    const now = deps.clock.now();
    const admin = await transact(deps.db, async (tx) => {
      const mark = await tx
        .insert(siteSettings)
        .values({ key: SETUP_MARK, value: now.toISOString(), updatedAt: now, updatedBy: "setup" })
        .onConflictDoNothing({ target: siteSettings.key })
        .returning({ key: siteSettings.key });
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.isAdmin, true))
        .limit(1);
      if (mark.length === 0 || existing)
        throw new ApiError(409, "SETUP_DONE", "This instance already has an admin: sign in instead.");
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normalizeEmail(input.email)))
        .limit(1);
      if (taken)
        throw conflict("EMAIL_TAKEN", "An account with this email already exists.", {
          email: "An account with this email already exists.",
        });
      const [row] = await tx
        .insert(users)
        .values({
          email: normalizeEmail(input.email),
          username: `admin_${randomToken(6).replace(/[^A-Za-z0-9]/g, "")}`.slice(0, 30),
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          isVerified: true,
          isAdmin: true,
          createdAt: now,
        })
        .returning();
      const actor = { userId: row.id, label: `setup:${row.email}` };
      await recordAudit(deps, tx, actor, {
        action: "user.create_admin",
        targetType: "user",
        targetId: row.id,
        before: null,
        after: { is_admin: true, via: "setup" },
      });
      if (input.school_name) {
        await tx
          .insert(siteSettings)
          .values({ key: "school_name", value: input.school_name, updatedAt: now, updatedBy: actor.label })
          .onConflictDoUpdate({
            target: siteSettings.key,
            set: { value: input.school_name, updatedAt: now, updatedBy: actor.label },
          });
        await recordAudit(deps, tx, actor, {
          action: "site.update",
          targetType: "site",
          targetId: "school_name",
          before: "",
          after: input.school_name,
        });
      }
      return row;
    });
    claim.consume();
    endSetupCode(deps);
    await refreshSiteSettings(deps, !!input.school_name);
    deps.log.info("first admin created through /setup", { userId: admin.id });
    return admin;
  } catch (e) {
    // an admin now exists (another setup won): the code is done; anything else the person can fix: keep it
    if (e instanceof ApiError && e.code === "SETUP_DONE") {
      claim.consume();
      endSetupCode(deps);
    } else claim.release();
    throw e;
  }
}
