// The navigation bar of a child profile's session (issue #16): the child's picture and name, their lessons,
// practice and path, and a small "Grown-ups" button that opens the parent gate. No subscription, profile,
// admin or payment link: nothing here spends money or opens the grown-up area.
import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Link } from "./Link";
import { Brand } from "./PublicHeader";
import { ParentGate } from "../pages/family/ParentGate";
import type { SessionFamily } from "../state/types";

export function ChildNavbar({ family }: { family: SessionFamily }) {
  const child = family.child!;
  const [gate, setGate] = useState(false);
  const location = useLocation();
  useEffect(() => setGate(false), [location.pathname]);
  const entries = [
    { to: "/courses", label: "Lessons" },
    { to: "/practice", label: "Practice" },
    { to: "/progress", label: "My path" },
  ];
  return (
    <header className="app-nav child-nav" data-testid="child-nav">
      <div className="app-nav-inner child-nav-inner">
        <Brand />
        <Link to="/who" className="child-chip" aria-label={`${child.first_name}: change who is learning`} data-testid="child-chip">
          {child.avatar_url && <img src={child.avatar_url} alt="" width={44} height={44} />}
          <span>{child.first_name}</span>
        </Link>
        <nav aria-label="Learner area" className="child-nav-links">
          <ul>
            {entries.map((e) => (
              <li key={e.to}>
                <NavLink to={e.to} className={({ isActive }) => "app-nav-link" + (isActive ? " is-active" : "")}>
                  {e.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="btn btn-outline btn-sm grown-ups-btn" aria-expanded={gate} onClick={() => setGate((g) => !g)}>
          Grown-ups
        </button>
      </div>
      {gate && (
        <div className="gate-slot">
          <ParentGate gate={family.gate} onCancel={() => setGate(false)} />
        </div>
      )}
    </header>
  );
}
