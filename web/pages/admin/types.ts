// Shapes of the /admin API replies: the server's own types (type-only imports, erased at build).
import type { adminStats, listSubscriptions, listUsers } from "../../../src/modules/admin/service";
import type { listClasses } from "../../../src/modules/admin/classes";
import type { LockedAccount } from "../../../src/modules/auth/lockout";
import type { BackupStatus } from "../../../src/modules/backups/service";
export type { BackupStatus };
import type { listContactMessages } from "../../../src/modules/contact/service";
import type { SettingValues } from "../../../src/modules/site/settings";
import type { adminSite } from "../../../src/modules/admin/siteRoutes";

export type { LockedAccount };
/** GET /admin/stats. */
export type AdminStats = Awaited<ReturnType<typeof adminStats>> & {
  locked_accounts: LockedAccount[];
  backups?: BackupStatus;
};
export type AuditItem = AdminStats["recent_audit"][number];

export type UserKind = "adult" | "child" | "pupil";
/** GET /admin/users. */
export type UserPage = Awaited<ReturnType<typeof listUsers>>;
export type AdminUser = UserPage["users"][number];

/** GET /admin/subscriptions. */
export type SubscriptionPage = Awaited<ReturnType<typeof listSubscriptions>> & { is_production: boolean };
export type AdminSubscription = SubscriptionPage["subscriptions"][number];

/** GET /admin/messages. */
export type MessagePage = Awaited<ReturnType<typeof listContactMessages>>;
export type ContactMessage = MessagePage["messages"][number];

export type AdminTab = "overview" | "users" | "classes" | "subscriptions" | "messages" | "site";

/** GET /admin/classes. */
export type ClassPage = Awaited<ReturnType<typeof listClasses>>;
export type AdminClass = ClassPage["classes"][number];

/** GET /admin/site. */
export type SiteSettings = SettingValues;
export type AdminSite = Awaited<ReturnType<typeof adminSite>>;

export type AdminLoaderData =
  | { tab: "overview"; data: AdminStats | null; error: string | null }
  | { tab: "users"; data: UserPage | null; error: string | null; search: string; kind: string; page: number }
  | { tab: "classes"; data: ClassPage | null; error: string | null; search: string; page: number }
  | {
      tab: "subscriptions";
      data: SubscriptionPage | null;
      error: string | null;
      status: string;
      type: string;
      page: number;
    }
  | { tab: "messages"; data: MessagePage | null; error: string | null; page: number }
  | { tab: "site"; data: AdminSite | null; error: string | null };
