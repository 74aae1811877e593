// Français, domaine « mail » : les e-mails, dans la langue du destinataire. Aux parents : vous.
import type { mail as en } from "../en/mail";
import type { Messages } from "../types";

export const mail: Messages<typeof en> = {
  "layout.fallback": "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  signature: "Marhaba — مرحبا",
  signatureSchool: "Marhaba — مرحبا · {school}",

  "verify.subject": "Confirmez votre adresse e-mail pour Marhaba",
  "verify.title": "Bienvenue sur Marhaba, {name} !",
  "verify.line1":
    "Nous sommes ravis de vous compter parmi nous. Il reste une petite étape avant de commencer l’aventure de l’arabe : confirmez votre adresse e-mail.",
  "verify.line2": "Le lien est valable 24 heures.",
  "verify.footer":
    "Vous recevez cet e-mail parce que quelqu’un s’est inscrit sur Marhaba avec cette adresse. Si ce n’est pas vous, ignorez simplement ce message.",
  "verify.button": "Confirmer mon adresse",
  "verify.textLink": "Confirmez votre adresse : {link}",

  "reset.subject": "Réinitialisez votre mot de passe Marhaba",
  "reset.title": "Bonjour {name}, retrouvons l’accès à votre compte",
  "reset.line1":
    "Quelqu’un (vous, nous l’espérons !) a demandé à réinitialiser le mot de passe de votre compte Marhaba.",
  "reset.line2":
    "Choisissez un nouveau mot de passe avec le lien ci-dessous. Il est valable 1 heure et une seule fois ; une nouvelle demande rend les liens précédents inutilisables.",
  "reset.footer": "Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.",
  "reset.button": "Choisir un nouveau mot de passe",
  "reset.textLink": "Choisissez un nouveau mot de passe : {link}",

  "failed.subject": "Tentatives de connexion à votre compte Marhaba",
  "failed.title": "Bonjour {name}, quelqu’un essaie de se connecter à votre compte",
  "failed.line1":
    "Il y a eu aujourd’hui de nombreuses tentatives de connexion avec un mauvais mot de passe sur votre compte Marhaba.",
  "failed.line2":
    "Si c’était vous, pas de souci : vous pouvez toujours vous connecter depuis votre appareil habituel. Si ce n’était pas vous, votre compte est protégé tant que votre mot de passe l’est ; en choisir un nouveau prend une minute.",
  "failed.footer":
    "Vous recevez cet e-mail parce que votre adresse a un compte Marhaba. Nous l’envoyons au plus une fois par jour.",

  "digest.titleKids": "La semaine d’arabe de {names}",
  "digest.titleOwn": "Votre semaine d’arabe",
  "digest.subject": "{title} — Marhaba",
  "digest.you": "Vous",
  "digest.week":
    "{who} : ces 7 derniers jours, {lessons, plural, one {# leçon terminée} other {# leçons terminées}} et {words, plural, one {# mot travaillé} other {# mots travaillés}}.",
  "digest.none":
    "{who} : pas de leçon cette semaine, et ce n’est pas grave. Quelques minutes ensemble suffisent pour s’y remettre.",
  "digest.practise": "Trois mots à réviser ensemble :",
  "digest.practiseWith": "Trois mots à réviser avec {name} :",
  "digest.footer":
    "Vous recevez cet e-mail chaque semaine parce que vous l’avez demandé à l’inscription ou dans votre profil Marhaba. Pour ne plus le recevoir (sans vous connecter) : {link}",
  "digest.button": "Voir les progrès",
  "digest.textLink": "Voir les progrès : {link}",

  "receipt.subject": "Votre reçu Marhaba : {amount} pour {months} mois",
  "receipt.titleRenewal": "Votre formule Premium est renouvelée",
  "receipt.titleFirst": "Merci : Premium est ouvert",
  "receipt.paid":
    "Bonjour {name}, nous avons bien reçu votre paiement de {amount} le {date}. Référence : {reference}.",
  "receipt.period": "Il couvre {months} mois, du {from} au {to}.",
  "receipt.months": "Il couvre {months} mois.",
  "receipt.demoKept":
    "Premium est ouvert dès maintenant, et {days, plural, one {le # jour restant de votre démo gratuite est conservé} other {les # jours restants de votre démo gratuite sont conservés}} : les mois payés commencent à la fin prévue de la démo.",
  "receipt.noRenewal":
    "Pas de renouvellement automatique : nous vous préviendrons avant la fin de la formule.",
  "receipt.footer":
    "Vous recevez cet e-mail parce qu’un paiement Marhaba Premium a été effectué avec ce compte. Conservez-le comme reçu.",
  "receipt.button": "Voir mon abonnement",
  "receipt.textLink": "Voir votre abonnement : {link}",

  "deleted.subject": "Votre compte Marhaba est supprimé",
  "deleted.retention":
    "Bonjour {name}, votre compte n’avait pas servi depuis longtemps : il a été supprimé, comme l’indique notre politique de confidentialité.",
  "deleted.byAdmin":
    "Bonjour {name}, votre compte Marhaba a été supprimé par l’équipe de ce site, comme demandé.",
  "deleted.asked": "Bonjour {name}, votre compte Marhaba est supprimé, comme vous l’avez demandé.",
  "deleted.gone":
    "Ont disparu avec lui : vos informations{children, plural, =0 {} one {, le profil de votre enfant} other {, les profils de vos # enfants}}, chaque leçon, étoile, mot à réviser, test de niveau et certificat, ainsi que vos connexions.",
  "deleted.paymentsKept":
    "La loi nous oblige à conserver la trace de {n, plural, one {votre paiement} other {vos # paiements}} (qui a payé, combien et quand) pour la comptabilité ; elle ne contient rien sur vos enfants.",
  "deleted.nothingElse": "Nous ne conservons rien d’autre vous concernant.",
  "deleted.last": "C’est le dernier e-mail que nous vous envoyons. Vous serez toujours le bienvenu.",
  "deleted.footer": "Vous recevez cet e-mail parce que le compte Marhaba de cette adresse a été supprimé.",

  "inactive.subject": "Votre compte Marhaba sera supprimé si vous ne vous connectez pas",
  "inactive.title": "Gardons-nous votre compte Marhaba ?",
  "inactive.line1": "Bonjour {name}, personne ne s’est connecté à votre compte Marhaba depuis {months} mois.",
  "inactive.line2":
    "Comme l’indique notre politique de confidentialité, nous supprimons les comptes gratuits inutilisés : le vôtre, avec les profils de vos enfants et ce qu’ils ont appris, sera supprimé dans {days} jours.",
  "inactive.line3":
    "Pour le garder, connectez-vous simplement d’ici là. Pour le laisser partir, il n’y a rien à faire.",
  "inactive.footer":
    "Vous recevez cet e-mail parce que votre adresse a un compte Marhaba. C’est le seul rappel.",
  "inactive.button": "Me connecter pour le garder",
  "inactive.textLink": "Se connecter : {link}",

  "licence.subject": "Demande de licence : {className}",
  "licence.title": "{teacher} demande une licence pour {className}",
  "licence.line1":
    "Bonjour {name}, {teacher}{email, select, none {} other { ({email})}} demande une licence d’école pour la classe {className} (code {code}, {pupils, plural, one {# élève} other {# élèves}}).",
  "licence.line2":
    "Avec une licence, les élèves ouvrent toutes les leçons, pas seulement les premières de chaque niveau. Vous l’accordez jusqu’à une date dans l’onglet Classes de l’administration.",
  "licence.footer": "Vous recevez cet e-mail parce que vous administrez cette instance de Marhaba.",
  "licence.button": "Ouvrir l’onglet Classes",
  "licence.textLink": "Ouvrir l’onglet Classes : {link}",
};
