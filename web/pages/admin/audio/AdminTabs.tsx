// The admin area's tabs as the Audio page shows them (the same links and icons as AdminPage's),
// and the Audio tab's icon that AdminPage shows beside its own tabs.
import { Link } from "../../../components/Link";
import { useT, type MessageKey } from "../../../i18n";

const TABS = [
  { href: "/admin", label: "admin.tab.overview" as MessageKey, icon: "M4 20V10M10 20V4M16 20v-7M22 20H2" },
  {
    href: "/admin?tab=users",
    label: "admin.tab.users" as MessageKey,
    icon: "M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M22 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8",
  },
  {
    href: "/admin?tab=subscriptions",
    label: "admin.tab.subscriptions" as MessageKey,
    icon: "M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM14 7v12",
  },
  {
    href: "/admin?tab=messages",
    label: "admin.tab.messages" as MessageKey,
    icon: "M3 5h18v14H3zM3 6l9 7 9-7",
  },
  { href: "/admin?tab=site", label: "admin.tab.site" as MessageKey, icon: "M3 4h18v16H3zM3 9h18M8 9v11" },
];
const AUDIO_ICON = "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3";

function Icon({ d }: { d: string }) {
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
      <path d={d} />
    </svg>
  );
}

export const AudioTabIcon = () => <Icon d={AUDIO_ICON} />;

export function AdminTabs() {
  const t = useT();
  return (
    <nav className="admin-tabs" aria-label={t("admin.page.sections")}>
      {TABS.map((x) => (
        <Link key={x.href} to={x.href} className="admin-tab">
          <Icon d={x.icon} /> {t(x.label)}
        </Link>
      ))}
      <Link to="/admin/audio" className="admin-tab" aria-current="page">
        <Icon d={AUDIO_ICON} /> {t("admin.tab.audio")}
      </Link>
    </nav>
  );
}
