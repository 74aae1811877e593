// Français, domaine « family » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { family as en } from "../en/family";
import type { Messages } from "../types";

export const family: Messages<typeof en> = {};
