// /dashboard (SPEC section 2): greeting, four cards, the demo countdown, the expiring-soon and
// no-plan alerts, quick actions and resource cards.
import { useLoaderData } from "react-router";
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { useClaims } from "../../state/site";
import { featureList, listText } from "../../../shared/claims";
import { Avatar } from "../../components/UserMenu";
import { Shell } from "./Shell";
import { Countdown } from "./Countdown";
import { usePayments } from "../../state/site";
import { Icon } from "../../components/Icon";
import { VerifyReminder } from "./VerifyReminder";
import { NoArabicVoiceNotice } from "../../components/NoArabicVoiceNotice";
import { EarnedCertificates } from "../courses/EarnedCertificates";
import { FREE_MONTHS, monthsText, nextPurchaseMonths, price, shortDate } from "./format";
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
  if (!user) return null;
  // everything about the plan comes from the server's access block (issue #12)
  const kind = access?.kind ?? "none";
  const endsAt = access?.ends_at ?? null;
  const days = access?.days_left ?? null;
  const planLabel =
    kind === "premium" ? "Premium Active" : kind === "demo" ? "Demo Access" : "No Active Plan";
  const sells = usePayments(); // a school's instance sells nothing: no plan, price or upgrade (issue #33)

  return (
    <Shell className="dashboard">
      <section className="dash-hero">
        <div className="container dash-hero-inner">
          <Avatar user={user} size={64} />
          <div>
            <p className="dash-hello">
              <span lang="ar" dir="rtl" className="arabic">
                مرحبا
              </span>{" "}
              — {welcome?.first_visit ? "welcome!" : "welcome back!"}
            </p>
            <h1>Hello, {user.first_name}!</h1>
            {/* the grown-up is addressed as a parent; the children learn in their own profiles (issue #28) */}
            <p className="muted">
              {welcome?.step === "add_child"
                ? "Two small steps and your child is learning Arabic."
                : welcome?.step === "start_lesson"
                  ? "One step left: the first lesson, side by side."
                  : family?.children.length
                    ? `Here is how ${family.children.length === 1 ? family.children[0].first_name : "your children"} ${family.children.length === 1 ? "is" : "are"} getting on, and your plan.`
                    : "Your family's Arabic, and your plan."}
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
              <h2 id="upgrade-title">Upgrade &amp; Get {FREE_MONTHS} FREE Months</h2>
              <p data-testid="months">
                {price()} for {monthsText(nextPurchaseMonths(subscription))}.
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
              <p>Your free demo ends on {shortDate(endsAt)}. Time left:</p>
              <Countdown endDate={endsAt} serverTime={serverTime} />
            </div>
            <Link to="/subscribe" className="btn btn-sun">
              Upgrade
            </Link>
          </section>
        )}

        {sells && access?.renew_window && (
          <div className="alert alert-warn dash-alert" role="status">
            <strong>Your Premium plan is expiring soon.</strong> It ends on {shortDate(endsAt)} — {days}{" "}
            {days === 1 ? "day" : "days"} remaining. <Link to="/renew">Renew now</Link>
          </div>
        )}

        {!sells && kind === "none" && (
          <div className="alert alert-info dash-alert" role="status">
            <strong>The lessons are not open for this account yet.</strong> Your school opens them: ask your
            teacher or the school's office.
          </div>
        )}

        {sells && kind === "none" && (
          <div className="alert alert-info dash-alert" role="status">
            <strong>You have no active plan yet.</strong> Choose Premium or try Marhaba free for 14 days.
            <span className="dash-alert-actions">
              <Link to="/subscribe" className="btn btn-primary btn-sm">
                View Plans
              </Link>
              <Link to="/demo-confirmation" className="btn btn-outline btn-sm">
                Try Demo
              </Link>
            </span>
          </div>
        )}

        <section className="dash-cards" aria-label="Overview">
          <article className="dash-card tone-sky">
            <span className="dash-icon">
              <Icon name="user" size={28} />
            </span>
            <h2>Profile</h2>
            <p className="dash-card-value">{user.email}</p>
            <Link to="/profile">View profile</Link>
          </article>
          <article className="dash-card tone-coral">
            <span className="dash-icon">
              <Icon name="user" size={28} />
            </span>
            <h2>Children</h2>
            <p className="dash-card-value">
              {family?.children.length
                ? family.children.map((c) => c.first_name).join(", ")
                : "No child profile yet"}
            </p>
            <Link to="/profile#children">
              {family?.children.length ? "Children's profiles" : "Add your child"}
            </Link>
          </article>
          {sells && (
            <article
              className={`dash-card tone-${kind === "premium" ? "sun" : kind === "demo" ? "grape" : "coral"}`}
            >
              <span className="dash-icon">
                <Icon name="star" size={28} />
              </span>
              <h2>Subscription</h2>
              <p className="dash-card-value" data-testid="plan-label">
                {planLabel}
              </p>
              {kind !== "none" && (
                <p className="dash-card-sub">
                  {access?.cancelled ? "Cancelled, runs until" : "Until"} {shortDate(endsAt)}
                </p>
              )}
              <Link to="/subscription">Manage subscription</Link>
            </article>
          )}
          <article className="dash-card tone-primary">
            <span className="dash-icon">
              <Icon name="book" size={28} />
            </span>
            <h2>Courses</h2>
            <p className="dash-card-value">
              {access?.unlocked.lessons === "all"
                ? "Every lesson open"
                : access?.unlocked.lessons === "first_per_level"
                  ? `First ${access.unlocked.lessons_per_level} lessons of every level`
                  : "See the library"}
            </p>
            <Link to="/courses">Open the library</Link>
          </article>
          <article className="dash-card tone-mint">
            <span className="dash-icon">
              <Icon name="chart" size={28} />
            </span>
            <h2>Progress</h2>
            <p className="dash-card-value">Lessons, stars and skills</p>
            <Link to="/progress">{family?.children.length ? "See their progress" : "See the progress"}</Link>
            <EarnedCertificates certificates={certificates} />
          </article>
        </section>

        <section aria-labelledby="quick-title">
          <h2 id="quick-title">Quick actions</h2>
          <div className="quick-grid">
            <Link to="/profile" className="quick-card">
              <Icon name="pencil" /> Edit Profile
            </Link>
            {sells && (
              <Link to="/subscription" className="quick-card">
                <Icon name="card" /> Manage Subscription
              </Link>
            )}
            <Link to="/courses" className="quick-card">
              <Icon name="film" /> Browse Courses
            </Link>
            <Link to="/level-test" className="quick-card">
              <Icon name="quiz" /> Take Assessment
            </Link>
          </div>
        </section>

        <section aria-labelledby="resources-title">
          <h2 id="resources-title">Resources</h2>
          <div className="resource-grid">
            <article className="resource-card">
              <h3>Getting Started</h3>
              <p>
                Sit together for ten minutes a day: one short lesson, then the little game for home on its
                last card. Little and often works best for young learners.
              </p>
            </article>
            <article className="resource-card">
              <h3>Platform Features</h3>
              <p>
                {listText(featureList(claims)).replace(/^./, (ch) => ch.toUpperCase())}, with a check at the
                end of every unit, all guided by our friendly bot, on any device.
              </p>
            </article>
            {sells && kind === "demo" && (
              <article className="resource-card tone-grape">
                <h3>Demo Benefits</h3>
                <p>
                  Your demo includes the first 2 lessons of every level and basic assessments. Premium opens
                  the full library.
                </p>
                <Link to="/subscription" className="btn btn-primary btn-sm">
                  Upgrade Now
                </Link>
              </article>
            )}
          </div>
        </section>
      </div>
    </Shell>
  );
}
