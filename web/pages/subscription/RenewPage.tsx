// /renew (SPEC section 2, in French, with an English version beside it: the page's language, issue
// #30): shown only inside the renewal window of a running Premium plan (the loader routes everyone
// else): the plan, its end date, the days left, and a renewal that starts at the current end date.
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { Shell, PriceTag } from "./Shell";
import { nextPurchaseMonths, shortDate } from "./format";
import { useCheckout } from "./useCheckout";
import { LangSwitch } from "./LangSwitch";
import { useT } from "../../i18n";
import { htmlLang } from "../../../shared/i18n/locale";
import { longDate } from "../../../shared/i18n/translate";

export function RenewPage() {
  const t = useT();
  const { subscription, access } = useSession();
  const months = nextPurchaseMonths(subscription);
  const { start, busy, error } = useCheckout("/renew", t("subscription.payFailed"));
  if (!access?.ends_at) return null;
  return (
    <Shell className="renew" lang={htmlLang(t.locale)}>
      <section className="container pay-wrap">
        <LangSwitch />
        <div className="card pay-card">
          <p className="eyebrow">{t("subscription.renew.eyebrow")}</p>
          <h1>{t("subscription.renew.title")}</h1>
          <dl className="plan-facts">
            <div>
              <dt>{t("subscription.renew.plan")}</dt>
              <dd>Premium</dd>
            </div>
            <div>
              <dt>{t("subscription.renew.end")}</dt>
              <dd>{t.locale === "fr" ? longDate(access.ends_at, "fr") : shortDate(access.ends_at)}</dd>
            </div>
            <div>
              <dt>{t("subscription.renew.days")}</dt>
              <dd>{access.days_left}</dd>
            </div>
          </dl>
          <PriceTag months={months} />
          <p className="muted">{t("subscription.renew.note", { months })}</p>
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
            {busy ? t("subscription.loading") : t("subscription.renew.pay", { months })}
          </button>
          <Link to="/dashboard" className="btn btn-ghost">
            {t("subscription.renew.back")}
          </Link>
        </div>
      </section>
    </Shell>
  );
}
