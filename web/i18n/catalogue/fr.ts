// The browser's fr chunk (scripts/build-client.ts builds each language apart; the page loads its own only).
// Every area the pages show, one import each; the mails' area stays on the server (no page shows it).
import { common } from "../../../shared/i18n/fr/common";
import { site } from "../../../shared/i18n/fr/site";
import { auth } from "../../../shared/i18n/fr/auth";
import { family } from "../../../shared/i18n/fr/family";
import { courses } from "../../../shared/i18n/fr/courses";
import { assessment } from "../../../shared/i18n/fr/assessment";
import { subscription } from "../../../shared/i18n/fr/subscription";
import { tales } from "../../../shared/i18n/fr/tales";
import { classes } from "../../../shared/i18n/fr/classes";
import { admin } from "../../../shared/i18n/fr/admin";
import type { Translation } from "../../../shared/i18n/types";

export const messages = {
  common,
  site,
  auth,
  family,
  courses,
  assessment,
  subscription,
  tales,
  classes,
  admin,
} as unknown as Translation;
