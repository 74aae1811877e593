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
  // les pages publiques autour de l’accueil (issue #30, web/pages/site)
  "pages.meta.contactTitle": "Nous contacter - Marhaba",
  "pages.meta.contactDescription":
    "Des questions sur les leçons d’arabe de Marhaba pour les enfants ? Parents, écoles et associations : écrivez-nous, nous répondons sous 24 heures.",
  "pages.meta.creditsTitle": "Crédits - Marhaba",
  "pages.meta.creditsDescription":
    "Les images, les polices et les enregistrements avec lesquels sont faites les leçons d’arabe de Marhaba, et leurs licences.",
  "pages.meta.privacyTitle": "Politique de confidentialité - Marhaba",
  "pages.meta.privacyDescription":
    "Ce que Marhaba conserve sur les adultes, les enfants et les élèves, pourquoi, combien de temps, et comment l’exporter ou le supprimer.",
  "pages.meta.termsTitle": "Conditions d’utilisation - Marhaba",
  "pages.meta.termsDescription": "Les règles de Marhaba : comptes, démo gratuite, Premium et remboursements.",
  "pages.meta.accessibilityTitle": "Déclaration d’accessibilité - Marhaba",
  "pages.meta.accessibilityDescription":
    "Comment Marhaba respecte les WCAG 2.2 AA, les limites connues, et comment nous les signaler.",
  "pages.meta.uiConfigTitle": "Configuration de la mise en page - Marhaba",
  "pages.meta.uiConfigDescription":
    "Régler la position et la taille des images décoratives de la page d’accueil.",
  "pages.meta.serviceTitle": "{title} - Marhaba, l’arabe pour les enfants",
  "pages.meta.fallbackDescription": "L’arabe pour les enfants",

  "pages.contact.crumb": "Contact",
  "pages.contact.title": "Nous contacter",
  "pages.contact.lead":
    "Parents, écoles et associations : posez-nous toutes vos questions. Nous répondons sous 24 heures.",
  "pages.contact.getInTouch": "Écrivez-nous",
  "pages.contact.schools":
    "Les écoles et les associations reçoivent une offre sur mesure : leur logo, des quiz en fin de leçon, un tableau de suivi des progrès, une aide à la prise en main et une assistance technique continue.",

  "pages.credits.crumb": "Crédits",
  "pages.credits.title": "Crédits",
  "pages.credits.lead": "Marhaba est fait grâce au travail généreux d’autres personnes. Merci à elles.",
  "pages.credits.pictures": "Images",
  "pages.credits.picturesText":
    "Les images des leçons sont les <b>Fluent Emoji</b> (style plat) de <b>Microsoft</b>, publiées sous la <mit>licence MIT</mit>. Nous les utilisons via le paquet <iconify>Iconify</iconify> <code>@iconify-json/fluent-emoji-flat</code> et ne servons, depuis notre propre serveur, que les images utilisées par les leçons.",
  "pages.credits.fluentLink": "Fluent Emoji sur GitHub",
  "pages.credits.fonts": "Polices",
  "pages.credits.font": "<font>{name}</font> pour {use}, par {by}.",
  "pages.credits.font.naskh": "l’arabe des leçons (des harakat bien lisibles)",
  "pages.credits.font.cairo": "les titres et les étiquettes en arabe",
  "pages.credits.font.nunito": "le texte en français",
  "pages.credits.fontsLicence":
    "Toutes les trois sont publiées sous la <ofl>SIL Open Font License 1.1</ofl> et servies depuis notre propre serveur (par les paquets Fontsource).",
  "pages.credits.audio": "Sons",
  "pages.credits.audioText":
    "{state, select, complete {Chaque lettre, chaque mot et chaque phrase des leçons a un enregistrement fait par les personnes qui gèrent ce site ; aucun service de voix extérieur n’est utilisé.} some {{recorded} des {total} lettres, mots et phrases ont un enregistrement fait par les personnes qui gèrent ce site ; pour les autres, c’est la voix arabe de votre appareil qui lit, quand il en a une. Aucun service de voix extérieur n’est utilisé.} other {Il n’y a encore aucun enregistrement sur ce site : c’est la voix arabe de votre appareil qui lit les leçons, quand il en a une. Aucun service de voix extérieur n’est utilisé.}}",
  "pages.credits.sox":
    "Les enregistrements sont coupés et leur volume égalisé avec <sox>SoX</sox>, le Sound eXchange (GPL), lancé comme un programme à part sur notre serveur.",
  "pages.credits.voices": "Les voix que vous entendez :",
  "pages.credits.voice":
    "<b>{speaker}</b>, {licence} ({n, plural, one {# enregistrement} other {# enregistrements}})",

  "pages.service.features": "Fonctionnalités",
  "pages.service.expect": "Ce qui vous attend",
  "pages.service.gets": "Ce que votre enfant y trouve",
  "pages.service.demo": "Accéder à la démo gratuite",
  "pages.service.ask": "Nous poser une question",
  "pages.service.others": "Les autres services",
  "pages.service.1.summary":
    "Des activités d’écoute, d’association, de tracé et de construction de mots qui transforment chaque nouvelle lettre et chaque nouveau mot arabe en jeu.",
  "pages.service.1.h1":
    "{activities, plural, =0 {Des leçons courtes} one {# activité dans {lessons, plural, one {# leçon} other {# leçons}}} other {# activités dans {lessons, plural, one {# leçon} other {# leçons}}}}",
  "pages.service.1.h2": "Le tracé des lettres avec un guide",
  "pages.service.1.h3": "Une réponse immédiate et bienveillante",
  "pages.service.1.p1":
    "Les enfants apprennent mieux quand ils sont actifs. Chaque leçon est une courte suite d’activités qui utilisent tout de suite les nouvelles lettres et les nouveaux mots : écouter et choisir, associer des paires, tracer des lettres, retrouver une lettre dans un mot, construire des mots et de petites phrases.",
  "pages.service.1.p2":
    "Une activité manquée revient un peu plus tard : chaque enfant termine ainsi chaque leçon en ayant tout réussi au moins une fois.",
  "pages.service.2.summary":
    "Des mots par thèmes, avec des images : la famille, l’école, les repas et plus encore, chacun revenant dans les leçons suivantes pour bien le retenir.",
  "pages.service.2.h1":
    "{words, plural, =0 {Des mots avec des images} one {# mot et expression avec des images} other {# mots et expressions avec des images}}",
  "pages.service.2.h2": "Un enregistrement pour chaque mot",
  "pages.service.2.h3": "Des thèmes que les enfants rencontrent chaque jour",
  "pages.service.2.p1":
    "Le vocabulaire est rangé par thèmes que les enfants connaissent de leur quotidien : les salutations, la famille, l’école, les repas.",
  "pages.service.2.p2":
    "{audio, select, yes {Chaque mot a une image et un enregistrement, et revient dans les leçons suivantes pour bien le retenir.} other {Chaque mot a une image et revient dans les leçons suivantes pour bien le retenir. Les enregistrements arrivent peu à peu : en attendant, c’est la voix arabe de l’appareil qui lit le mot, quand il en a une.}}",
  "pages.service.3.summary":
    "Des vidéos pour les enfants qui apprennent l’arabe, quand l’école ou le service des familles les publie ici.",
  "pages.service.3.h1": "{n, plural, one {# vidéo} other {# vidéos}}",
  "pages.service.3.h2": "Elles ne démarrent que si vous appuyez sur lecture",
  "pages.service.3.h3": "Aucun pistage avant cela",
  "pages.service.3.p1":
    "Les vidéos de la page d’accueil sont choisies par les personnes qui gèrent ce site. Chacune ne démarre que lorsque vous appuyez sur lecture.",
  "pages.service.3.none":
    "Il n’y a pas encore de vidéos sur ce site. Quand il y en aura, elles apparaîtront sur la page d’accueil. Elles ne font pas partie de ce que vous payez aujourd’hui.",
  "pages.service.notYet": "Pas encore disponible",
  "pages.service.noPrice": "Compris dans aucun tarif",
  "pages.service.4.summary":
    "Des histoires en images et des chansons pour les enfants qui apprennent l’arabe, au fil du cours.",
  "pages.service.4.h1":
    "{n, plural, one {# leçon avec une histoire en images} other {# leçons avec une histoire en images}}",
  "pages.service.4.h2": "Les chansons : bientôt, comprises dans aucun tarif pour l’instant",
  "pages.service.4.p1":
    "Certaines leçons suivent une courte histoire racontée en images : l’enfant en remet dans l’ordre et en associe les mots et les phrases. Les chansons en musique ne sont pas encore là.",
  "pages.service.4.none":
    "Les chansons et les histoires sont prévues mais pas encore là. Elles ne font pas partie de ce que vous payez aujourd’hui.",
  "pages.service.5.summary":
    "Un bilan à la fin de chaque unité et un court test de niveau qui trouve par où un enfant doit commencer.",
  "pages.service.5.h1": "Un bilan à la fin de chaque unité",
  "pages.service.5.h2":
    "{n, plural, =0 {Un court test de niveau, sans chronomètre} one {Un test de niveau d’au plus # question, sans chronomètre} other {Un test de niveau d’au plus # questions, sans chronomètre}}",
  "pages.service.5.h3": "Des progrès que les parents peuvent suivre",
  "pages.service.5.p1":
    "Un court bilan termine chaque unité pour que les enfants voient ce qu’ils ont appris. Le test de niveau pose quelques questions, une à la fois, et place l’enfant au bon point de départ.",
  "pages.service.5.p2":
    "Aujourd’hui, il place les enfants jusqu’au niveau {level}, le plus haut niveau qui a des leçons.",
  "pages.service.6.summary":
    "Les leçons avec un enseignant ne sont pas encore proposées ; les écoles utilisent Marhaba avec leurs propres enseignants.",
  "pages.service.6.h1": "Les cours en direct : pas encore proposés, jamais compris dans un tarif",
  "pages.service.6.h2":
    "Pour les écoles : des classes, des devoirs et un tableau de progrès pour vos propres enseignants",
  "pages.service.6.p1":
    "Nous ne proposons pas encore de leçons avec un enseignant. Une école peut utiliser Marhaba avec ses propres enseignants : ils créent des classes, donnent des leçons à faire et voient les progrès de chaque élève.",

  "pages.ui.resetConfirm": "Voulez-vous vraiment remettre toutes les configurations par défaut ?",
  "pages.ui.invalidImport": "Fichier de configuration non valide",
  "pages.ui.badValue": "Utilisez uniquement des longueurs, des pourcentages ou des fonctions CSS",
  "pages.ui.copied": "CSS copié dans le presse-papiers",
  "pages.ui.copyFailed": "La copie a échoué ; sélectionnez le CSS et copiez-le à la main",
  "pages.ui.imported": "Configuration importée",
  "pages.ui.reset": "Configurations remises par défaut",
  "pages.ui.refreshed": "CSS actualisé",
  "pages.ui.tools": " · Outils",
  "pages.ui.title": "Configuration de la mise en page",
  "pages.ui.lead":
    "La position et la taille des images décoratives de la page d’accueil. Les changements sont enregistrés dans ce navigateur et visibles sur la page d’accueil.",
  "pages.ui.actions": "Actions de configuration",
  "pages.ui.export": "Exporter en JSON",
  "pages.ui.import": "Importer un JSON",
  "pages.ui.importFile": "Importer un fichier de configuration",
  "pages.ui.forceRefresh": "Forcer l’actualisation du CSS",
  "pages.ui.preview": "Mode aperçu",
  "pages.ui.debug": "Contours de débogage",
  "pages.ui.resetButton": "Remettre par défaut",
  "pages.ui.sections": "Sections",
  "pages.ui.elements": "Éléments",
  "pages.ui.position": "Position",
  "pages.ui.size": "Taille",
  "pages.ui.responsive": "Réglages par taille d’écran",
  "pages.ui.breakpoint": "Point de rupture",
  "pages.ui.at": "{prop} à {px} px",
  "pages.ui.upTo": "≤ {px} px",
  "pages.ui.css": "CSS généré",
  "pages.ui.copy": "Copier le CSS",
  "pages.ui.previewTitle": "Aperçu",
  "pages.ui.sitePreview": "Aperçu du site",
  // /privacy, /terms, /accessibility (issue #28, passées au catalogue pour l’issue #30)
  "pages.legal.missing":
    "<b>Manquant :</b> les personnes qui gèrent ce site n’ont pas encore indiqué le nom et l’adresse du responsable de vos données (le « responsable du traitement »). En attendant, posez-leur la question par la <a>page de contact</a>.",
  "pages.legal.privacy.title": "Politique de confidentialité",
  "pages.legal.privacy.lead":
    "Ce que Marhaba conserve sur les adultes, les enfants et les élèves, pourquoi, combien de temps, et comment l’emporter avec vous ou le supprimer.",
  "pages.legal.privacy.who": "Qui est responsable",
  "pages.legal.privacy.what": "Ce que nous conservons, pourquoi et combien de temps",
  "pages.legal.col.whose": "De qui",
  "pages.legal.col.what": "Quoi",
  "pages.legal.col.why": "Pourquoi",
  "pages.legal.col.howLong": "Combien de temps",
  "pages.legal.account.whose": "Le compte d’un adulte",
  "pages.legal.account.what":
    "Le nom, l’adresse e-mail, le nom d’utilisateur, le mot de passe (uniquement sous forme d’empreinte irréversible), le téléphone, l’adresse et le pays si vous les avez donnés, vos connexions, votre formule, vos paiements et votre choix pour l’e-mail de la semaine.",
  "pages.legal.account.why":
    "Pour vous permettre de vous connecter, faire fonctionner votre formule, envoyer les e-mails que vous avez demandés et vous répondre.",
  "pages.legal.account.howLong":
    "Jusqu’à ce que vous supprimiez le compte. Un compte dont l’adresse e-mail n’a jamais été confirmée est supprimé au bout de {unverified} jours ; un compte gratuit où personne ne s’est connecté depuis {inactive} mois est supprimé {warning} jours après un e-mail d’avertissement, sauf si quelqu’un se connecte.",
  "pages.legal.child.whose": "Le profil d’un enfant",
  "pages.legal.child.what":
    "Un prénom ou un surnom, une de nos images d’animaux et une tranche d’âge ; ce que l’enfant apprend (leçons, réponses, étoiles, mots à réviser, tests de niveau, certificats) ; quand et depuis quel compte un parent ou un représentant légal a accepté le profil. Pas d’e-mail, pas de mot de passe, pas de photo.",
  "pages.legal.child.why":
    "Pour que l’enfant ait ses propres leçons et ses progrès, et que le parent puisse les suivre.",
  "pages.legal.child.howLong": "Jusqu’à ce que le parent supprime le profil ou le compte.",
  "pages.legal.pupil.whose": "Un élève d’une classe",
  "pages.legal.pupil.what":
    "Un prénom, une image d’animal, la classe, une empreinte irréversible du mot de passe en trois images, et ce que l’élève apprend.",
  "pages.legal.pupil.why":
    "Pour que l’enseignant puisse suivre la classe et que l’élève se connecte sans e-mail.",
  "pages.legal.pupil.howLong":
    "Jusqu’à ce que l’enseignant supprime l’élève ou la classe. L’enseignant peut exporter les données d’un élève.",
  "pages.legal.payments.whose": "Les paiements",
  "pages.legal.payments.what":
    "Qui a payé, combien, quand, et la référence du paiement. Jamais votre numéro de carte : c’est le prestataire de paiement qui s’en charge.",
  "pages.legal.payments.why": "Les obligations comptables.",
  "pages.legal.payments.howLong":
    "Aussi longtemps que la loi l’exige, y compris après la suppression du compte, sans rien sur vos enfants.",
  "pages.legal.processors": "Qui d’autre les traite",
  "pages.legal.stripe":
    "<b>Stripe</b> encaisse les paiements par carte : il reçoit votre adresse e-mail et le montant, et vos données de carte lui sont transmises directement.",
  "pages.legal.noStripe":
    "Aucun prestataire de paiement par carte n’est configuré sur ce site : rien ne lui est envoyé.",
  "pages.legal.mail":
    "<b>Le service d’e-mail</b> choisi par les personnes qui gèrent ce site achemine nos e-mails jusqu’à votre adresse.",
  "pages.legal.noMail":
    "Aucun service d’e-mail extérieur n’est configuré : les e-mails restent sur le serveur de ce site.",
  "pages.legal.google": "<b>Google</b> vous connecte quand vous choisissez « Se connecter avec Google ».",
  "pages.legal.school": "Le service de connexion de votre école vous connecte quand vous le choisissez.",
  "pages.legal.rest":
    "Tout le reste demeure sur le serveur de ce site. Rien n’est vendu ni partagé avec qui que ce soit.",
  "pages.legal.noTrack": "Pas de publicité, pas de pistage",
  "pages.legal.noTrackText":
    "Il n’y a ni publicité, ni mesure d’audience, ni pixel de suivi, ni cookie d’autres sites. Les seuls cookies servent à vous garder connecté.{videos, select, yes { Une vidéo de la page d’accueil n’est chargée depuis l’adresse de YouTube respectueuse de la vie privée que lorsque vous appuyez sur lecture.} other {}}",
  "pages.legal.rights": "Les emporter, les corriger, les supprimer",
  "pages.legal.download":
    "<b>Téléchargez</b> tout ce que nous conservons sur votre famille dans un seul fichier : <a>Profil</a> → Nos données → « Télécharger toutes nos données ».",
  "pages.legal.correct": "<b>Corrigez</b> votre nom et les profils de vos enfants dans votre <a>Profil</a>.",
  "pages.legal.delete":
    "<b>Supprimez</b> le profil d’un enfant, l’historique d’apprentissage ou tout le compte dans votre <a>Profil</a>. La suppression du compte est immédiate et un e-mail de confirmation suit.",
  "pages.legal.complain":
    "Pour toute autre demande, ou pour une réclamation, écrivez au responsable du traitement ci-dessus. Vous pouvez aussi saisir votre autorité de protection des données (en France, la CNIL).",
  "pages.legal.terms.title": "Conditions d’utilisation",
  "pages.legal.terms.lead": "Les règles de ce site, en bref.",
  "pages.legal.terms.who": "Qui gère ce site",
  "pages.legal.terms.accounts": "Les comptes",
  "pages.legal.terms.grownUp":
    "C’est un adulte qui crée le compte. Les enfants apprennent dans des profils ajoutés par leur parent ou leur représentant légal ; les élèves sont ajoutés par leur enseignant.",
  "pages.legal.terms.password":
    "Gardez votre mot de passe pour vous. Vous êtes responsable de ce qui est fait avec votre compte.",
  "pages.legal.terms.deleteAny": "Vous pouvez supprimer votre compte à tout moment dans votre Profil.",
  "pages.legal.terms.pay": "La démo gratuite et Premium",
  "pages.legal.terms.demoOnce":
    "La démo gratuite est possible une fois par compte et ne demande aucune carte.",
  "pages.legal.terms.premium":
    "Premium est un paiement unique pour les mois indiqués avant de payer, avec leurs dates. Il ne se renouvelle jamais tout seul.",
  "pages.legal.terms.demoKept":
    "Si vous payez pendant la démo, les jours de démo restants sont conservés : les mois payés commencent à la date où la démo se serait terminée.",
  "pages.legal.terms.refund":
    "Demandez-le dans les 30 jours suivant le paiement et nous vous remboursons intégralement.",
  "pages.legal.terms.fair": "Un usage loyal",
  "pages.legal.terms.fairText":
    "Utilisez le site pour apprendre et pour enseigner. N’essayez pas de le casser, d’accéder aux données d’autres familles ni de le surcharger.",
  "pages.legal.terms.seeAlso":
    "Voir aussi la <privacy>politique de confidentialité</privacy> et la <a11y>déclaration d’accessibilité</a11y>.",
  "pages.legal.a11y.title": "Déclaration d’accessibilité",
  "pages.legal.a11y.lead":
    "Marhaba vise le niveau AA des Règles pour l’accessibilité des contenus Web (WCAG) 2.2. Voici où c’est le cas, et où ce ne l’est pas encore.",
  "pages.legal.a11y.ok": "Ce qui est conforme",
  "pages.legal.a11y.axe":
    "Chaque page est vérifiée automatiquement (axe) pour les règles WCAG A et AA qu’il sait tester, en largeur téléphone et ordinateur.",
  "pages.legal.a11y.keyboard":
    "Tout fonctionne au clavier, avec un contour de focus visible ; le focus passe à chaque nouvelle activité d’une leçon.",
  "pages.legal.a11y.contrast":
    "Les textes et les commandes respectent les rapports de contraste ; les pages s’adaptent à 320 pixels CSS sans défilement horizontal.",
  "pages.legal.a11y.forms":
    "Les champs de formulaire ont des étiquettes et leurs erreurs sont annoncées ; le texte arabe est signalé comme arabe et de droite à gauche.",
  "pages.legal.a11y.targets":
    "Les boutons des enfants font au moins 48 pixels dans la plupart des activités, et rien ne bouge ni ne clignote tout seul.",
  "pages.legal.a11y.gaps": "Limites connues",
  "pages.legal.a11y.clips":
    "Chaque lettre et chaque mot n’a pas encore son enregistrement ({recorded} sur {total} en ont un) : sans enregistrement, c’est la voix arabe de l’appareil qui le lit, ou son écriture en lettres latines qui s’affiche.",
  "pages.legal.a11y.written":
    "Les consignes des activités sont écrites, pas encore dites à voix haute : un enfant qui ne lit pas encore a besoin d’un adulte à côté de lui.",
  "pages.legal.a11y.tracing":
    "Le tracé des lettres demande un pointeur, un doigt ou une souris ; il n’a pas encore d’équivalent au clavier.",
  "pages.legal.a11y.small":
    "Dans « trouve la lettre dans le mot », les lettres peuvent faire moins de 44 pixels.",
  "pages.legal.a11y.language":
    "Le site est en anglais et en français ; quelques pages sont encore en cours de traduction.",
  "pages.legal.a11y.tell": "Dites-le-nous",
  "pages.legal.a11y.tellText":
    "Si quelque chose est difficile à utiliser, dites-le-nous par la <a>page de contact</a>. Nous répondons sous 24 heures.",
  // the landing's call-to-action notices (components/site/ctaRules.ts)
  "notice.premium": "Vous avez déjà un abonnement Premium !",
  "notice.demo": "Vous avez déjà accès à la démo !",
};
