// Shapes of the /admin API replies, as the routes answer them (web/api/client.ts Reply<…>).
import type { api, Reply } from "../../api/client";

/** GET /admin/stats. */
export type AdminStats = Reply<typeof api.admin.stats.get>;
export type LockedAccount = AdminStats["locked_accounts"][number];
export type BackupStatus = NonNullable<AdminStats["backups"]>;
export type AuditItem = AdminStats["recent_audit"][number];
export type UserKind = "adult" | "child" | "pupil";
/** GET /admin/users. */
export type UserPage = Reply<typeof api.admin.users.get>;
export type AdminUser = UserPage["users"][number];
/** GET /admin/subscriptions. */
export type SubscriptionPage = Reply<typeof api.admin.subscriptions.get>;
export type AdminSubscription = SubscriptionPage["subscriptions"][number];
/** GET /admin/messages. */
export type MessagePage = Reply<typeof api.admin.messages.get>;
export type ContactMessage = MessagePage["messages"][number];
export type AdminTab = "overview" | "users" | "classes" | "subscriptions" | "messages" | "site";

/** GET /admin/classes. */
export type ClassPage = Reply<typeof api.admin.classes.get>;
export type AdminClass = ClassPage["classes"][number];

/** GET /admin/site. */
export type AdminSite = Reply<typeof api.admin.site.get>;
export type SiteSettings = AdminSite["settings"];

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
