// /privacy, /terms and /accessibility (issue #28). What they say about this instance comes from it: the
// data controller and the retention periods are operator settings (the page says plainly when the
// controller is missing), the processors are those configured, the rest is how the product works.
import type { ReactNode } from "react";
import { Link } from "../../components/Link";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { useClaims, useSite } from "../../state/site";
import { Rich, useT, type MessageKey } from "../../i18n";

const b = (c: ReactNode) => <strong>{c}</strong>;
const to = (path: string) => (c: ReactNode) => <Link to={path}>{c}</Link>;

function Page({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main id="main" className="legal-page">
        <PageHero tint="sky" trail={[]} current={title}>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
        </PageHero>
        <div className="container legal-body">{children}</div>
      </main>
      <Footer />
    </>
  );
}

function Controller() {
  const { controller } = useSite();
  if (!controller?.name)
    return (
      <p className="alert alert-warn" data-testid="controller-missing">
        <Rich k="site.pages.legal.missing" tags={{ b, a: to("/contact") }} />
      </p>
    );
  return (
    <address data-testid="controller">
      <strong>{controller.name}</strong>
      {controller.address && <span className="pre-line">{`\n${controller.address}`}</span>}
    </address>
  );
}

/** One row of the privacy table: whose data, what, why and how long, each from the catalogue. */
function KeptRow({
  row,
  values,
}: {
  row: "account" | "child" | "pupil" | "payments";
  values?: Record<string, number>;
}) {
  const t = useT();
  const k = (part: string) => `site.pages.legal.${row}.${part}` as MessageKey;
  return (
    <tr>
      <th scope="row">{t(k("whose"))}</th>
      <td data-label={t("site.pages.legal.col.what")}>{t(k("what"))}</td>
      <td data-label={t("site.pages.legal.col.why")}>{t(k("why"))}</td>
      <td data-label={t("site.pages.legal.col.howLong")}>{t(k("howLong"), values)}</td>
    </tr>
  );
}

export function PrivacyPage() {
  const { retention } = useSite();
  const c = useClaims();
  const t = useT();
  const r = retention ?? { unverified_days: 30, inactive_months: 24, warning_days: 30 };
  return (
    <Page title={t("site.pages.legal.privacy.title")} lead={t("site.pages.legal.privacy.lead")}>
      <section aria-labelledby="pv-who">
        <h2 id="pv-who">{t("site.pages.legal.privacy.who")}</h2>
        <Controller />
      </section>

      <section aria-labelledby="pv-what">
        <h2 id="pv-what">{t("site.pages.legal.privacy.what")}</h2>
        <div>
          <table className="legal-table">
            <thead>
              <tr>
                <th scope="col">{t("site.pages.legal.col.whose")}</th>
                <th scope="col">{t("site.pages.legal.col.what")}</th>
                <th scope="col">{t("site.pages.legal.col.why")}</th>
                <th scope="col">{t("site.pages.legal.col.howLong")}</th>
              </tr>
            </thead>
            <tbody>
              <KeptRow
                row="account"
                values={{
                  unverified: r.unverified_days,
                  inactive: r.inactive_months,
                  warning: r.warning_days,
                }}
              />
              <KeptRow row="child" />
              <KeptRow row="pupil" />
              <KeptRow row="payments" />
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="pv-processors">
        <h2 id="pv-processors">{t("site.pages.legal.processors")}</h2>
        <ul>
          <li>
            {c.processors.payments === "stripe" ? (
              <Rich k="site.pages.legal.stripe" tags={{ b }} />
            ) : (
              t("site.pages.legal.noStripe")
            )}
          </li>
          <li>
            {c.processors.mail ? (
              <Rich k="site.pages.legal.mail" tags={{ b }} />
            ) : (
              t("site.pages.legal.noMail")
            )}
          </li>
          {c.processors.google_sign_in && (
            <li>
              <Rich k="site.pages.legal.google" tags={{ b }} />
            </li>
          )}
          {c.processors.school_sign_in && <li>{t("site.pages.legal.school")}</li>}
          <li>{t("site.pages.legal.rest")}</li>
        </ul>
      </section>

      <section aria-labelledby="pv-notrack">
        <h2 id="pv-notrack">{t("site.pages.legal.noTrack")}</h2>
        <p>{t("site.pages.legal.noTrackText", { videos: c.videos > 0 ? "yes" : "no" })}</p>
      </section>

      <section aria-labelledby="pv-rights">
        <h2 id="pv-rights">{t("site.pages.legal.rights")}</h2>
        <ul>
          <li>
            <Rich k="site.pages.legal.download" tags={{ b, a: to("/profile") }} />
          </li>
          <li>
            <Rich k="site.pages.legal.correct" tags={{ b, a: to("/profile") }} />
          </li>
          <li>
            <Rich k="site.pages.legal.delete" tags={{ b, a: to("/profile") }} />
          </li>
          <li>{t("site.pages.legal.complain")}</li>
        </ul>
      </section>
    </Page>
  );
}

export function TermsPage() {
  const t = useT();
  return (
    <Page title={t("site.pages.legal.terms.title")} lead={t("site.pages.legal.terms.lead")}>
      <section aria-labelledby="tm-who">
        <h2 id="tm-who">{t("site.pages.legal.terms.who")}</h2>
        <Controller />
      </section>
      <section aria-labelledby="tm-accounts">
        <h2 id="tm-accounts">{t("site.pages.legal.terms.accounts")}</h2>
        <ul>
          <li>{t("site.pages.legal.terms.grownUp")}</li>
          <li>{t("site.pages.legal.terms.password")}</li>
          <li>{t("site.pages.legal.terms.deleteAny")}</li>
        </ul>
      </section>
      <section aria-labelledby="tm-pay">
        <h2 id="tm-pay">{t("site.pages.legal.terms.pay")}</h2>
        <ul>
          <li>{t("site.pages.legal.terms.demoOnce")}</li>
          <li>{t("site.pages.legal.terms.premium")}</li>
          <li>{t("site.pages.legal.terms.demoKept")}</li>
          <li>{t("site.pages.legal.terms.refund")}</li>
        </ul>
      </section>
      <section aria-labelledby="tm-fair">
        <h2 id="tm-fair">{t("site.pages.legal.terms.fair")}</h2>
        <p>{t("site.pages.legal.terms.fairText")}</p>
      </section>
      <p>
        <Rich
          k="site.pages.legal.terms.seeAlso"
          tags={{ privacy: to("/privacy"), a11y: to("/accessibility") }}
        />
      </p>
    </Page>
  );
}

export function AccessibilityPage() {
  const c = useClaims();
  const t = useT();
  return (
    <Page title={t("site.pages.legal.a11y.title")} lead={t("site.pages.legal.a11y.lead")}>
      <section aria-labelledby="ac-ok">
        <h2 id="ac-ok">{t("site.pages.legal.a11y.ok")}</h2>
        <ul>
          <li>{t("site.pages.legal.a11y.axe")}</li>
          <li>{t("site.pages.legal.a11y.keyboard")}</li>
          <li>{t("site.pages.legal.a11y.contrast")}</li>
          <li>{t("site.pages.legal.a11y.forms")}</li>
          <li>{t("site.pages.legal.a11y.targets")}</li>
        </ul>
      </section>
      <section aria-labelledby="ac-gaps">
        <h2 id="ac-gaps">{t("site.pages.legal.a11y.gaps")}</h2>
        <ul>
          {!c.audio.complete && (
            <li>{t("site.pages.legal.a11y.clips", { recorded: c.audio.recorded, total: c.audio.total })}</li>
          )}
          <li>{t("site.pages.legal.a11y.written")}</li>
          <li>{t("site.pages.legal.a11y.tracing")}</li>
          <li>{t("site.pages.legal.a11y.small")}</li>
          <li>{t("site.pages.legal.a11y.language")}</li>
        </ul>
      </section>
      <section aria-labelledby="ac-contact">
        <h2 id="ac-contact">{t("site.pages.legal.a11y.tell")}</h2>
        <p>
          <Rich k="site.pages.legal.a11y.tellText" tags={{ a: to("/contact") }} />
        </p>
        <Controller />
      </section>
    </Page>
  );
}
