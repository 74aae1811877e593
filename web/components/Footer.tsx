// The public footer (SPEC section 2 and 9). Contact details, social links and the video channel
// are operator settings (admin Site tab): each part is left out while it is not set.
import { Link } from "./Link";
import { useClaims, useSite } from "../state/site";
import { useT } from "../i18n";
import { featureWords } from "../i18n/claims";
import { useSession } from "../state/session";
import { Brand } from "./PublicHeader";

const ICONS: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z",
  x: "M4 4h4.5l4 5.5L17 4h3l-6 7.2L21 20h-4.5l-4.4-6L7 20H4l6.6-7.8z",
  linkedin:
    "M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.6c.6-1 1.9-1.9 3.6-1.9 3 0 3.4 2 3.4 4.6V20h-4v-5.6c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-4z",
};

/** "+33 1 23" → "tel:+33123". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

export function Footer() {
  const t = useT();
  const site = useSite();
  const claims = useClaims();
  const { user, family } = useSession();
  // A child profile's or a pupil's session: no way out of the site from the footer (social sites, the video
  // channel, mail and phone links are for grown-ups).
  const learner = !!family?.child || user?.kind === "pupil";
  const contact = learner ? { address: null, phone: null, email: null } : site.contact;
  const social = learner ? [] : site.social;
  const video_channel_url = learner ? null : site.video_channel_url;
  const hasContact = !!(contact.address || contact.phone || contact.email);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <Brand />
          <p>{t("common.footer.about", { features: featureWords(t, claims) })}</p>
          {social.length > 0 && (
            <ul className="social" aria-label={t("common.footer.social")}>
              {social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    aria-label={t("common.footer.newTab", { label: s.label })}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d={ICONS[s.network] ?? ""} fill="currentColor" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav className="footer-links" aria-label={t("common.footer.nav")}>
          <h2>{t("common.footer.explore")}</h2>
          <ul>
            <li>
              <a href="/#about">{t("common.footer.about.link")}</a>
            </li>
            <li>
              <a href="/#features">{t("common.footer.features")}</a>
            </li>
            <li>
              <a href="/#level-test">{t("common.footer.assessment")}</a>
            </li>
            <li>
              <Link to="/contact">{t("common.footer.contact")}</Link>
            </li>
            <li>
              <Link to="/credits">{t("common.footer.credits")}</Link>
            </li>
            <li>
              <Link to="/privacy">{t("common.footer.privacy")}</Link>
            </li>
            <li>
              <Link to="/terms">{t("common.footer.terms")}</Link>
            </li>
            <li>
              <Link to="/accessibility">{t("common.footer.accessibility")}</Link>
            </li>
          </ul>
        </nav>
        {hasContact && (
          <div className="footer-contact">
            <h2>{t("common.footer.contact")}</h2>
            <address>
              {contact.address && <p className="pre-line">{contact.address}</p>}
              {(contact.phone || contact.email) && (
                <p>
                  {contact.phone && <a href={telHref(contact.phone)}>{contact.phone}</a>}
                  {contact.phone && contact.email && <br />}
                  {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
                </p>
              )}
            </address>
          </div>
        )}
        {video_channel_url && (
          <div className="footer-videos">
            <h2>{t("common.footer.watchUs")}</h2>
            <p>{t("common.footer.videosText")}</p>
            <a
              className="btn btn-sun btn-sm"
              href={video_channel_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("common.footer.videoChannel")}
              <span className="sr-only">{t("common.footer.opensNewTab")}</span>
            </a>
          </div>
        )}
      </div>
      <p className="footer-copy">{t("common.footer.copyright", { year: 2025 })}</p>
    </footer>
  );
}
