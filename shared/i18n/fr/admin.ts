// Français, domaine « admin » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { admin as en } from "../en/admin";
import type { Messages } from "../types";

export const admin: Messages<typeof en> = {};
