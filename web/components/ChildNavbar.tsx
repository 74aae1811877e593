// The navigation bar of a child's pages (issues #16, #25, #29): a child profile's session or a signed-in
// pupil. The child's picture and name, their lessons, practice and path, each with a picture so a child
// who cannot read finds them. A child profile has a small "Grown-ups" button that opens the parent gate;
// a pupil has a small way out for the next pupil on this device. No subscription, profile, admin or
// payment link: nothing here spends money or opens the grown-up area.
import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Link } from "./Link";
import { Brand } from "./PublicHeader";
import { ParentGate } from "../pages/family/ParentGate";
import { signOut } from "./UserMenu";
import type { SessionFamily, SessionPayload } from "../state/types";
import { useT, type MessageKey } from "../i18n";
import { ChildLanguageSwitch } from "./LanguageSwitch";

type Learner = NonNullable<SessionPayload["learner"]>;

const ENTRIES: { to: string; label: MessageKey; icon: string }[] = [
  {
    to: "/courses",
    label: "common.childNav.lessons",
    icon: "M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5",
  },
  {
    to: "/practice",
    label: "common.childNav.practice",
    icon: "M12 2l3 6.5 7 .9-5.1 4.8 1.3 7L12 17.8 5.8 21.2l1.3-7L2 9.4l7-.9z",
  },
  { to: "/progress", label: "common.childNav.myPath", icon: "M6 22V3M6 4h11l-2.5 4L17 12H6" },
];

export function ChildNavbar({
  learner,
  family,
}: {
  learner: Learner;
  family: SessionFamily | null | undefined;
}) {
  const t = useT();
  const [gate, setGate] = useState(false);
  const location = useLocation();
  useEffect(() => setGate(false), [location.pathname]);
  const pupil = learner.kind === "pupil";
  const chip = (
    <>
      {learner.avatar_url && <img src={learner.avatar_url} alt="" width={44} height={44} />}
      <span>{learner.first_name}</span>
    </>
  );
  return (
    <header className="app-nav child-nav" data-testid="child-nav">
      <div className="app-nav-inner child-nav-inner">
        <Brand />
        {pupil ? (
          <span className="child-chip" data-testid="child-chip">
            {chip}
          </span>
        ) : (
          <Link
            to="/who"
            className="child-chip"
            aria-label={t("common.childNav.changeWho", { name: learner.first_name })}
            data-testid="child-chip"
          >
            {chip}
          </Link>
        )}
        <nav aria-label={t("common.appNav.learnerArea")} className="child-nav-links">
          <ul>
            {ENTRIES.map((e) => (
              <li key={e.to}>
                <NavLink
                  to={e.to}
                  className={({ isActive }) => "app-nav-link child-nav-link" + (isActive ? " is-active" : "")}
                >
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                    <path
                      d={e.icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                  </svg>
                  {t(e.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {pupil ? (
          <button
            type="button"
            className="btn btn-outline btn-sm grown-ups-btn"
            onClick={() => signOut("/class")}
          >
            {t("common.childNav.notMe", { name: learner.first_name })}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline btn-sm grown-ups-btn"
            aria-expanded={gate}
            onClick={() => setGate((g) => !g)}
          >
            {t("common.childNav.grownUps")}
          </button>
        )}
        <ChildLanguageSwitch />
      </div>
      {gate && family && (
        <div className="gate-slot">
          <ParentGate gate={family.gate} onCancel={() => setGate(false)} />
        </div>
      )}
    </header>
  );
}
