// The browser's en chunk (scripts/build-client.ts builds each language apart; the page loads its own only).
// Every area the pages show, one import each; the mails' area stays on the server (no page shows it).
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
