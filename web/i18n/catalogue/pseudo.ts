// The browser's pseudo-locale chunk (tests only): made from the English catalogue as the server makes it.
// The mails' area stays on the server (no page shows it).
import { common } from "../../../shared/i18n/en/common";
import { site } from "../../../shared/i18n/en/site";
import { auth } from "../../../shared/i18n/en/auth";
import { family } from "../../../shared/i18n/en/family";
import { courses } from "../../../shared/i18n/en/courses";
import { assessment } from "../../../shared/i18n/en/assessment";
import { subscription } from "../../../shared/i18n/en/subscription";
import { tales } from "../../../shared/i18n/en/tales";
import { classes } from "../../../shared/i18n/en/classes";
import { admin } from "../../../shared/i18n/en/admin";
import { pseudoCatalogue } from "../../../shared/i18n/pseudo";
import type { Catalogue } from "../../../shared/i18n/types";

export const messages = pseudoCatalogue({
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
} as unknown as Catalogue);
