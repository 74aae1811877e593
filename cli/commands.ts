// Each area registers its commands here. A register function receives the program and
// getDeps() (which opens and migrates the database on first use).
import type { RegisterCommands } from "./command";
import { dbCommands } from "./db";
import { mailCommands } from "./mail";
import { userCommands } from "./users";
import { statsCommands } from "./stats";
import { subscriptionCommands } from "./subscriptions";
import { assessmentCommands } from "./assessments";
import { siteCommands } from "./site";
import { audioCommands } from "./audio";
import { jobCommands } from "./jobs";

export const cliCommands: RegisterCommands[] = [
  dbCommands,
  mailCommands,
  userCommands,
  subscriptionCommands,
  statsCommands,
  assessmentCommands,
  siteCommands,
  audioCommands,
  jobCommands,
];
