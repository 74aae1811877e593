// Français, domaine « subscription » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { subscription as en } from "../en/subscription";
import type { Messages } from "../types";

export const subscription: Messages<typeof en> = {};
