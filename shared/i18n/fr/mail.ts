// Français, domaine « mail » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { mail as en } from "../en/mail";
import type { Messages } from "../types";

export const mail: Messages<typeof en> = {};
