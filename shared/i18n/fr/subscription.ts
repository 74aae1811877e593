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
  "subscribe.premiumTitle": "Vous êtes déjà membre Premium !",
  "subscribe.activeUntil": "Votre formule Premium est active jusqu’au <b>{date}</b>.",
  "subscribe.endsIn": "Elle se termine dans {days, plural, one {# jour} other {# jours}}.",
  "subscribe.renewMore": "Renouveler pour {months} mois de plus",
  "subscribe.toDashboard": "Aller au tableau de bord",
  "subscribe.eyebrow": "Marhaba Premium · {months} mois",
  "subscribe.title": "Débloquez toutes les leçons",
  "subscribe.freeMonths": "Votre première année inclut {n} mois offerts",
  "subscribe.library": "Toute la bibliothèque",
  "subscribe.libraryWith": "Toute la bibliothèque : {library}, {levels}",
  "subscribe.features": "{features}, avec notre robot bienveillant",
  "subscribe.certificates": "Des certificats",
  "subscribe.support": "Une assistance prioritaire — un seul paiement, sans renouvellement automatique",
  "subscribe.failed": "Le paiement a échoué. Veuillez réessayer.",
  "subscribe.processing": "Traitement…",
  "subscribe.returnNote": "Après le paiement, vous revenez à la leçon.",
  "subscribe.secure": "Paiement sécurisé par notre prestataire de paiement par carte",
  "subscribe.signedInAs": "Connecté en tant que <b>{email}</b>",

  "period.span": "{months}, du {from} au {to}.",
  "period.months": "{months}.",
  "period.demoKept":
    "{paid, select, yes {Premium est ouvert dès maintenant} other {Premium s’ouvre dès votre paiement}}, et {days, plural, one {le # jour restant de votre démo gratuite vous reste acquis} other {les # jours restants de votre démo gratuite vous restent acquis}} : les mois payés commencent à la fin prévue de la démo.",

  "countdown.days": "Jours",
  "countdown.hours": "Heures",
  "countdown.minutes": "Minutes",
  "countdown.seconds": "Secondes",
  "countdown.label": "Il reste {days} jours, {hours} heures et {minutes} minutes à votre démo",

  "verify.title": "Veuillez confirmer votre adresse e-mail.",
  "verify.text":
    "Nous avons envoyé un lien à <b>{email}</b>. Le confirmer ouvre le test de niveau et protège votre compte.",
  "verify.resend": "Renvoyer l’e-mail",
  "verify.sending": "Envoi…",
  "verify.failed": "L’e-mail n’a pas pu être envoyé. Veuillez réessayer.",
  "success.toDashboard": "Aller au tableau de bord maintenant",
  "success.toLesson": "Revenir à la leçon maintenant",
  "success.unpaid": "Paiement non finalisé",
  "success.none": "Aucun paiement confirmé",
  "success.seePremium": "Découvrir Premium",
  "success.title": "Merci ! Nous avons bien reçu votre paiement",
  "success.active": "Votre abonnement est actif pour {months}",
  "success.facts":
    "{amount} · {purpose, select, renewal {renouvellement} other {premier achat}}{until, select, none {} other { · jusqu’au {until}}} · un reçu vous est envoyé par e-mail",
  "success.thanks":
    "— merci ! Nous vous emmenons {where, select, dashboard {à votre tableau de bord} other {à la leçon}} dans <b>{seconds}</b> secondes.",
};
