import { useEffect } from "react";
import {
  Outlet,
  isRouteErrorResponse,
  useMatches,
  useNavigation,
  useRevalidator,
  useRouteError,
} from "react-router";
import { Toaster } from "react-hot-toast";
import { useSession } from "../state/session";
import { showNotice, type NoticeText } from "../lib/notice";
import { metaFor } from "../lib/meta";
import { NotFoundPage } from "./NotFoundPage";
import { useT } from "../i18n";

/** Subscription status polling (SPEC section 9): every 5 minutes while signed in. */
export const SESSION_POLL_MS = 300_000;

function useDocumentTitle() {
  const matches = useMatches();
  const t = useT();
  useEffect(() => {
    const m = metaFor(matches, t);
    document.title = m.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", m.description);
  }, [matches]);
}

/** Marks the page live once React has hydrated; browser tests wait for it. */
function HydrationMark() {
  useEffect(() => {
    (window as any).__marhabaHydrated = true;
  }, []);
  return null;
}

export function RootLayout() {
  const session = useSession();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const t = useT();
  useDocumentTitle();

  useEffect(() => {
    // a server-side redirect's notice (its key checked by /session), worded in the page's language
    if (session.notice) showNotice(session.notice.kind, session.notice as NoticeText);
  }, [session.notice?.id]);

  // The page's language is the server's answer for this request (issue #30). Signing in (or a child
  // profile taking over) in the page changes whose language it is: load the page again, once, so the
  // server renders it in the account's own language.
  const accountLocale = session.user?.locale;
  useEffect(() => {
    if (!accountLocale || accountLocale === t.locale || t.locale === "pseudo") return;
    if (new URLSearchParams(location.search).has("lang")) return; // asked for on the address: it wins
    const key = `mh_lang_reload:${location.pathname}`;
    if (sessionStorage.getItem(key) === accountLocale) return; // never twice for the same page
    sessionStorage.setItem(key, accountLocale);
    location.reload();
  }, [accountLocale, t.locale]);

  useEffect(() => {
    if (!session.user) return;
    const t = setInterval(() => revalidator.revalidate(), SESSION_POLL_MS);
    return () => clearInterval(t);
  }, [session.user?.id]);

  return (
    <>
      {navigation.state !== "idle" && (
        <div className="route-progress" role="progressbar" aria-label={t("common.loading")} />
      )}
      <Outlet />
      <Toaster
        position="top-center"
        containerClassName="toaster"
        containerStyle={{ top: 88 }}
        toastOptions={{ duration: 4000, className: "toast" }}
      />
      <HydrationMark />
    </>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  useDocumentTitle();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <>
        <NotFoundPage />
        <HydrationMark />
      </>
    );
  return (
    <main className="page-center">
      <HydrationMark />
      <div className="card narrow">
        <h1>{t("common.error.title")}</h1>
        <p>{t("common.error.text")}</p>
        <a className="btn btn-primary" href="/">
          {t("common.backHome")}
        </a>
      </div>
    </main>
  );
}
