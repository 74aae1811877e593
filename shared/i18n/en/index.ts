// The English catalogue, the source language: one file per area so the areas are filled in parallel.
// Keys are "area.key" at the call (t("common.nav.home")); values are ICU MessageFormat strings.
import { common } from "./common";
import { site } from "./site";
import { auth } from "./auth";
import { family } from "./family";
import { courses } from "./courses";
import { assessment } from "./assessment";
import { subscription } from "./subscription";
import { tales } from "./tales";
import { classes } from "./classes";
import { admin } from "./admin";
import { mail } from "./mail";
import { errors } from "./errors";

export const en = {
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
  mail,
  errors,
};
