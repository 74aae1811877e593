// The public header (SPEC section 2 "Header (public)"): Home, About, Features, Assessment,
// Contact; Sign In / Sign Up or the user menu; fixed after 80 px of scroll; a mobile menu
// with the same links.
import { useEffect, useId, useState } from "react";
import { Link } from "./Link";
import { preload } from "react-dom";
import { CHILD_HOME, useSession } from "../state/session";
import { usePayments, useSchool } from "../state/site";
import { UserMenu, signOut, type MenuEntry } from "./UserMenu";
import { LanguageSwitch } from "./LanguageSwitch";
import { useT, type MessageKey } from "../i18n";

export const HEADER_FIXED_AFTER_PX = 80;
export const MENU_SCROLL_DELAY_MS = 300;

const NO_JS_MENU_CSS =
  "@media (max-width: 991px) { .mobile-menu[hidden] { display: block; } .menu-toggle { display: none !important; } }";

export const NAV_LINKS: { href: string; label: MessageKey }[] = [
  { href: "/", label: "common.nav.home" },
  { href: "/#about", label: "common.nav.about" },
  { href: "/#features", label: "common.nav.features" },
  { href: "/#level-test", label: "common.nav.assessment" },
  { href: "/#contact", label: "common.nav.contact" },
];
/** The user menu's entries; `label` is a catalogue key. */
export const USER_ENTRIES: MenuEntry[] = [
  { to: "/dashboard", label: "common.nav.dashboard" },
  { to: "/profile", label: "common.nav.myProfile" },
  { to: "/subscription", label: "common.nav.subscription" },
];
/** The user menu's entries: no subscription page where nothing is sold (issue #33). */
const userEntries = (sells: boolean) =>
  sells ? USER_ENTRIES : USER_ENTRIES.filter((e) => e.to !== "/subscription");

/** A self-hosted school's logo and name next to Marhaba (issue #16). The logo's alt text is the name;
 *  the visible name beside it is then hidden from screen readers, which would read it twice. */
function SchoolBrand() {
  const { name, logo_url } = useSchool();
  const t = useT();
  if (!name && !logo_url) return null;
  return (
    <span className="brand-school" data-testid="brand-school">
      {logo_url && (
        <img
          className="brand-school-logo"
          src={logo_url}
          alt={name ?? t("common.brand.schoolLogo")}
          width="40"
          height="40"
        />
      )}
      {name && (
        <span className="brand-school-name" aria-hidden={logo_url ? true : undefined}>
          {name}
        </span>
      )}
    </span>
  );
}

export function Brand() {
  return (
    <span className="brand-row">
      <MarhabaBrand />
      <SchoolBrand />
    </span>
  );
}

function MarhabaBrand() {
  return (
    <Link to="/" className="brand">
      <span className="brand-mark" aria-hidden="true">
        {/* The initial form of meem (with a tatweel) reads as Arabic; the isolated م looked like a Latin P. */}
        <span lang="ar" dir="rtl" className="arabic brand-meem">
          مـ
        </span>
      </span>
      <span className="brand-words">
        <span lang="ar" dir="rtl" className="arabic brand-ar">
          مرحبا
        </span>
        <span className="brand-en">Marhaba</span>
      </span>
    </Link>
  );
}

/** The Arabic face (brand, greeting, letters) is on every public page: fetch it early. */
export const ARABIC_FONT = "/static/fonts/cairo-arabic-700-normal.woff2";

export function PublicHeader() {
  preload(ARABIC_FONT, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  const t = useT();
  const { user, family } = useSession();
  const child = !!family?.child; // a child profile's session (issue #16): no grown-up links
  const sells = usePayments();
  const [fixed, setFixed] = useState(false);
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > HEADER_FIXED_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // The mobile menu closes first, then the page scrolls to the anchor (menu scroll delay).
  const onMobileLink = (e: React.MouseEvent<HTMLAnchorElement>, href: string) => {
    setOpen(false);
    const hash = href.split("#")[1];
    const target = hash ? document.getElementById(hash) : null;
    if (!target) return;
    e.preventDefault();
    setTimeout(() => {
      target.scrollIntoView({
        behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
      });
      history.replaceState(history.state, "", "#" + hash);
    }, MENU_SCROLL_DELAY_MS);
  };

  return (
    <div className={"site-header-slot" + (fixed ? " is-fixed" : "")}>
      <header className="site-header">
        <a className="skip-link" href="#main">
          {t("common.skipToContent")}
        </a>
        <div className="site-header-inner container">
          <Brand />
          <nav aria-label={t("common.nav.main")} className="site-nav">
            <ul>
              {NAV_LINKS.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{t(l.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header-actions">
            {user && child ? (
              <Link to={CHILD_HOME} className="btn btn-primary btn-sm header-auth">
                {t("common.nav.myLessons")}
              </Link>
            ) : user ? (
              <>
                <Link to="/dashboard" className="btn btn-primary btn-sm header-auth">
                  {t("common.nav.dashboard")}
                </Link>
                <UserMenu user={user} entries={userEntries(sells)} />
              </>
            ) : (
              <>
                <Link to="/login" className="btn btn-outline btn-sm header-auth">
                  {t("common.nav.signIn")}
                </Link>
                <Link to="/signup" className="btn btn-sun btn-sm header-auth">
                  {t("common.nav.signUp")}
                </Link>
              </>
            )}
            <LanguageSwitch />
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              <span className="menu-toggle-bars" aria-hidden="true" />
              <span className="sr-only">{open ? t("common.menu.close") : t("common.menu.open")}</span>
            </button>
          </div>
        </div>
        {/* Without JavaScript the toggle cannot work: small screens get the menu open instead. */}
        <noscript>
          <style>{NO_JS_MENU_CSS}</style>
        </noscript>
        <nav id={menuId} aria-label={t("common.nav.mobile")} className="mobile-menu" hidden={!open}>
          <ul>
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} onClick={(e) => onMobileLink(e, l.href)}>
                  {t(l.label)}
                </a>
              </li>
            ))}
            {user && child ? (
              <li>
                <Link to={CHILD_HOME} onClick={() => setOpen(false)}>
                  {t("common.nav.myLessons")}
                </Link>
              </li>
            ) : user ? (
              <>
                {userEntries(sells).map((e) => (
                  <li key={e.to}>
                    <Link to={e.to} onClick={() => setOpen(false)}>
                      {t(e.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button type="button" className="link-button" onClick={signOut}>
                    {t("common.nav.signOut")}
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link to="/login" onClick={() => setOpen(false)}>
                    {t("common.nav.signIn")}
                  </Link>
                </li>
                <li>
                  <Link to="/signup" onClick={() => setOpen(false)}>
                    {t("common.nav.signUp")}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </header>
    </div>
  );
}
