// The operator CLI: commander over the same services as the API.
// Exit codes: 0 success, 1 refused action (reason on stderr), 2 bad usage.
import { Command, CommanderError } from "commander";
import { boot } from "../src/boot";
import { closeDb } from "../src/db/client";
import { cliCommands } from "./commands";

export class Refused extends Error {}

export async function runCli(argv: string[]): Promise<number> {
  const program = new Command()
    .name("marhaba cli")
    .description("Operate a Marhaba instance: database, users, subscriptions, mail.")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  let exitCode = 0;
  // Commands get deps lazily so --help never touches the database.
  let deps: ReturnType<typeof boot> | undefined;
  const getDeps = (opts?: { migrate?: boolean }) => (deps ??= boot(process.env, opts));
  for (const register of cliCommands) register(program, getDeps);

  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (e) {
    if (e instanceof CommanderError) {
      exitCode = e.exitCode === 0 ? 0 : 2;
    } else if (e instanceof Refused) {
      process.stderr.write(`${e.message}\n`);
      exitCode = 1;
    } else if ((e as Error)?.name === "ConfigError") {
      process.stderr.write(`${(e as Error).message}\n`);
      exitCode = 2;
    } else {
      process.stderr.write(`Error: ${(e as Error)?.message ?? e}\n`);
      exitCode = 1;
    }
  } finally {
    if (deps) closeDb(deps.db);
  }
  return exitCode;
}
