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
import { LanguageSwitch } from "./LanguageSwitch";
import { isTeacher, onTeacherSide, teacherEntries } from "./teacherNav";
import { useT, type MessageKey } from "../i18n";

export const NAVBAR_SCROLLED_AFTER_PX = 20;

export function AppNavbar() {
  const { family, learner } = useSession();
  // a child's pages (a child profile's session, issue #16, or a pupil, #29) get the child's bar: no grown-up link anywhere
  return learner ? <ChildNavbar learner={learner} family={family} /> : <GrownUpNavbar />;
}

type Entry = { to: string; label: MessageKey; icon: string };

function GrownUpNavbar() {
  const t = useT();
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
  const entries: { to: string; label: string; icon: string }[] = teacherSide
    ? teacherEntries(user!).map((e) => ({ ...e, label: t(e.label) }))
    : user?.kind === "pupil"
      ? (
          [
            { to: "/courses", label: "common.appNav.myLessons", icon: "book" },
            { to: "/practice", label: "common.appNav.practice", icon: "check" },
          ] satisfies Entry[]
        ).map((e) => ({ ...e, label: t(e.label) }))
      : (
          [
            { to: "/dashboard", label: "common.appNav.dashboard", icon: "home" },
            { to: "/courses", label: "common.appNav.courses", icon: "book" },
            // the children's profiles are one tap away, before there are any too (issue #28)
            ...(user?.kind === "adult" && !family?.child
              ? [
                  {
                    to: family?.children.length ? "/who" : "/profile#children",
                    label: "common.appNav.children",
                    icon: "user",
                  } as Entry,
                ]
              : []),
            { to: "/profile", label: "common.appNav.profile", icon: "user" },
            ...(sells
              ? [{ to: "/subscription", label: "common.appNav.subscription", icon: "star" } as Entry]
              : []),
            ...(isTeacher(user)
              ? [{ to: "/teach", label: "common.appNav.teach", icon: "pencil" } as Entry]
              : []),
            ...(user?.is_admin
              ? [{ to: "/admin", label: "common.appNav.admin", icon: "tools" } as Entry]
              : []),
          ] satisfies Entry[]
        ).map((e) => ({ ...e, label: t(e.label) }));
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
            <Icon name="exit" size={18} /> {t("common.nav.signOut")}
          </button>
        </li>
      )}
    </ul>
  );

  return (
    <header className={`app-nav app-nav--${kind}${scrolled ? " is-scrolled" : ""}`} data-kind={kind}>
      <div className="app-nav-inner">
        <Brand />
        <nav
          aria-label={teacherSide ? t("common.appNav.teacherArea") : t("common.appNav.learnerArea")}
          className="app-nav-desktop"
        >
          {links(false)}
        </nav>
        <div className="app-nav-end">
          {sells && user && user.kind !== "pupil" && !teacherSide && (
            <span className={`kind-chip kind-chip--${kind}`} title={t("common.appNav.yourPlan")}>
              {t("common.appNav.plan", { kind })}
            </span>
          )}
          <LanguageSwitch />
          {user && <UserMenu user={user} entries={[]} />}
          <button
            type="button"
            className="app-nav-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <span className="sr-only">{open ? t("common.menu.close") : t("common.menu.open")}</span>
            <span className="app-nav-burger" aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={teacherSide ? t("common.appNav.teacherAreaMobile") : t("common.appNav.learnerAreaMobile")}
        className="app-nav-mobile"
        hidden={!open}
      >
        {links(true)}
      </nav>
    </header>
  );
}
