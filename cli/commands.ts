// Each area registers its commands here. A register function receives the program and
// getDeps() (which opens and migrates the database on first use).
import type { Command } from "commander";
import type { boot } from "../src/boot";
import { dbCommands } from "./db";
import { mailCommands } from "./mail";
import { userCommands } from "./users";
import { subCommands } from "./subs";
import { statsCommands } from "./stats";
import { subscriptionSweepCommands } from "./subscriptions";
import { assessmentCommands } from "./assessments";
import { siteCommands } from "./site";
import { audioCommands } from "./audio";

export type GetDeps = (opts?: { migrate?: boolean }) => ReturnType<typeof boot>;
export type RegisterCommands = (program: Command, getDeps: GetDeps) => void;

export const cliCommands: RegisterCommands[] = [dbCommands, mailCommands, userCommands, subCommands, statsCommands, subscriptionSweepCommands, assessmentCommands, siteCommands, audioCommands];
