// Français, domaine « family » : les enfants sur /profile, « Qui apprend ? » et l’accès des grands (issue #30).
import type { family as en } from "../en/family";
import type { Messages } from "../types";

export const family: Messages<typeof en> = {
  "meta.whoTitle": "Qui apprend ? - Marhaba",
  "meta.whoDescription": "Choisissez qui apprend l’arabe maintenant.",

  "children.title": "Nos enfants",
  "children.intro":
    "Chaque enfant a sa propre image, ses leçons, ses étoiles et ses certificats, dans {sells, select, yes {cet abonnement} other {ce compte}} (jusqu’à {max} enfants). Les enfants choisissent leur image sur « Qui apprend ? » ; {gate, select, signin {choisissez un code ci-dessous : c’est lui qui ouvre l’espace des grands depuis la session d’un enfant.} pin {l’espace des grands reste protégé par votre code.} other {l’espace des grands reste protégé par votre mot de passe.}}",
  "children.years": "{band} ans",
  "children.edit": "Modifier<sr> {name}</sr>",
  "children.delete": "Supprimer<sr> {name}</sr>",
  "children.deleteTitle": "Supprimer le profil de {name} ?",
  "children.deleteText":
    "Cela supprime l’image et le prénom de {name}, chaque leçon jouée et ses étoiles, les réponses, les autocollants, les boîtes de révision, les tests de niveau et les certificats. C’est définitif. {sells, select, yes {L’abonnement reste.} other {Le compte reste.}}",
  "children.deleteYes": "Oui, supprimer {name}",
  "children.keep": "Garder {name}",
  "children.add": "Ajouter un enfant",
  "children.max": "Une famille peut avoir jusqu’à {max} profils d’enfants.",
  "children.added": "Le profil de {name} est créé.",
  "children.saved": "Enregistré.",
  "children.saveFailed": "L’enregistrement n’a pas abouti. Veuillez réessayer.",
  "children.deleted": "Le profil de {name} a été supprimé.",
  "children.deleteFailed": "Le profil n’a pas pu être supprimé. Veuillez réessayer.",

  "form.name": "Prénom ou surnom",
  "form.picture": "Image",
  "form.age": "Âge",
  "form.guardian":
    "Je suis le parent ou le représentant légal de cet enfant, et j’accepte que Marhaba conserve ce profil et les apprentissages de l’enfant comme le décrit la <a>politique de confidentialité<sr> (s’ouvre dans un nouvel onglet)</sr></a>.",
  "form.save": "Enregistrer",
  "form.cancel": "Annuler",

  "pin.label": "Code des grands",
  "pin.hint":
    "{gate, select, pin {(défini : tapez-en un nouveau pour le changer)} signin {(4 à 6 chiffres : votre compte se connecte sans mot de passe)} other {(facultatif : plus rapide que votre mot de passe)}}",
  "pin.save": "Enregistrer le code",
  "pin.remove": "Supprimer le code",
  "pin.saved": "Le code est défini. L’espace des grands le demande désormais.",
  "pin.saveFailed": "Le code n’a pas pu être enregistré.",
  "pin.removed": "Le code est supprimé. L’espace des grands demande votre mot de passe.",
  "pin.removeFailed": "Le code n’a pas pu être supprimé.",

  "gate.title": "Pour les grands",
  "gate.noCheck":
    "Ce compte n’a ni mot de passe ni code à vérifier. Déconnectez-vous, reconnectez-vous en tant qu’adulte, puis choisissez un code dans le profil.",
  "gate.signOut": "Se déconnecter",
  "gate.back": "Retour",
  "gate.typePin": "Tapez le code.",
  "gate.typePassword": "Tapez le mot de passe.",
  "gate.leadPin": "Tapez le code de la famille pour ouvrir l’espace des grands.",
  "gate.leadPassword": "Tapez le mot de passe du compte pour ouvrir l’espace des grands.",
  "gate.pin": "Code",
  "gate.password": "Mot de passe",
  "gate.open": "Ouvrir",
  "gate.backToLearning": "Retour aux leçons",
  "gate.failed": "Cela n’a pas marché. Veuillez réessayer.",

  "who.title": "Qui apprend ?",
  "who.learners": "Élèves",
  "who.grownUp": "Adulte",
  "who.failed": "Ça n’a pas marché. Réessaie.",
};
