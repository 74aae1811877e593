// Dates for the admin tables: en-US short, always in UTC so the server and browser agree.
import { shortDate as sharedShortDate } from "../../../shared/format";

/** A missing date shows a dash in the tables. */
export const shortDate = (iso: string | null | undefined) => sharedShortDate(iso) || "—";

export function shortDateTime(iso: string) {
  return (
    new Date(iso).toLocaleString("en-US", {
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
      timeZone: "UTC",
    }) + " UTC"
  );
}

const ACTIONS: Record<string, string> = {
  "user.activate": "activated",
  "user.deactivate": "deactivated",
  "user.grant_admin": "granted admin to",
  "user.revoke_admin": "revoked admin from",
  "user.update": "updated",
  "user.delete": "deleted",
  "user.create_admin": "created admin",
  "user.create": "created",
  "subscription.expire": "expired",
  "subscription.cancel": "cancelled",
  "subscription.activate": "re-activated",
  "user.grant_teacher": "made a teacher of",
  "user.revoke_teacher": "removed the teacher role from",
  "class.grant_licence": "granted a licence to",
  "class.end_licence": "ended the licence of",
};

/** "granted admin to user #12" */
export function describeAction(action: string, targetType: string, targetId: string) {
  if (targetType === "site") return `changed the site setting ${targetId}`;
  if (action === "login.unlock") return `cleared the sign-in waits of ${targetId}`;
  if (action === "backup.run") return `wrote a backup now (${targetId})`;
  if (targetType === "audio")
    return `${action === "audio.delete" ? "deleted" : "saved"} the audio clip of ${targetId}`;
  return `${ACTIONS[action] ?? action} ${targetType} #${targetId}`;
}
export { ADMIN_PAGE_SIZE } from "../../../shared/constants";

const FIELD_LABELS: Record<string, string> = {
  is_active: "active",
  is_admin: "admin",
  is_teacher: "teacher",
  licence_until: "licence until",
  status: "status",
  stored_status: "stored status",
  end_date: "ends",
};
const show = (v: unknown) =>
  v === true
    ? "yes"
    : v === false
      ? "no"
      : v === null
        ? "none"
        : typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v)
          ? shortDate(v)
          : String(v);

/** The fields an action changed, "active: yes → no", from the audit entry's before and after. */
export function describeChange(before: unknown, after: unknown): string | null {
  // Site settings: a text value or the list of landing videos.
  const clip = (v: unknown) =>
    v === "" || v == null ? "not set" : String(v).length > 40 ? String(v).slice(0, 39) + "…" : String(v);
  if (typeof after === "string") return `${clip(before)} → ${clip(after)}`;
  if (Array.isArray(after)) return `${Array.isArray(before) ? before.length : 0} → ${after.length} video(s)`;
  const b = (before && typeof before === "object" ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === "object" ? after : {}) as Record<string, unknown>;
  if (!after) return null;
  const parts = Object.keys(a)
    .filter((k) => k !== "stored_status" && JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) =>
      k in b
        ? `${FIELD_LABELS[k] ?? k}: ${show(b[k])} → ${show(a[k])}`
        : `${FIELD_LABELS[k] ?? k}: ${show(a[k])}`,
    );
  return parts.length ? parts.join(", ") : null;
}
