// /trial-expired (SPEC section 2, in French, with an English version beside it: the page's language,
// issue #30): shown only to a family whose demo has ended (the loader routes everyone else); the offer
// and a payment button.
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { Icon } from "../../components/Icon";
import { Shell, PriceTag } from "./Shell";
import { FREE_MONTHS, nextPurchaseMonths } from "./format";
import { useCheckout } from "./useCheckout";
import { LangSwitch } from "./LangSwitch";
import { useT } from "../../i18n";
import { htmlLang } from "../../../shared/i18n/locale";

export function TrialExpiredPage() {
  const t = useT();
  const { subscription } = useSession();
  const months = nextPurchaseMonths(subscription);
  const { start, busy, error } = useCheckout("/trial-expired", t("subscription.payFailed"));
  return (
    <Shell className="trial-expired" lang={htmlLang(t.locale)}>
      <section className="container pay-wrap">
        <LangSwitch />
        <div className="card pay-card">
          <span className="big-emoji" aria-hidden="true">
            <Icon name="moon" size={40} />
          </span>
          <h1>{t("subscription.trialExpired.title")}</h1>
          <p>{t("subscription.trialExpired.body")}</p>
          <PriceTag months={months} />
          {months > 12 && (
            <p className="offer-ribbon">
              <Icon name="gift" /> {t("subscription.trialExpired.free", { n: FREE_MONTHS })}
            </p>
          )}
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
            {busy ? t("subscription.loading") : t("subscription.trialExpired.pay")}
          </button>
          <p className="secure-note">
            <Icon name="lock" size={18} /> {t("subscription.trialExpired.secure")}
          </p>
          <Link to="/dashboard" className="btn btn-ghost">
            {t("subscription.trialExpired.back")}
          </Link>
        </div>
      </section>
    </Shell>
  );
}
