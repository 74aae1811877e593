// /trial-expired (SPEC section 2, in French): the offer 49 → 40 € and a payment button.
import { Link } from "react-router";
import { Icon } from "./Icon";
import { Shell, PriceTag } from "./Shell";
import { OLD_PRICE_EUR, PRICE_EUR } from "./format";
import { useCheckout } from "./useCheckout";

export function TrialExpiredPage() {
  const { start, busy, error } = useCheckout("/trial-expired", "Failed to initiate payment. Please try again.");
  return (
    <Shell className="trial-expired" lang="fr">
      <section className="container pay-wrap">
        <div className="card pay-card">
          <span className="big-emoji" aria-hidden="true">
            <Icon name="moon" size={40} />
          </span>
          <h1>Votre essai gratuit est terminé</h1>
          <p>Merci d'avoir découvert Marhaba ! Continuez l'aventure en arabe avec l'abonnement Premium : toutes les leçons, chansons et histoires.</p>
          <PriceTag oldPrice={OLD_PRICE_EUR} price={PRICE_EUR} per="pour 12 mois" />
          <p className="offer-ribbon"><Icon name="gift" /> 2 mois offerts</p>
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="btn btn-sun btn-block btn-lg" onClick={start} disabled={busy} aria-busy={busy}>
            {busy ? "Chargement..." : "Passer au paiement"}
          </button>
          <p className="secure-note"><Icon name="lock" size={18} /> Paiement sécurisé par carte bancaire</p>
          <Link to="/dashboard" className="btn btn-ghost">
            Retour au tableau de bord
          </Link>
        </div>
      </section>
    </Shell>
  );
}
