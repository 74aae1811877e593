// /subscribe (SPEC section 2): the purchase view, or "already premium" for paid members.
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { safePath } from "../../lib/pendingAction";
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { useClaims } from "../../state/site";
import { featureWords, levelsWords, libraryWords } from "../../i18n/claims";
import { Rich, useT } from "../../i18n";
import { dateIn } from "../assessment/format";
import { Icon } from "../../components/Icon";
import { Shell, PriceTag } from "./Shell";
import { FREE_MONTHS, nextPurchaseMonths } from "./format";
import { useCheckout } from "./useCheckout";
import { PeriodText } from "./Period";

export function SubscribePage() {
  const { user, subscription, access } = useSession();
  const claims = useClaims();
  const t = useT();
  // issue #25: from a locked lesson ("Ask a grown-up"), paying comes back to it
  const [params] = useSearchParams();
  const from = safePath(params.get("from"));
  const { start, busy, error } = useCheckout("/subscribe", t("subscription.subscribe.failed"), from);
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
            <h1>{t("subscription.subscribe.premiumTitle")}</h1>
            <p>
              <Rich
                k="subscription.subscribe.activeUntil"
                values={{ date: dateIn(access.ends_at, t.locale) }}
                tags={{ b: (c) => <strong>{c}</strong> }}
              />
            </p>
            {access.renew_window && (
              <p>
                <Rich
                  k="subscription.subscribe.endsIn"
                  values={{ n: access.days_left ?? 0, months: nextPurchaseMonths(subscription) }}
                  tags={{ a: (c) => <Link to="/renew">{c}</Link> }}
                />
              </p>
            )}
            <Link to="/dashboard" className="btn btn-primary">
              {t("subscription.subscribe.dashboard")}
            </Link>
          </div>
        </section>
      </Shell>
    );

  return (
    <Shell className="subscribe">
      <section className="container pay-wrap">
        <div className="card pay-card">
          <p className="eyebrow">{t("subscription.subscribe.eyebrow", { months })}</p>
          <h1>{t("subscription.subscribe.title")}</h1>
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
              <Icon name="gift" /> {t("subscription.subscribe.firstYear", { n: FREE_MONTHS })}
            </p>
          )}
          <ul className="tick-list">
            <li>
              {claims.lessons
                ? t("subscription.subscribe.libraryWith", {
                    library: libraryWords(t, claims),
                    levels: levelsWords(t, claims),
                  })
                : t("subscription.subscribe.library")}
            </li>
            <li>
              {t("subscription.subscribe.features", {
                features: featureWords(t, claims).replace(/^./, (ch) => ch.toUpperCase()),
              })}
            </li>
            <li>{t("subscription.subscribe.certificates")}</li>
            <li>{t("subscription.subscribe.support")}</li>
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
            {busy ? t("subscription.subscribe.processing") : t("subscription.subscribe.proceed")}
          </button>
          {from?.startsWith("/lessons/") && (
            <p className="muted small" data-testid="return-note">
              {t("subscription.subscribe.returnNote")}
            </p>
          )}
          <p className="secure-note">
            <Icon name="lock" size={18} /> {t("subscription.subscribe.secure")}
          </p>
          <p className="muted small">
            <Rich
              k="subscription.subscribe.signedInAs"
              values={{ email: user.email ?? "" }}
              tags={{ b: (c) => <strong>{c}</strong> }}
            />
          </p>
        </div>
      </section>
    </Shell>
  );
}
