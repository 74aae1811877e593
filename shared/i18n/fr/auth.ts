// Français, domaine « auth » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { auth as en } from "../en/auth";
import type { Messages } from "../types";

export const auth: Messages<typeof en> = {};
