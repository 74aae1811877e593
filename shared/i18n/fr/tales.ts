// Français, domaine « tales » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { tales as en } from "../en/tales";
import type { Messages } from "../types";

export const tales: Messages<typeof en> = {};
