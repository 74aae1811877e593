// Français, domaine « tales » : l’étagère des contes et comptines et le lecteur (issue #30). Les mots des
// histoires (titres, lignes, sens, questions) viennent du serveur dans les deux langues.
import type { tales as en } from "../en/tales";
import type { Messages } from "../types";

export const tales: Messages<typeof en> = {
  "meta.title": "{title} - Marhaba",
  "meta.tale": "Conte",
  "meta.description": "Un conte illustré ou une comptine en arabe, lu à voix haute, pour les enfants.",

  "newest.again": "Relis-la : {kind, select, rhyme {une comptine} other {un conte}}",
  "newest.new": "{kind, select, rhyme {Une nouvelle comptine pour toi} other {Un nouveau conte pour toi}}",
  "shelf.title": "Contes et comptines",
  "shelf.lead":
    "{tales, plural, one {# conte illustré} other {# contes illustrés}} et {rhymes, plural, one {# comptine} other {# comptines}} à lire et à écouter. Chacun s’ouvre quand on finit l’unité dont il utilise les mots.",
  "shelf.all": "Tous les contes et comptines",
  "shelf.cardKind": "{kind, select, rhyme {Comptine} other {Conte}} · {level}",
  "shelf.after": "Après « {title} »",
  "shelf.read": "✓ Lu",

  "locked.withLessons": "Cette histoire s’ouvre avec les leçons : demande à un adulte.",
  "locked.afterUnit": "Cette histoire s’ouvre quand tu as fini l’unité « {title} ».",
  "locked.beforeIt": "d’avant",
  "locked.thisStory": "Cette histoire",
  "reader.backToLibrary": "Retour à la bibliothèque",
  "reader.rhymeDone": "Bravo ! Tu as chanté toute la comptine.",
  "reader.doneTitle": "{kind, select, rhyme {Tu as chanté la comptine !} other {Tu as lu le conte !}}",
  "reader.wellDone": "Bravo",
  "reader.again": "Encore !",
  "reader.close": "Fermer le livre",
  "reader.pageNo": "{kind, select, rhyme {Ligne} other {Page}} {n} sur {total}",
  "reader.instruction":
    "{kind, select, rhyme {Touche un mot pour l’entendre, ou touche Chante avec moi.} other {Touche un mot pour l’entendre, ou touche Lis-moi l’histoire.}}",
  "reader.pages": "Pages",
  "reader.previous": "Page précédente",
  "reader.stop": "Stop",
  "reader.read": "{kind, select, rhyme {Chante avec moi} other {Lis-moi l’histoire}}",
  "reader.theEnd": "Fin",
  "reader.toQuestions": "Aux questions",
  "reader.next": "Page suivante",
  "questions.right": "Oui, bravo !",
  "questions.wrong": "Pas celle-ci. Essaie encore !",
  "questions.failed": "Ça n’a pas marché. Réessaie, s’il te plaît.",
  "questions.count": "Question {n} sur {total}",
  "questions.hear": "Écouter la question",
  "questions.reread": "Relire l’histoire",
};
