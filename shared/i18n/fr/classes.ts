// Français, domaine « classes » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { classes as en } from "../en/classes";
import type { Messages } from "../types";

export const classes: Messages<typeof en> = {};
