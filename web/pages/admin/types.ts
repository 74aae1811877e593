// Shapes of the /admin API replies, as the admin page reads them.
import type { PublicUser, SubscriptionRecord } from "../../state/types";

export type AuditItem = {
  id: number;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
};

export type AdminStats = {
  users: { total: number; active: number; verified: number; admins: number; teachers: number; children: number; pupils: number; new_this_week: number };
  subscriptions: { total: number; active: number; demo: number; paid: number };
  conversions: { demo_users: number; converted_to_paid: number; rate: number };
  recent_audit: AuditItem[];
  locked_accounts: LockedAccount[];
};

/** An account some address must wait to sign in to after failed passwords (issue 15). */
export type LockedAccount = { email: string; addresses: number; failures: number; blocked_until: string; has_account: boolean };

export type UserKind = "adult" | "child" | "pupil";
export type AdminUser = Omit<PublicUser, "email"> & { email: string | null; kind: UserKind; is_teacher: boolean; parent_id: number | null; class_id: number | null; subscription: { id: number; type: "demo" | "paid"; status: string; end_date: string } | null };
export type UserPage = { users: AdminUser[]; total: number; page: number; page_size: number };

export type AdminSubscription = SubscriptionRecord & { user_id: number; cancelled_at: string | null; user: { first_name: string; last_name: string; email: string } };
export type SubscriptionPage = { subscriptions: AdminSubscription[]; total: number; page: number; page_size: number; is_production: boolean };

export type ContactMessage = { id: number; name: string; email: string; message: string; user_id: number | null; created_at: string };
export type MessagePage = { messages: ContactMessage[]; total: number; page: number; page_size: number };

export type AdminTab = "overview" | "users" | "classes" | "subscriptions" | "messages" | "site";

export type AdminClass = {
  id: number;
  name: string;
  code: string;
  teacher: { id: number; first_name: string; last_name: string; email: string | null; is_teacher: boolean };
  pupils: number;
  licence_until: string | null;
  licence_active: boolean;
  created_at: string;
};
export type ClassPage = { classes: AdminClass[]; total: number; page: number; page_size: number };

export type SiteSettings = {
  contact_address: string;
  contact_phone: string;
  contact_email: string;
  social_facebook: string;
  social_instagram: string;
  social_x: string;
  social_linkedin: string;
  video_channel_url: string;
  landing_videos: { id: string; title: string }[];
  school_name: string;
  school_logo: string;
};
export type AdminSite = { settings: SiteSettings; thumbnails: Record<string, string>; limits: { videos: number; video_title: number; school_name?: number; logo_bytes?: number } };

export type AdminLoaderData =
  | { tab: "overview"; data: AdminStats | null; error: string | null }
  | { tab: "users"; data: UserPage | null; error: string | null; search: string; kind: string; page: number }
  | { tab: "classes"; data: ClassPage | null; error: string | null; search: string; page: number }
  | { tab: "subscriptions"; data: SubscriptionPage | null; error: string | null; status: string; type: string; page: number }
  | { tab: "messages"; data: MessagePage | null; error: string | null; page: number }
  | { tab: "site"; data: AdminSite | null; error: string | null };
