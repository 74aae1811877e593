// The internal navigation bar (SPEC section 2): Dashboard, Courses, Profile, Subscription,
// Admin for admins only; the user menu; a mobile menu; a style by
// subscription kind (demo, premium, none) and a scrolled style after 20 px.
import { usePayments } from "../state/site";
import { useEffect, useId, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useSession } from "../state/session";
import { UserMenu, signOut, signOutTo } from "./UserMenu";
import { Brand } from "./PublicHeader";
import { Icon } from "./Icon";
import { ChildNavbar } from "./ChildNavbar";
import { isTeacher, onTeacherSide, teacherEntries } from "./teacherNav";

export const NAVBAR_SCROLLED_AFTER_PX = 20;

const KIND_LABEL = { demo: "Demo", premium: "Premium", none: "Free" } as const;

export function AppNavbar() {
  const { family, learner } = useSession();
  // a child's pages (a child profile's session, issue #16, or a pupil, #29) get the child's bar: no grown-up link anywhere
  return learner ? <ChildNavbar learner={learner} family={family} /> : <GrownUpNavbar />;
}

function GrownUpNavbar() {
  const { user, access, family } = useSession();
  const kind = access?.kind ?? "none"; // the server's access block (signed out: none)
  const sells = usePayments(); // a school's instance sells nothing: no plan chip, no subscription page (issue #33)
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAVBAR_SCROLLED_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  const teacherSide = isTeacher(user) && onTeacherSide(location.pathname);
  // A pupil (issue #16) sees lessons and practice only: no profile, plan or payment pages.
  const entries = teacherSide
    ? teacherEntries(user!)
    : user?.kind === "pupil"
      ? [
          { to: "/courses", label: "My lessons", icon: "book" },
          { to: "/practice", label: "Practice", icon: "check" },
        ]
      : [
          { to: "/dashboard", label: "Dashboard", icon: "home" },
          { to: "/courses", label: "Courses", icon: "book" },
          // the children's profiles are one tap away, before there are any too (issue #28)
          ...(user?.kind === "adult" && !family?.child
            ? [
                {
                  to: family?.children.length ? "/who" : "/profile#children",
                  label: "Children",
                  icon: "user",
                },
              ]
            : []),
          { to: "/profile", label: "Profile", icon: "user" },
          ...(sells ? [{ to: "/subscription", label: "Subscription", icon: "star" }] : []),
          ...(isTeacher(user) ? [{ to: "/teach", label: "Teach", icon: "pencil" }] : []),
          ...(user?.is_admin ? [{ to: "/admin", label: "Admin", icon: "tools" }] : []),
        ];
  const links = (onMobile: boolean) => (
    <ul className={onMobile ? "app-nav-mobile-list" : "app-nav-links"}>
      {entries.map((e) => (
        <li key={e.to}>
          <NavLink to={e.to} className={({ isActive }) => "app-nav-link" + (isActive ? " is-active" : "")}>
            <Icon name={e.icon} size={18} /> {e.label}
          </NavLink>
        </li>
      ))}
      {onMobile && (
        <li>
          <button type="button" className="app-nav-link link-button" onClick={() => signOut(signOutTo(user))}>
            <Icon name="exit" size={18} /> Sign Out
          </button>
        </li>
      )}
    </ul>
  );

  return (
    <header className={`app-nav app-nav--${kind}${scrolled ? " is-scrolled" : ""}`} data-kind={kind}>
      <div className="app-nav-inner">
        <Brand />
        <nav aria-label={teacherSide ? "Teacher area" : "Learner area"} className="app-nav-desktop">
          {links(false)}
        </nav>
        <div className="app-nav-end">
          {sells && user && user.kind !== "pupil" && !teacherSide && (
            <span className={`kind-chip kind-chip--${kind}`} title="Your plan">
              {KIND_LABEL[kind]}
            </span>
          )}
          {user && <UserMenu user={user} entries={[]} />}
          <button
            type="button"
            className="app-nav-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
            <span className="app-nav-burger" aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={teacherSide ? "Teacher area (mobile)" : "Learner area (mobile)"}
        className="app-nav-mobile"
        hidden={!open}
      >
        {links(true)}
      </nav>
    </header>
  );
}
