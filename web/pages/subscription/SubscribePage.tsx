// /subscribe (SPEC section 2): the purchase view, or "already premium" for paid members.
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { safePath } from "../../lib/pendingAction";
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { useClaims } from "../../state/site";
import { featureList, levelsText, libraryText, listText } from "../../../shared/claims";
import { Icon } from "../../components/Icon";
import { Shell, PriceTag } from "./Shell";
import { FREE_MONTHS, nextPurchaseMonths, shortDate } from "./format";
import { useCheckout } from "./useCheckout";
import { PeriodText } from "./Period";

export function SubscribePage() {
  const { user, subscription, access } = useSession();
  const claims = useClaims();
  // issue #25: from a locked lesson ("Ask a grown-up"), paying comes back to it
  const [params] = useSearchParams();
  const from = safePath(params.get("from"));
  const { start, busy, error } = useCheckout("/subscribe", "Payment failed. Please try again.", from);
  // Block body on purpose: newer Chromium returns a Promise from scrollTo, and React would call
  // an effect's non-function return value as its cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (!user) return null;
  const months = nextPurchaseMonths(subscription);

  if (access?.kind === "premium")
    return (
      <Shell className="subscribe">
        <section className="container pay-wrap">
          <div className="card pay-card premium-done">
            <span className="big-emoji" aria-hidden="true">
              <Icon name="trophy" size={40} />
            </span>
            <h1>You're Already a Premium Member!</h1>
            <p>
              Your Premium plan is active until <strong>{shortDate(access.ends_at)}</strong>.
            </p>
            {access.renew_window && (
              <p>
                It ends in {access.days_left} {access.days_left === 1 ? "day" : "days"}.{" "}
                <Link to="/renew">Renew for {nextPurchaseMonths(subscription)} more months</Link>
              </p>
            )}
            <Link to="/dashboard" className="btn btn-primary">
              Go to Dashboard
            </Link>
          </div>
        </section>
      </Shell>
    );

  return (
    <Shell className="subscribe">
      <section className="container pay-wrap">
        <div className="card pay-card">
          <p className="eyebrow">Marhaba Premium · {months} months</p>
          <h1>Unlock every lesson</h1>
          <PriceTag months={months} />
          {subscription?.offer && (
            <p className="offer-period">
              <PeriodText
                months={months}
                from={subscription.offer.period_from}
                to={subscription.offer.period_to}
                demoDaysKept={subscription.offer.demo_days_kept}
              />
            </p>
          )}
          {months > 12 && (
            <p className="offer-ribbon">
              <Icon name="gift" /> Your first year comes with {FREE_MONTHS} months free
            </p>
          )}
          <ul className="tick-list">
            <li>
              {claims.lessons
                ? `The full library: ${libraryText(claims)}, ${levelsText(claims)}`
                : "The full library"}
            </li>
            <li>
              {listText(featureList(claims)).replace(/^./, (ch) => ch.toUpperCase())} with our friendly bot
            </li>
            <li>Certificates</li>
            <li>Priority support — one payment, no automatic renewal</li>
          </ul>
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="button"
            className="btn btn-sun btn-block btn-lg"
            onClick={start}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? "Processing..." : "Proceed to Payment"}
          </button>
          {from?.startsWith("/lessons/") && (
            <p className="muted small" data-testid="return-note">
              After paying, you go back to the lesson.
            </p>
          )}
          <p className="secure-note">
            <Icon name="lock" size={18} /> Secure payment through our card payment provider
          </p>
          <p className="muted small">
            Signed in as <strong>{user.email}</strong>
          </p>
        </div>
      </section>
    </Shell>
  );
}
