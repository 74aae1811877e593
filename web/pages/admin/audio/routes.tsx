// /admin/audio: the course's audio items with their clips (admins only; filters and page in the URL).
import { redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { ApiClientError, loaderApi, ok } from "../../../api/client";
import { redirectWithNotice } from "../../../lib/notice";
import { requireSession } from "../../../state/session";
import {
  AUDIO_PAGE_SIZE,
  type AudioCoverageData,
  type AudioKind,
  type AudioLoaderData,
  type AudioPageData,
} from "./types";
import type { Translator } from "../../../i18n";

const KINDS: AudioKind[] = ["letter", "syllable", "word", "phrase"];
const STATUSES = ["missing", "stale", "rerecord", "recorded", "todo"] as const;

export async function audioLoader(args: LoaderFunctionArgs): Promise<AudioLoaderData> {
  const session = await requireSession(args);
  // Admins, and teachers when the site allows them to record (the API decides; a refusal comes back as 403).
  if (!session.user.is_admin && !session.user.is_teacher)
    throw redirectWithNotice("/dashboard", "admin.accessDenied", "error");
  const url = new URL(args.request.url);
  const s = url.searchParams.get("status");
  const k = url.searchParams.get("kind");
  const status = STATUSES.find((x) => x === s) ?? "";
  const kind = KINDS.includes(k as AudioKind) ? (k as AudioKind) : "";
  const n = Number(url.searchParams.get("page"));
  const page = Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  const query = {
    page,
    page_size: AUDIO_PAGE_SIZE,
    status: status || undefined,
    kind: kind || undefined,
  };
  try {
    const api = loaderApi(args);
    const [data, coverage] = await Promise.all([
      ok(api.admin.audio.get({ query })),
      ok(api.admin.audio.coverage.get()),
    ]);
    return { data, coverage, error: null, status, kind, page };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 403)
      throw redirectWithNotice(
        "/dashboard",
        e.code === "AUDIO_RECORDING_NOT_ALLOWED"
          ? "admin.audio.teachersMayNotRecord"
          : "admin.accessRequired",
        "error",
      );
    if (e instanceof ApiClientError && e.status === 401)
      throw redirect(`/login?from=${encodeURIComponent(url.pathname + url.search)}`);
    return { data: null, coverage: null, error: "admin.loadFailed", status, kind, page }; // a catalogue key
  }
}

export type SessionLoaderData = {
  items: AudioPageData["items"] | null;
  coverage: AudioCoverageData | null;
  level: string;
  unit: string;
  started: boolean;
  error: string | null;
  sox: boolean;
};

/** /admin/audio/session[?level=…|unit=…&start=1]: what to record (items still to record, in course order). */
export async function sessionLoader(args: LoaderFunctionArgs): Promise<SessionLoaderData> {
  const session = await requireSession(args);
  if (!session.user.is_admin && !session.user.is_teacher)
    throw redirectWithNotice("/dashboard", "admin.accessDenied", "error");
  const url = new URL(args.request.url);
  const slug = (k: string) => {
    const v = url.searchParams.get(k) ?? "";
    return /^[a-z0-9-]{1,60}$/.test(v) ? v : "";
  };
  const [level, unit, started] = [slug("level"), slug("unit"), url.searchParams.get("start") === "1"];
  const query = {
    status: "todo" as const,
    page: 1,
    page_size: 1000,
    ...(unit ? { unit } : level ? { level } : {}),
  };
  try {
    const api = loaderApi(args);
    const [list, coverage] = await Promise.all([
      ok(api.admin.audio.get({ query })),
      ok(api.admin.audio.coverage.get()),
    ]);
    return { items: list.items, coverage, level, unit, started, error: null, sox: list.sox };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 403)
      throw redirectWithNotice(
        "/dashboard",
        e.code === "AUDIO_RECORDING_NOT_ALLOWED"
          ? "admin.audio.teachersMayNotRecord"
          : "admin.accessRequired",
        "error",
      );
    if (e instanceof ApiClientError && e.status === 401)
      throw redirect(`/login?from=${encodeURIComponent(url.pathname + url.search)}`);
    return {
      items: null,
      coverage: null,
      level,
      unit,
      started: false,
      error: "admin.loadFailed", // a catalogue key: the page words it
      sox: false,
    };
  }
}

export const audioAdminRoutes: RouteObject[] = [
  {
    path: "admin/audio/session",
    loader: sessionLoader,
    lazy: { Component: async () => (await import("./SessionPage")).SessionPage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("admin.audio.meta.sessionTitle"),
        description: t("admin.audio.meta.sessionDescription"),
      }),
    },
  },
  {
    path: "admin/audio",
    loader: audioLoader,
    lazy: { Component: async () => (await import("./AudioPage")).AudioPage },
    handle: {
      meta: (_data: unknown, t: Translator) => ({
        title: t("admin.audio.meta.title"),
        description: t("admin.audio.meta.description"),
      }),
    },
  },
];
