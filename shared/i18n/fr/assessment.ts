// Français, domaine « assessment » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { assessment as en } from "../en/assessment";
import type { Messages } from "../types";

export const assessment: Messages<typeof en> = {};
