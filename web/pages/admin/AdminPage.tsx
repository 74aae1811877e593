// The admin area: Overview, Users, Subscriptions and Messages, one tab at a time.
import { useEffect } from "react";
import { Link, useLoaderData } from "react-router";
import toast from "react-hot-toast";
import { AppNavbar } from "../../components/AppNavbar";
import { useSession } from "../../state/session";
import type { AdminLoaderData, AdminTab } from "./types";
import { OverviewTab } from "./OverviewTab";
import { UsersTab } from "./UsersTab";
import { SubscriptionsTab } from "./SubscriptionsTab";
import { MessagesTab } from "./MessagesTab";

const TABS: { id: AdminTab; label: string; icon: string }[] = [
  { id: "overview", label: "Overview", icon: "📊" },
  { id: "users", label: "Users", icon: "👨‍👩‍👧" },
  { id: "subscriptions", label: "Subscriptions", icon: "🎟️" },
  { id: "messages", label: "Messages", icon: "✉️" },
];

export function AdminPage() {
  const d = useLoaderData() as AdminLoaderData;
  const { user } = useSession();

  useEffect(() => {
    if (d.error) toast.error(d.error, { id: "admin-load" });
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
                · Control panel
              </p>
              <h1>Admin</h1>
              <p className="admin-lead">Families, subscriptions and messages, in one calm place.</p>
            </div>
            {user && <p className="admin-whoami">Signed in as {user.email}</p>}
          </header>

          <nav className="admin-tabs" aria-label="Admin sections">
            {TABS.map((t) => (
              <Link key={t.id} to={t.id === "overview" ? "/admin" : `/admin?tab=${t.id}`} className="admin-tab" aria-current={d.tab === t.id ? "page" : undefined}>
                <span aria-hidden="true">{t.icon}</span> {t.label}
              </Link>
            ))}
          </nav>

          <section className="admin-panel" aria-labelledby="admin-panel-title">
            {d.error && (
              <div className="alert alert-error" role="alert">
                {d.error}.{" "}
                <Link to={`/admin${d.tab === "overview" ? "" : `?tab=${d.tab}`}`} reloadDocument>
                  Try again
                </Link>
              </div>
            )}
            {d.tab === "overview" && <OverviewTab stats={d.data} />}
            {d.tab === "users" && <UsersTab data={d.data} search={d.search} page={d.page} me={user?.id ?? null} />}
            {d.tab === "subscriptions" && <SubscriptionsTab data={d.data} status={d.status} type={d.type} page={d.page} />}
            {d.tab === "messages" && <MessagesTab data={d.data} page={d.page} />}
          </section>
        </div>
      </main>
    </>
  );
}
