// /trial-expired (SPEC section 2, in French, with an English version): shown only to a family
// whose demo has ended (the loader routes everyone else); the offer and a payment button.
import { Link } from "../../components/Link";
import { useSession } from "../../state/session";
import { Icon } from "../../components/Icon";
import { Shell, PriceTag } from "./Shell";
import { FREE_MONTHS, nextPurchaseMonths } from "./format";
import { useCheckout } from "./useCheckout";
import { LangSwitch, usePageLocale } from "./LangSwitch";

const TEXT = {
  fr: {
    title: "Votre essai gratuit est terminé",
    body: "Merci d'avoir découvert Marhaba ! Continuez l'aventure en arabe avec l'abonnement Premium : toutes les leçons de tous les niveaux.",
    free: `${FREE_MONTHS} mois offerts la première année`,
    fail: "Le paiement n'a pas pu démarrer. Veuillez réessayer.",
    busy: "Chargement...",
    pay: "Passer au paiement",
    secure: "Paiement sécurisé par carte bancaire",
    back: "Retour au tableau de bord",
  },
  en: {
    title: "Your free trial has ended",
    body: "Thank you for trying Marhaba! Keep the Arabic adventure going with Premium: every lesson, song and tale.",
    free: `${FREE_MONTHS} months free in the first year`,
    fail: "Failed to initiate payment. Please try again.",
    busy: "Loading...",
    pay: "Proceed to Payment",
    secure: "Secure card payment",
    back: "Back to Dashboard",
  },
};

export function TrialExpiredPage() {
  const locale = usePageLocale();
  const t = TEXT[locale];
  const { subscription } = useSession();
  const months = nextPurchaseMonths(subscription);
  const { start, busy, error } = useCheckout("/trial-expired", t.fail);
  return (
    <Shell className="trial-expired" lang={locale}>
      <section className="container pay-wrap">
        <LangSwitch locale={locale} />
        <div className="card pay-card">
          <span className="big-emoji" aria-hidden="true">
            <Icon name="moon" size={40} />
          </span>
          <h1>{t.title}</h1>
          <p>{t.body}</p>
          <PriceTag months={months} locale={locale} />
          {months > 12 && (
            <p className="offer-ribbon">
              <Icon name="gift" /> {t.free}
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
            {busy ? t.busy : t.pay}
          </button>
          <p className="secure-note">
            <Icon name="lock" size={18} /> {t.secure}
          </p>
          <Link to="/dashboard" className="btn btn-ghost">
            {t.back}
          </Link>
        </div>
      </section>
    </Shell>
  );
}
