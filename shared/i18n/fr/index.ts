// Le catalogue français : un fichier par domaine, chacun typé sur l'anglais.
import type { Translation } from "../types";
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

export const fr: Translation = {
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
