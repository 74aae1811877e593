// /renew (SPEC section 2, in French): the current plan, its end date in French long format,
// the days left, and a renewal of 12 months that starts at the current end date.
import { Link } from "react-router";
import { useSession } from "../../state/session";
import { Icon } from "./Icon";
import { Shell } from "./Shell";
import { PRICE_EUR, accessOf, frenchLongDate } from "./format";
import { useCheckout } from "./useCheckout";

export function RenewPage() {
  const { subscription } = useSession();
  const a = accessOf(subscription);
  const { start, busy, error } = useCheckout("/renew", "Failed to initiate payment. Please try again.");

  if (!a.live || !a.sub)
    return (
      <Shell className="renew" lang="fr">
        <section className="container pay-wrap">
          <div className="card pay-card">
            <span className="big-emoji" aria-hidden="true">
              <Icon name="mail" size={40} />
            </span>
            <h1>Aucun abonnement actif</h1>
            <p>Vous n'avez pas d'abonnement en cours. Abonnez-vous pour profiter de toutes les leçons.</p>
            <Link to="/subscribe" className="btn btn-sun btn-block">
              S'abonner
            </Link>
          </div>
        </section>
      </Shell>
    );

  return (
    <Shell className="renew" lang="fr">
      <section className="container pay-wrap">
        <div className="card pay-card">
          <p className="eyebrow">Renouvellement</p>
          <h1>Renouveler mon abonnement</h1>
          <dl className="plan-facts">
            <div>
              <dt>Abonnement actuel</dt>
              <dd>{a.sub.type === "paid" ? "Premium" : "Demo"}</dd>
            </div>
            <div>
              <dt>Date d'expiration</dt>
              <dd>{frenchLongDate(a.sub.end_date)}</dd>
            </div>
            <div>
              <dt>Jours restants</dt>
              <dd>{a.days}</dd>
            </div>
            <div>
              <dt>Prix</dt>
              <dd>
                €{PRICE_EUR} / 12 mois
              </dd>
            </div>
          </dl>
          <p className="muted">
            {a.sub.type === "paid"
              ? "Les 12 nouveaux mois commencent à la fin de votre abonnement actuel : vous ne perdez aucun jour."
              : "Votre démo se termine et Premium commence tout de suite."}
          </p>
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="btn btn-sun btn-block btn-lg" onClick={start} disabled={busy} aria-busy={busy}>
            {busy ? "Chargement..." : "Renouveler pour 12 mois"}
          </button>
          <Link to="/dashboard" className="btn btn-ghost">
            Retour
          </Link>
        </div>
      </section>
    </Shell>
  );
}
