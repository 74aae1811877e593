// Placeholder public header; the public-site work replaces it with the full one.
import { Link } from "react-router";
import { useSession } from "../state/session";

export function PublicHeader() {
  const { user } = useSession();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link to="/" className="brand">
        <span lang="ar" dir="rtl" className="arabic">
          مرحبا
        </span>{" "}
        Marhaba
      </Link>
      <nav aria-label="Main">
        {user ? <Link to="/dashboard">Dashboard</Link> : <Link to="/login">Sign In</Link>}
      </nav>
    </header>
  );
}
