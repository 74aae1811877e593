// Français, domaine « site » : la page d'accueil et les pages publiques qui l'entourent. Aux parents : vous.
import type { site as en } from "../en/site";
import type { Messages } from "../types";

export const site: Messages<typeof en> = {
  "meta.landingTitle": "Apprendre l’arabe en ligne - L’arabe pour les enfants",
  "meta.landingDescription":
    "Marhaba apprend l’arabe aux enfants qui ne le parlent pas, en courtes leçons interactives, avec du tracé et des jeux, guidés par un robot bienveillant. Essai gratuit de 14 jours.",

  "claims.lessons": "des leçons interactives",
  "claims.tracing": "le tracé des lettres",
  "claims.games": "des jeux",
  "claims.tales": "des contes en images",
  "claims.videos": "des vidéos",
  "claims.audio": "un enregistrement de chaque lettre et de chaque mot",
  "claims.library":
    "{lessons, plural, one {# leçon} other {# leçons}} en {units, plural, one {# unité} other {# unités}}",
  "claims.levels":
    "{open, plural, one {# niveau ouvert} other {# niveaux ouverts}} aujourd’hui{more, plural, =0 {} one {, # autre prévu} other {, # autres prévus}}",

  "hero.eyebrow": "<ar>مرحبا</ar> veut dire bonjour !",
  "hero.title": "Apprendre l’arabe en ligne avec un <hl>robot bienveillant</hl>",
  "hero.lead": "Votre enfant apprend l’arabe grâce à {features}, guidé par un robot bienveillant.",
  "hero.library": "Déjà {library} : {levels}.",
  "hero.demo": "Essayer la démo gratuite",
  "hero.signIn": "Se connecter",
  "hero.explore": "Découvrir les fonctionnalités",
  "hero.freeDemo": "Démo gratuite de 14 jours",
  "hero.noCard": "Sans carte bancaire",
  "hero.ages": "De 4 à 14 ans",
  "hero.botAlt": "Le robot de Marhaba fait coucou de la main",

  "about.illustrationAlt": "Un enfant apprend l’arabe sur une tablette",
  "about.badge": "<b>{n, number}</b> {n, plural, one {leçon} other {leçons}}",
  "about.eyebrow": "Qui sommes-nous",
  "about.title": "L’arabe que les enfants aiment apprendre",
  "about.text":
    "Marhaba apprend l’arabe aux enfants qui ne le parlent pas, avec un petit robot interactif pour guide. Niveau après niveau, chaque enfant trouve le parcours qui lui convient, des toutes premières lettres jusqu’à lire et parler avec assurance.",
  "about.units": "<b>{n, number}</b> {n, plural, one {unité} other {unités}} d’apprentissage",
  "about.levels":
    "<b>{n, number}</b> {n, plural, one {niveau ouvert} other {niveaux ouverts}}{planned, plural, =0 {} one {, # prévu} other {, # prévus}}",
  "about.demo": "Demander la démo gratuite",
  "about.forum": "Ouvrir le forum",
  "benefit.access.title": "Accessible 24 h/24",
  "benefit.access.text": "À toute heure, sur tous les appareils, au rythme de chaque enfant.",
  "benefit.tests.title": "Tests et quiz",
  "benefit.tests.text": "Un court bilan clôt chaque unité et montre ce qui a été appris.",
  "benefit.fun.title": "Une expérience ludique",
  "benefit.fun.text":
    "{tales, select, yes {Jeux, contes en images, étoiles et autocollants : les enfants en redemandent.} other {Jeux, étoiles et autocollants : les enfants en redemandent.}}",
  "benefit.interactive.title": "Un apprentissage interactif",
  "benefit.interactive.forum": "Un forum pour poser vos questions et échanger avec d’autres familles.",
  "benefit.interactive.text":
    "Chaque réponse reçoit aussitôt un retour bienveillant, et une activité manquée revient jusqu’à être réussie.",
  "benefit.approach.title": "Une approche innovante",
  "benefit.approach.text": "Un robot compagnon guide chaque étape, par petites séquences ludiques.",
  "benefit.teachers.title": "Des enseignants qualifiés",
  "benefit.teachers.text":
    "Cours avec un enseignant : bientôt, pas encore proposés. Les écoles utilisent Marhaba avec leurs propres enseignants.",

  "features.eyebrow": "Fonctionnalités",
  "features.title": "Tout ce dont un jeune apprenant a besoin",
  "features.coming": "Bientôt",
  "features.more": "En savoir plus →",
  "service.1.title": "Des activités variées",
  "service.1.description":
    "Écouter, associer, tracer, construire des mots : chaque nouvelle lettre, chaque nouveau mot arabe devient un jeu.",
  "service.2.title": "Un vocabulaire riche",
  "service.2.description":
    "{audio, select, yes {Des mots par thèmes, chacun avec une image et un enregistrement : la famille, l’école, les repas et bien d’autres.} other {Des mots par thèmes, avec des images : la famille, l’école, les repas et bien d’autres.}}",
  "service.3.title": "Des vidéos",
  "service.3.description":
    "{videos, plural, =0 {Bientôt : pas encore de vidéos ici.} one {# vidéo à regarder sur la page d’accueil, choisie par l’équipe de ce site.} other {# vidéos à regarder sur la page d’accueil, choisies par l’équipe de ce site.}}",
  "service.4.title": "Chansons et contes",
  "service.4.description":
    "{tales, plural, =0 {Bientôt : pas encore de chansons ni de contes ici.} one {# leçon construite autour d’un court conte en images. Les chansons arrivent bientôt.} other {# leçons construites autour d’un court conte en images. Les chansons arrivent bientôt.}}",
  "service.5.title": "Tests et quiz",
  "service.5.description":
    "Un bilan clôt chaque unité, et un court test de niveau trouve par où votre enfant doit commencer.",
  "service.6.title": "Des enseignants qualifiés",
  "service.6.description":
    "Bientôt : les cours avec un enseignant ne sont pas encore proposés. Les écoles utilisent Marhaba avec leurs propres enseignants, qui suivent chaque élève.",

  "facts.title": "En chiffres",
  "facts.lessons": "Leçons",
  "facts.activities": "Exercices et quiz",
  "facts.words": "Mots et expressions",
  "facts.videos": "Vidéos",
  "facts.clips": "Enregistrements",

  "videos.eyebrow": "Vidéos",
  "videos.title": "Regardez et apprenez avec nous",
  "videos.region": "Vidéos",
  "videos.previous": "Vidéos précédentes",
  "videos.next": "Vidéos suivantes",
  "videos.play": "Lecture",
  "videos.pause": "Pause",
  "videos.autoSliding": " du défilement automatique",
  "videos.slide": "{n} sur {total}",
  "videos.playVideo": " (lire la vidéo)",
  "videos.carousel": "carrousel",
  "videos.slideRole": "diapositive",

  "cta.title": "Lancez votre enfant dans l’aventure de l’arabe dès aujourd’hui",
  "cta.text": "Les 2 premières leçons de chaque niveau, gratuites pendant 14 jours. Sans carte bancaire.",
  "cta.start": "Commencer",

  "levelTest.eyebrow": "Test de niveau",
  "levelTest.title": "Trouvez le niveau de votre enfant",
  "levelTest.text":
    "Notre test de niveau place chaque enfant au bon point de départ : des leçons ni trop faciles, ni trop difficiles.",
  "levelTest.questions": "{n} questions au plus, une à la fois",
  "levelTest.noTimer": "Sans chronomètre : environ 5 minutes",
  "levelTest.highest": "Place les enfants jusqu’au niveau {level}, le plus haut qui a des leçons aujourd’hui",
  "levelTest.start": "Passer le test de niveau",
  "levelTest.ladder": "Niveaux où le test peut placer votre enfant",

  "bundles.eyebrow": "Formules",
  "bundles.title": "Des prix simples pour les familles",
  "bundles.platform": "Plateforme d’apprentissage en ligne",
  "bundles.oldPrice": "ancien prix {price}",
  "bundles.perYear": "<b>{price}</b> par an",
  "bundles.firstPurchase": "{months} pour votre premier achat",
  "bundles.monthsFree": "{n} mois offerts",
  "bundles.library": "Toute la bibliothèque",
  "bundles.libraryWith": "Toute la bibliothèque : {library}, et ça continue",
  "bundles.tales": "Des contes en images",
  "bundles.videos": "Des vidéos",
  "bundles.audio": "Un enregistrement de chaque lettre et de chaque mot",
  "bundles.certificates": "Des certificats",
  "bundles.enroll": "S’abonner",
  "bundles.teacher": "Cours avec un enseignant",
  "bundles.coming": "Bientôt",
  "bundles.notForSale": "Pas encore proposés, donc pas en vente.",
  "bundles.schools":
    "Écoles : utilisez Marhaba avec vos propres enseignants, avec des classes et un suivi des progrès",
  "bundles.tellUs": "Dites-nous si des cours avec un enseignant vous intéressent",
  "bundles.contact": "Nous contacter",
  "bundles.opportunity": "Votre offre",
  "bundles.opportunityText": "Abonnez-vous maintenant : {n} mois offerts sur votre première année.",
  "bundles.enrollToday": "S’abonner aujourd’hui",
  "bundles.enrollTodayText":
    "Premium pendant {months} : toute la bibliothèque, les certificats et une assistance prioritaire pour {price}.",
  "bundles.demo": "Demander la démo gratuite",
  "bundles.demoText":
    "2 semaines gratuites : les 2 premières leçons de chaque niveau et les premiers tests. Sans carte bancaire.",
  "bundles.groups": "Écoles et groupes",
  "bundles.groupsText":
    "Votre logo, des quiz en fin de leçon, un tableau de suivi, de l’aide au démarrage et une assistance technique continue.",
  "bundles.reachOut": "Nous écrire",
  months: "{n, plural, one {# mois} other {# mois}}",
  monthsWithFree: "{n} mois ({paid} + {free} offerts)",

  "contact.eyebrow": "Contact",
  "contact.title": "Une question ? Nous sommes là pour vous aider",
  "contact.text":
    "Parents, écoles et groupes : écrivez-nous, nous répondons sous 24 heures. Les écoles reçoivent une offre sur mesure.",
  "contact.address": "Adresse",
  "contact.email": "E-mail",
  "contact.phone": "Téléphone",
  "contact.name": "Votre nom",
  "contact.yourEmail": "Votre e-mail",
  "contact.topic": "Sujet",
  "contact.topic.general": "Une question sur Marhaba",
  "contact.topic.school": "Cours avec un enseignant, écoles et groupes",
  "contact.topic.billing": "Paiement et abonnement",
  "contact.message": "Votre message",
  "contact.website": "Site web",
  "contact.needsJs": "L’envoi de ce formulaire nécessite JavaScript.",
  "contact.noScript": "Vous pouvez aussi écrire à <mail>{email}</mail>.",
  "contact.sending": "Envoi…",
  "contact.send": "Envoyer le message",
  "contact.thanks": "Merci ! Votre message a bien été envoyé. Nous répondons sous 24 heures.",
  "contact.failed": "Votre message n’a pas pu être envoyé. Veuillez réessayer.",

  scrollTop: "Revenir en haut",
  scrollNav: "Défilement",
  "contactPage.current": "Contact",
  "contactPage.title": "Nous contacter",
  "contactPage.lead":
    "Parents, écoles et groupes : posez-nous toutes vos questions. Nous répondons sous 24 heures.",
  "contactPage.touch": "Écrivez-nous",
  "contactPage.text":
    "Les écoles et les groupes reçoivent une offre sur mesure : votre logo, des quiz en fin de leçon, un tableau de suivi, de l’aide au démarrage et une assistance technique continue.",
  "meta.contact": "Nous contacter - Marhaba",
  "meta.contactDescription":
    "Des questions sur les leçons d’arabe de Marhaba pour les enfants ? Parents, écoles et groupes : écrivez-nous, nous répondons sous 24 heures.",
  "meta.credits": "Crédits - Marhaba",
  "meta.creditsDescription":
    "Les images, polices et enregistrements des leçons d’arabe de Marhaba, et leurs licences.",
  "meta.privacy": "Politique de confidentialité - Marhaba",
  "meta.privacyDescription":
    "Ce que Marhaba conserve sur les adultes, les enfants et les élèves, pourquoi, combien de temps, et comment l’exporter ou le supprimer.",
  "meta.terms": "Conditions d’utilisation - Marhaba",
  "meta.termsDescription":
    "Les règles de Marhaba : les comptes, la démo gratuite, Premium et les remboursements.",
  "meta.accessibility": "Déclaration d’accessibilité - Marhaba",
  "meta.accessibilityDescription":
    "Comment Marhaba respecte le RGAA et les WCAG 2.2 AA, les limites connues, et comment nous les signaler.",
};
