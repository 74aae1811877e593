// Français, domaine « admin » : l’espace d’administration (/admin, ses onglets, l’enregistrement audio) et
// la page de première installation /setup. À l’administrateur, un adulte : vous.
import type { admin as en } from "../en/admin";
import type { Messages } from "../types";

export const admin: Messages<typeof en> = {
  "setup.metaTitle": "Installer Marhaba",
  "setup.metaDescription": "Créez le premier administrateur de cette instance de Marhaba.",
  "setup.title": "Installer Marhaba",
  "setup.intro":
    "Cette instance n’a pas encore d’administrateur. Créez le premier\u00a0: vous ajouterez ensuite les enseignants, les classes et les familles depuis l’espace d’administration.",
  "setup.panelTitle": "Bienvenue à votre école\u202f!",
  "setup.codeUsed":
    "Le code d’installation affiché au démarrage de Marhaba a expiré ou a déjà servi. Redémarrez Marhaba\u00a0: il en affiche un nouveau.",
  "setup.failed": "L’installation n’a pas pu aboutir. Veuillez réessayer.",
  "setup.logoFailed": "Le logo n’a pas pu être enregistré.",
  "setup.code": "Code d’installation (dans le journal de démarrage de Marhaba)",
  "setup.firstName": "Prénom",
  "setup.lastName": "Nom",
  "setup.email": "E-mail",
  "setup.password": "Mot de passe",
  "setup.school": "Nom de l’école (facultatif)",
  "setup.logo": "Logo de l’école (facultatif\u00a0: PNG, JPEG ou WebP, {kb}\u00a0Ko au plus)",
  "setup.creating": "Création…",
  "setup.create": "Créer l’administrateur",
};
