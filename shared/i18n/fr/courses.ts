// Français, domaine « courses » : rempli à mesure que ses pages passent au catalogue (issue #30).
import type { courses as en } from "../en/courses";
import type { Messages } from "../types";

export const courses: Messages<typeof en> = {};
