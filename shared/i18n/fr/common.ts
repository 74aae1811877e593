// Français, domaine « common » : en-têtes, pied de page, barres de navigation, pages 404 et d'erreur.
// Vous aux parents, tu aux enfants (barre de l'enfant). Typé sur l'anglais : une clé manquante ou en trop
// ne compile pas.
import type { common as en } from "../en/common";
import type { Messages } from "../types";

export const common: Messages<typeof en> = {
  "language.label": "Langue",

  "brand.schoolLogo": "Logo de l’école",
  skipToContent: "Aller au contenu",
  "menu.open": "Ouvrir le menu",
  "menu.close": "Fermer le menu",
  loading: "Chargement",

  "nav.main": "Principal",
  "nav.mobile": "Mobile",
  "nav.home": "Accueil",
  "nav.about": "À propos",
  "nav.features": "Fonctionnalités",
  "nav.assessment": "Test de niveau",
  "nav.contact": "Contact",
  "nav.signIn": "Se connecter",
  "nav.signUp": "S’inscrire",
  "nav.signOut": "Se déconnecter",
  "nav.dashboard": "Tableau de bord",
  "nav.myProfile": "Mon profil",
  "nav.subscription": "Abonnement",
  "nav.myLessons": "Mes leçons",

  "appNav.dashboard": "Tableau de bord",
  "appNav.courses": "Cours",
  "appNav.children": "Enfants",
  "appNav.profile": "Profil",
  "appNav.subscription": "Abonnement",
  "appNav.teach": "Enseigner",
  "appNav.admin": "Administration",
  "appNav.myLessons": "Mes leçons",
  "appNav.practice": "Entraînement",
  "appNav.learnerArea": "Espace élève",
  "appNav.learnerAreaMobile": "Espace élève (mobile)",
  "appNav.teacherArea": "Espace enseignant",
  "appNav.teacherAreaMobile": "Espace enseignant (mobile)",
  "appNav.yourPlan": "Votre formule",
  "appNav.plan": "{kind, select, demo {Démo} premium {Premium} other {Gratuit}}",

  "teacherNav.myClasses": "Mes classes",
  "teacherNav.familySide": "Côté famille",

  "childNav.lessons": "Leçons",
  "childNav.practice": "Entraînement",
  "childNav.myPath": "Mon chemin",
  "childNav.changeWho": "{name} : changer d’enfant",
  "childNav.notMe": "Je ne suis pas {name}",
  "childNav.grownUps": "Les grands",

  "userMenu.for": "Menu du compte de {name}",

  "footer.about":
    "L’arabe pour les enfants qui ne le parlent pas encore : {features}, avec notre robot bienveillant pour guide.",
  "footer.social": "Réseaux sociaux",
  "footer.newTab": "{label} (s’ouvre dans un nouvel onglet)",
  "footer.opensNewTab": " (s’ouvre dans un nouvel onglet)",
  "footer.explore": "Découvrir",
  "footer.nav": "Pied de page",
  "footer.about.link": "À propos",
  "footer.features": "Fonctionnalités",
  "footer.assessment": "Test de niveau",
  "footer.contact": "Contact",
  "footer.credits": "Crédits",
  "footer.privacy": "Confidentialité",
  "footer.terms": "Conditions d’utilisation",
  "footer.accessibility": "Accessibilité",
  "footer.watchUs": "Nos vidéos",
  "footer.videosText": "Retrouvez nos vidéos sur notre chaîne.",
  "footer.videoChannel": "Notre chaîne vidéo",
  "footer.copyright": "© {year} Marhaba. Tous droits réservés.",

  "notFound.metaTitle": "Page introuvable - Marhaba",
  "notFound.metaDescription":
    "La page que vous cherchez a été déplacée, supprimée ou renommée. Retrouvez votre chemin sur Marhaba, l’arabe pour les enfants.",
  "notFound.breadcrumb": "Fil d’Ariane",
  "notFound.title": "Page introuvable",
  "notFound.text":
    "Page introuvable – La page que vous cherchez a été déplacée, supprimée ou renommée, ou n’a peut-être jamais existé.",
  backHome: "Retour à l’accueil",

  "error.title": "Un problème est survenu",
  "error.text": "Nous n’avons pas pu afficher cette page. Veuillez réessayer dans un instant.",
  networkError: "Erreur de réseau. Vérifiez votre connexion et réessayez.",
  // a course level's name where the server sends the course's own (English) name: web/i18n/levelName.ts
  levelName: "{level, select, absoluteBeginner {Grand débutant} beginner {Débutant} other {{level}}}",
};
