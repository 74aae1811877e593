// /dashboard (SPEC section 2): greeting, four cards, the demo countdown, the expiring-soon and
// no-plan alerts, quick actions and resource cards.
import { useLoaderData } from "react-router";
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { useClaims } from "../../state/site";
import { featureWords } from "../../i18n/claims";
import { Rich, useT } from "../../i18n";
import { monthsWords, priceLocale } from "../../lib/offer";
import { dateIn } from "../assessment/format";
import { Avatar } from "../../components/UserMenu";
import { Shell } from "./Shell";
import { Countdown } from "./Countdown";
import { usePayments } from "../../state/site";
import { Icon } from "../../components/Icon";
import { VerifyReminder } from "./VerifyReminder";
import { NoArabicVoiceNotice } from "../../components/NoArabicVoiceNotice";
import { EarnedCertificates } from "../courses/EarnedCertificates";
import { FREE_MONTHS, nextPurchaseMonths, price } from "./format";
import { NextStep } from "./NextStep";
import { PeriodText } from "./Period";
import type { CertificateView } from "../courses/types";
import type { DashboardWelcome } from "./types";

export function DashboardPage() {
  const { serverTime, certificates, welcome } = useLoaderData() as {
    serverTime: string | null;
    certificates: CertificateView[];
    welcome: DashboardWelcome | null;
  };
  const { user, subscription, access, family } = useSession();
  const claims = useClaims();
  const t = useT();
  if (!user) return null;
  // everything about the plan comes from the server's access block (issue #12)
  const kind = access?.kind ?? "none";
  const endsAt = access?.ends_at ?? null;
  const days = access?.days_left ?? null;
  const planLabel = t("subscription.dash.plan", { kind });
  const date = (iso: string | null) => dateIn(iso, t.locale);
  const b = (c: React.ReactNode) => <strong>{c}</strong>;
  const features = featureWords(t, claims);
  const sells = usePayments(); // a school's instance sells nothing: no plan, price or upgrade (issue #33)

  return (
    <Shell className="dashboard">
      <section className="dash-hero">
        <div className="container dash-hero-inner">
          <Avatar user={user} size={64} />
          <div>
            <p className="dash-hello">
              <Rich
                k="subscription.dash.hello"
                values={{ first: welcome?.first_visit ? "yes" : "no" }}
                tags={{
                  ar: (c) => (
                    <span lang="ar" dir="rtl" className="arabic">
                      {c}
                    </span>
                  ),
                }}
              />
            </p>
            <h1>{t("subscription.dash.title", { name: user.first_name })}</h1>
            {/* the grown-up is addressed as a parent; the children learn in their own profiles (issue #28) */}
            <p className="muted">
              {t("subscription.dash.lead", {
                step: welcome?.step ?? "none",
                children: family?.children.length ?? 0,
                name: family?.children[0]?.first_name ?? "",
              })}
            </p>
          </div>
        </div>
      </section>

      <div className="container dash-body">
        {!user.is_verified && user.email && <VerifyReminder email={user.email} />}
        {welcome && <NextStep welcome={welcome} />}
        <NoArabicVoiceNotice />
        {sells && kind === "demo" && endsAt && (
          <section
            className={`upgrade-banner${welcome && welcome.step !== "none" ? " is-quiet" : ""}`}
            aria-labelledby="upgrade-title"
          >
            <div>
              <h2 id="upgrade-title">{t("subscription.dash.upgradeTitle", { n: FREE_MONTHS })}</h2>
              <p data-testid="months">
                {t("subscription.dash.upgradePrice", {
                  price: price(priceLocale(t)),
                  months: monthsWords(t, nextPurchaseMonths(subscription)),
                })}
              </p>
              {subscription?.offer && subscription.offer.demo_days_kept > 0 && (
                <p className="small">
                  <PeriodText
                    months={subscription.offer.months}
                    from={subscription.offer.period_from}
                    to={subscription.offer.period_to}
                    demoDaysKept={subscription.offer.demo_days_kept}
                  />
                </p>
              )}
              <p>{t("subscription.dash.demoEnds", { date: date(endsAt) })}</p>
              <Countdown endDate={endsAt} serverTime={serverTime} />
            </div>
            <Link to="/subscribe" className="btn btn-sun">
              {t("subscription.dash.upgrade")}
            </Link>
          </section>
        )}

        {sells && access?.renew_window && (
          <div className="alert alert-warn dash-alert" role="status">
            <Rich
              k="subscription.dash.expiring"
              values={{ date: date(endsAt), days: days ?? 0 }}
              tags={{ b, a: (c) => <Link to="/renew">{c}</Link> }}
            />
          </div>
        )}

        {!sells && kind === "none" && (
          <div className="alert alert-info dash-alert" role="status">
            <Rich k="subscription.dash.schoolClosed" tags={{ b }} />
          </div>
        )}

        {sells && kind === "none" && (
          <div className="alert alert-info dash-alert" role="status">
            <Rich k="subscription.dash.noPlan" tags={{ b }} />
            <span className="dash-alert-actions">
              <Link to="/subscribe" className="btn btn-primary btn-sm">
                {t("subscription.dash.viewPlans")}
              </Link>
              <Link to="/demo-confirmation" className="btn btn-outline btn-sm">
                {t("subscription.dash.tryDemo")}
              </Link>
            </span>
          </div>
        )}

        <section className="dash-cards" aria-label={t("subscription.dash.overview")}>
          <article className="dash-card tone-sky">
            <span className="dash-icon">
              <Icon name="user" size={28} />
            </span>
            <h2>{t("subscription.dash.profile")}</h2>
            <p className="dash-card-value">{user.email}</p>
            <Link to="/profile">{t("subscription.dash.viewProfile")}</Link>
          </article>
          <article className="dash-card tone-coral">
            <span className="dash-icon">
              <Icon name="user" size={28} />
            </span>
            <h2>{t("subscription.dash.children")}</h2>
            <p className="dash-card-value">
              {family?.children.length
                ? family.children.map((c) => c.first_name).join(", ")
                : t("subscription.dash.noChild")}
            </p>
            <Link to="/profile#children">
              {t(
                family?.children.length ? "subscription.dash.childrenProfiles" : "subscription.dash.addChild",
              )}
            </Link>
          </article>
          {sells && (
            <article
              className={`dash-card tone-${kind === "premium" ? "sun" : kind === "demo" ? "grape" : "coral"}`}
            >
              <span className="dash-icon">
                <Icon name="star" size={28} />
              </span>
              <h2>{t("subscription.dash.subscription")}</h2>
              <p className="dash-card-value" data-testid="plan-label">
                {planLabel}
              </p>
              {kind !== "none" && (
                <p className="dash-card-sub">
                  {t("subscription.dash.until", {
                    cancelled: access?.cancelled ? "yes" : "no",
                    date: date(endsAt),
                  })}
                </p>
              )}
              <Link to="/subscription">{t("subscription.dash.manage")}</Link>
            </article>
          )}
          <article className="dash-card tone-primary">
            <span className="dash-icon">
              <Icon name="book" size={28} />
            </span>
            <h2>{t("subscription.dash.courses")}</h2>
            <p className="dash-card-value">
              {t("subscription.dash.lessons", {
                open: access?.unlocked.lessons ?? "none",
                n: access?.unlocked.lessons_per_level ?? 0,
              })}
            </p>
            <Link to="/courses">{t("subscription.dash.library")}</Link>
          </article>
          <article className="dash-card tone-mint">
            <span className="dash-icon">
              <Icon name="chart" size={28} />
            </span>
            <h2>{t("subscription.dash.progress")}</h2>
            <p className="dash-card-value">{t("subscription.dash.progressValue")}</p>
            <Link to="/progress">
              {t("subscription.dash.seeProgress", { children: family?.children.length ? "yes" : "no" })}
            </Link>
            <EarnedCertificates certificates={certificates} />
          </article>
        </section>

        <section aria-labelledby="quick-title">
          <h2 id="quick-title">{t("subscription.dash.quick")}</h2>
          <div className="quick-grid">
            <Link to="/profile" className="quick-card">
              <Icon name="pencil" /> {t("subscription.dash.quickProfile")}
            </Link>
            {sells && (
              <Link to="/subscription" className="quick-card">
                <Icon name="card" /> {t("subscription.dash.quickSubscription")}
              </Link>
            )}
            <Link to="/courses" className="quick-card">
              <Icon name="film" /> {t("subscription.dash.quickCourses")}
            </Link>
            <Link to="/level-test" className="quick-card">
              <Icon name="quiz" /> {t("subscription.dash.quickAssessment")}
            </Link>
          </div>
        </section>

        <section aria-labelledby="resources-title">
          <h2 id="resources-title">{t("subscription.dash.resources")}</h2>
          <div className="resource-grid">
            <article className="resource-card">
              <h3>{t("subscription.dash.gettingStarted")}</h3>
              <p>{t("subscription.dash.gettingStartedText")}</p>
            </article>
            <article className="resource-card">
              <h3>{t("subscription.dash.features")}</h3>
              <p>
                {t("subscription.dash.featuresText", {
                  features: features.replace(/^./, (ch) => ch.toUpperCase()),
                })}
              </p>
            </article>
            {sells && kind === "demo" && (
              <article className="resource-card tone-grape">
                <h3>{t("subscription.dash.demoBenefits")}</h3>
                <p>{t("subscription.dash.demoBenefitsText")}</p>
                <Link to="/subscription" className="btn btn-primary btn-sm">
                  {t("subscription.dash.upgradeNow")}
                </Link>
              </article>
            )}
          </div>
        </section>
      </div>
    </Shell>
  );
}
