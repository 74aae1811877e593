// /renew (SPEC section 2, in French, with an English version): shown only inside the renewal
// window of a running Premium plan (the loader routes everyone else): the plan, its end date,
// the days left, and a renewal that starts at the current end date.
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { Shell, PriceTag } from "./Shell";
import { frenchLongDate, nextPurchaseMonths, shortDate } from "./format";
import { useCheckout } from "./useCheckout";
import { LangSwitch, usePageLocale } from "./LangSwitch";

const TEXT = {
  fr: {
    eyebrow: "Renouvellement",
    title: "Renouveler mon abonnement",
    plan: "Abonnement actuel",
    end: "Date d'expiration",
    days: "Jours restants",
    price: "Prix",
    note: (m: number) =>
      `Les ${m} nouveaux mois commencent à la fin de votre abonnement actuel : vous ne perdez aucun jour.`,
    fail: "Le paiement n'a pas pu démarrer. Veuillez réessayer.",
    busy: "Chargement...",
    pay: (m: number) => `Renouveler pour ${m} mois`,
    back: "Retour",
  },
  en: {
    eyebrow: "Renewal",
    title: "Renew my subscription",
    plan: "Current plan",
    end: "End date",
    days: "Days remaining",
    price: "Price",
    note: (m: number) => `The ${m} new months start when your current plan ends: you lose no day.`,
    fail: "Failed to initiate payment. Please try again.",
    busy: "Loading...",
    pay: (m: number) => `Renew for ${m} months`,
    back: "Back",
  },
};

export function RenewPage() {
  const { subscription, access } = useSession();
  const locale = usePageLocale();
  const t = TEXT[locale];
  const months = nextPurchaseMonths(subscription);
  const { start, busy, error } = useCheckout("/renew", t.fail);
  if (!access?.ends_at) return null;
  return (
    <Shell className="renew" lang={locale}>
      <section className="container pay-wrap">
        <LangSwitch locale={locale} />
        <div className="card pay-card">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.title}</h1>
          <dl className="plan-facts">
            <div>
              <dt>{t.plan}</dt>
              <dd>Premium</dd>
            </div>
            <div>
              <dt>{t.end}</dt>
              <dd>{locale === "fr" ? frenchLongDate(access.ends_at) : shortDate(access.ends_at)}</dd>
            </div>
            <div>
              <dt>{t.days}</dt>
              <dd>{access.days_left}</dd>
            </div>
          </dl>
          <PriceTag months={months} locale={locale} />
          <p className="muted">{t.note(months)}</p>
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
            {busy ? t.busy : t.pay(months)}
          </button>
          <Link to="/dashboard" className="btn btn-ghost">
            {t.back}
          </Link>
        </div>
      </section>
    </Shell>
  );
}
