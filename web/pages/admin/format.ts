// Dates for the admin tables: en-US short, always in UTC so the server and browser agree.
export function shortDate(iso: string | null | undefined) {
  if (!iso) return "—";
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function shortDateTime(iso: string) {
  return (
    new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" }) + " UTC"
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
  "subscription.expire": "expired",
  "subscription.cancel": "cancelled",
  "subscription.activate": "re-activated",
};

/** "granted admin to user #12" */
export function describeAction(action: string, targetType: string, targetId: string) {
  return `${ACTIONS[action] ?? action} ${targetType} #${targetId}`;
}
export const ADMIN_PAGE_SIZE = 20;
