// Français, domaine « subscription » : les pages de l'abonnement. Aux parents : vous.
import type { subscription as en } from "../en/subscription";
import type { Messages } from "../types";

export const subscription: Messages<typeof en> = {
  "priceTag.oldPrice": "ancien prix {price}",
  "priceTag.for": "pour {months}",

  payFailed: "Le paiement n’a pas pu démarrer. Veuillez réessayer.",
  loading: "Chargement…",

  "trialExpired.title": "Votre essai gratuit est terminé",
  "trialExpired.body":
    "Merci d’avoir découvert Marhaba ! Continuez l’aventure en arabe avec l’abonnement Premium : toutes les leçons de tous les niveaux.",
  "trialExpired.free": "{n} mois offerts la première année",
  "trialExpired.pay": "Passer au paiement",
  "trialExpired.secure": "Paiement sécurisé par carte bancaire",
  "trialExpired.back": "Retour au tableau de bord",

  "renew.eyebrow": "Renouvellement",
  "renew.title": "Renouveler mon abonnement",
  "renew.plan": "Abonnement actuel",
  "renew.end": "Date d’expiration",
  "renew.days": "Jours restants",
  "renew.note":
    "Les {months} nouveaux mois commencent à la fin de votre abonnement actuel : vous ne perdez aucun jour.",
  "renew.pay": "Renouveler pour {months} mois",
  "renew.back": "Retour",
  "demoExpired.title": "Votre essai gratuit est terminé !",
  "demoExpired.body":
    "Nous espérons que votre famille a aimé les premières leçons. Continuez l’aventure avec Premium : toutes les leçons de tous les niveaux.",
  "demoExpired.see": "Voir mon abonnement",
};
