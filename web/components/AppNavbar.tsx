// Placeholder internal navigation bar; the subscriptions work replaces it with the full one
// (entries, Courses "Soon", admin link, subscription-kind style, scrolled style, mobile menu).
import { Link } from "react-router";
import { useSession } from "../state/session";
import { UserMenu } from "./UserMenu";

export function AppNavbar() {
  const { user } = useSession();
  return (
    <header className="site-header">
      <Link to="/dashboard" className="brand">
        Marhaba
      </Link>
      <nav aria-label="Account">
        <Link to="/dashboard">Dashboard</Link> <Link to="/profile">Profile</Link> <Link to="/subscription">Subscription</Link>
      </nav>
      {user && <UserMenu user={user} entries={[]} />}
    </header>
  );
}
