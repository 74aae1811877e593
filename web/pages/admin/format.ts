// Dates and audit sentences for the admin tables: English dates en-US short, French ones fr-FR, always in
// UTC so the server and browser agree; every word through the catalogue (issue #30).
import { shortDate as sharedShortDate, utcDate } from "../../../shared/format";
import type { MessageKey, Translator } from "../../i18n";

type HasLocale = Pick<Translator, "locale">;

/** A missing date shows a dash in the tables. "Nov 23, 2026" / "23 nov. 2026". */
export const shortDate = (iso: string | null | undefined, t?: HasLocale) => {
  if (!iso) return "—";
  if (t?.locale !== "fr") return sharedShortDate(iso) || "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? "—"
    : utcDate("fr-FR", { year: "numeric", month: "short", day: "numeric" }).format(d);
};

export function shortDateTime(iso: string, t: Translator) {
  const when = new Date(iso).toLocaleString(t.locale === "fr" ? "fr-FR" : "en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "UTC",
  });
  return t("admin.utc", { when });
}

const ACTIONS = new Set([
  "user.activate",
  "user.deactivate",
  "user.grant_admin",
  "user.revoke_admin",
  "user.update",
  "user.delete",
  "user.create_admin",
  "user.create",
  "subscription.expire",
  "subscription.cancel",
  "subscription.activate",
  "user.grant_teacher",
  "user.revoke_teacher",
  "class.grant_licence",
  "class.end_licence",
]);

/** "granted admin to user #12" */
export function describeAction(action: string, targetType: string, targetId: string, t: Translator) {
  if (targetType === "site") return t("admin.audit.site", { id: targetId });
  if (action === "login.unlock") return t("admin.audit.unlock", { id: targetId });
  if (action === "backup.run") return t("admin.audit.backup", { id: targetId });
  if (targetType === "audio")
    return t(action === "audio.delete" ? "admin.audit.audioDeleted" : "admin.audit.audioSaved", {
      id: targetId,
    });
  const verb = ACTIONS.has(action) ? t(`admin.audit.${action}` as MessageKey) : action;
  return t("admin.audit.target", { action: verb, type: targetType, id: targetId });
}
export { ADMIN_PAGE_SIZE } from "../../../shared/constants";

const FIELDS = new Set([
  "is_active",
  "is_admin",
  "is_teacher",
  "licence_until",
  "status",
  "stored_status",
  "end_date",
]);
const label = (k: string, t: Translator) => (FIELDS.has(k) ? t(`admin.field.${k}` as MessageKey) : k);
const show = (v: unknown, t: Translator) =>
  v === true
    ? t("admin.value.yes")
    : v === false
      ? t("admin.value.no")
      : v === null
        ? t("admin.value.none")
        : typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v)
          ? shortDate(v, t)
          : String(v);

/** The fields an action changed, "active: yes → no", from the audit entry's before and after. */
export function describeChange(before: unknown, after: unknown, t: Translator): string | null {
  // Site settings: a text value or the list of landing videos.
  const clip = (v: unknown) =>
    v === "" || v == null
      ? t("admin.value.notSet")
      : String(v).length > 40
        ? String(v).slice(0, 39) + "…"
        : String(v);
  if (typeof after === "string") return `${clip(before)} → ${clip(after)}`;
  if (Array.isArray(after))
    return t("admin.change.videos", {
      before: Array.isArray(before) ? before.length : 0,
      after: after.length,
    });
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  if (!after) return null;
  const parts = Object.keys(a)
    .filter((k) => k !== "stored_status" && JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) =>
      k in b
        ? t("admin.change.field", { field: label(k, t), before: show(b[k], t), after: show(a[k], t) })
        : t("admin.change.set", { field: label(k, t), value: show(a[k], t) }),
    );
  return parts.length ? parts.join(", ") : null;
}
