// /admin: signed out → /login; not an admin → /dashboard with the spec's notice.
// The loader reads the tab and its filters from the URL, so every view can be linked and reloaded.
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ApiClientError, loaderApi, ok, type Outcome } from "../../api/client";
import { redirectWithNotice } from "../../lib/notice";
import { requireSession } from "../../state/session";
import { ADMIN_PAGE_SIZE } from "./format";
import { audioAdminRoutes } from "./audio/routes";
import type { Translator } from "../../i18n";
import type { AdminLoaderData, AdminTab } from "./types";

const TABS: AdminTab[] = ["overview", "users", "classes", "subscriptions", "messages", "site"];

const pageParam = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
};
const oneOf = <T extends string>(v: string | null, allowed: readonly T[]): T | "" =>
  allowed.find((a) => a === v) ?? "";

export async function adminLoader(args: LoaderFunctionArgs): Promise<AdminLoaderData> {
  const session = await requireSession(args);
  if (!session.user.is_admin) throw redirectWithNotice("/dashboard", "admin.accessDenied", "error");
  const url = new URL(args.request.url);
  const tab = (TABS as string[]).includes(url.searchParams.get("tab") ?? "")
    ? (url.searchParams.get("tab") as AdminTab)
    : "overview";
  const api = loaderApi(args);
  const page = pageParam(url.searchParams.get("page"));
  const load = async <R extends Outcome>(call: Promise<R>) => {
    try {
      return { data: await ok(call), error: null };
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 403)
        throw redirectWithNotice("/dashboard", "admin.accessRequired", "error");
      if (e instanceof ApiClientError && e.status === 401)
        throw redirect(`/login?from=${encodeURIComponent(url.pathname + url.search)}`);
      return { data: null, error: "admin.loadFailed" }; // a catalogue key: the page words it
    }
  };
  if (tab === "users") {
    const search = (url.searchParams.get("search") ?? "").trim().slice(0, 200);
    const kind = oneOf(url.searchParams.get("kind"), ["adult", "child", "pupil", "all"]) || "adult";
    const query = {
      page,
      page_size: ADMIN_PAGE_SIZE,
      kind,
      search: search || undefined,
    };
    return { tab, search, kind, page, ...(await load(api.admin.users.get({ query }))) };
  }
  if (tab === "classes") {
    const search = (url.searchParams.get("search") ?? "").trim().slice(0, 200);
    const query = { page, page_size: ADMIN_PAGE_SIZE, search: search || undefined };
    return { tab, search, page, ...(await load(api.admin.classes.get({ query }))) };
  }
  if (tab === "subscriptions") {
    const status = oneOf(url.searchParams.get("status"), ["active", "cancelled", "expired"]);
    const type = oneOf(url.searchParams.get("type"), ["demo", "paid"]);
    const query = {
      page,
      page_size: ADMIN_PAGE_SIZE,
      status: status || undefined,
      type: type || undefined,
    };
    return { tab, status, type, page, ...(await load(api.admin.subscriptions.get({ query }))) };
  }
  if (tab === "site") return { tab, ...(await load(api.admin.site.get())) };
  if (tab === "messages")
    return {
      tab,
      page,
      ...(await load(api.admin.messages.get({ query: { page, page_size: ADMIN_PAGE_SIZE } }))),
    };
  return { tab: "overview", ...(await load(api.admin.stats.get())) };
}

export const adminRoutes: RouteObject[] = [
  {
    path: "admin",
    loader: adminLoader,
    lazy: { Component: async () => (await import("./AdminPage")).AdminPage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("admin.meta.title"),
        description: t("admin.meta.description"),
      }),
    },
  },
  {
    path: "admin/data-processing",
    loader: async (args) => (await import("./DataProcessingPage")).dataProcessingLoader(args),
    lazy: { Component: async () => (await import("./DataProcessingPage")).DataProcessingPage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("admin.meta.dataTitle"),
        description: t("admin.meta.dataDescription"),
      }),
    },
  },
  ...audioAdminRoutes,
];
