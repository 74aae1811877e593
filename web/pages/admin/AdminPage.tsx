// The admin area: Overview, Users, Subscriptions and Messages, one tab at a time.
import { usePayments } from "../../state/site";
import { useEffect } from "react";
import { useLoaderData } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { AppNavbar } from "../../components/AppNavbar";
import { useSession } from "../../state/session";
import type { AdminLoaderData, AdminTab } from "./types";
import { OverviewTab } from "./OverviewTab";
import { UsersTab } from "./UsersTab";
import { SubscriptionsTab } from "./SubscriptionsTab";
import { MessagesTab } from "./MessagesTab";
import { SiteTab } from "./SiteTab";
import { ClassesTab } from "./ClassesTab";
import { AudioTabIcon } from "./audio/AdminTabs";
import { useT, type MessageKey } from "../../i18n";

// Simple line icons (24 px viewBox) so every system draws them the same.
const ICONS: Record<AdminTab, string> = {
  overview: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  users:
    "M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M22 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8",
  classes: "M3 5h18v11H3zM8 20h8M12 16v4M7 9h6M7 12h4",
  subscriptions: "M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM14 7v12",
  messages: "M3 5h18v14H3zM3 6l9 7 9-7",
  site: "M3 4h18v16H3zM3 9h18M8 9v11",
};

function TabIcon({ tab }: { tab: AdminTab }) {
  return (
    <svg
      className="admin-tab-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[tab]} />
    </svg>
  );
}

const TABS: { id: AdminTab; label: MessageKey }[] = [
  { id: "overview", label: "admin.tab.overview" },
  { id: "users", label: "admin.tab.users" },
  { id: "classes", label: "admin.tab.classes" },
  { id: "subscriptions", label: "admin.tab.subscriptions" },
  { id: "messages", label: "admin.tab.messages" },
  { id: "site", label: "admin.tab.site" },
];

export function AdminPage() {
  const d = useLoaderData() as AdminLoaderData;
  const { user } = useSession();
  const t = useT();
  const sells = usePayments(); // a school's instance sells nothing: no Subscriptions tab (issue #33)
  const tabs = sells ? TABS : TABS.filter((x) => x.id !== "subscriptions");

  // the loader's error is a catalogue key
  const error = d.error ? (t.has(d.error) ? t(d.error) : d.error) : null;
  useEffect(() => {
    if (error) toast.error(error, { id: "admin-load" });
  }, [d]);

  return (
    <>
      <AppNavbar />
      <main className="admin" id="main">
        <div className="container">
          <header className="admin-hero">
            <div>
              <p className="admin-kicker">
                <span lang="ar" dir="rtl" className="arabic">
                  لوحة التحكم
                </span>{" "}
                · {t("admin.page.kicker")}
              </p>
              <h1>{t("admin.page.title")}</h1>
              <p className="admin-lead">{sells ? t("admin.page.leadSells") : t("admin.page.leadSchool")}</p>
            </div>
            {user && <p className="admin-whoami">{t("admin.page.whoami", { email: user.email })}</p>}
          </header>

          <nav className="admin-tabs" aria-label={t("admin.page.sections")}>
            {tabs.map((x) => (
              <Link
                key={x.id}
                to={x.id === "overview" ? "/admin" : `/admin?tab=${x.id}`}
                className="admin-tab"
                aria-current={d.tab === x.id ? "page" : undefined}
              >
                <TabIcon tab={x.id} /> {t(x.label)}
              </Link>
            ))}
            {/* A full page load: only that document may use the microphone (Permissions-Policy). */}
            <Link to="/admin/audio" reloadDocument className="admin-tab">
              <AudioTabIcon /> {t("admin.tab.audio")}
            </Link>
            <Link to="/admin/data-processing" className="admin-tab">
              {t("admin.tab.dataProcessing")}
            </Link>
          </nav>

          <section className="admin-panel" aria-labelledby="admin-panel-title">
            {error && (
              <div className="alert alert-error" role="alert">
                {error}.{" "}
                <Link to={`/admin${d.tab === "overview" ? "" : `?tab=${d.tab}`}`} reloadDocument>
                  {t("admin.tryAgain")}
                </Link>
              </div>
            )}
            {d.tab === "overview" && <OverviewTab stats={d.data} />}
            {d.tab === "users" && (
              <UsersTab data={d.data} search={d.search} kind={d.kind} page={d.page} me={user?.id ?? null} />
            )}
            {d.tab === "classes" && <ClassesTab data={d.data} search={d.search} page={d.page} />}
            {d.tab === "subscriptions" && (
              <SubscriptionsTab data={d.data} status={d.status} type={d.type} page={d.page} />
            )}
            {d.tab === "messages" && <MessagesTab data={d.data} page={d.page} />}
            {d.tab === "site" && d.data && <SiteTab data={d.data} />}
          </section>
        </div>
      </main>
    </>
  );
}
