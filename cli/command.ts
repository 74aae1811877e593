// What every area's command file needs: the register signature and the refusal error. Kept apart
// from program.ts and commands.ts (which import the area files) so no CLI import goes in a loop.
import type { Command } from "commander";
import type { boot } from "../src/boot";

export type GetDeps = (opts?: { migrate?: boolean }) => ReturnType<typeof boot>;
export type RegisterCommands = (program: Command, getDeps: GetDeps) => void;

/** An action refused for a reason the operator can fix: printed on stderr, exit code 1. */
export class Refused extends Error {}
