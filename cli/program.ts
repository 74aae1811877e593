// The operator CLI: commander over the same services as the API.
// Exit codes: 0 success, 1 refused action (reason on stderr), 2 bad usage.
import { Command, CommanderError } from "commander";
import { boot } from "../src/boot";
import { closeDb } from "../src/db/client";
import { cliCommands } from "./commands";
import { Refused } from "./command";
import { escapeForTerminal } from "../src/lib/names";

/** Everything the CLI prints goes through here: stored text (a registrant's name) must not drive the
 * operator's terminal, so control and bidi characters are shown escaped (newlines kept). */
function escapedOutput() {
  const saved = { log: console.log, error: console.error, warn: console.warn };
  const wrap =
    (f: (...a: unknown[]) => void) =>
    (...args: unknown[]) =>
      f(...args.map((a) => (typeof a === "string" ? escapeForTerminal(a, true) : a)));
  console.log = wrap(saved.log);
  console.error = wrap(saved.error);
  console.warn = wrap(saved.warn);
  return () => Object.assign(console, saved);
}
const writeErr = (s: string) => process.stderr.write(escapeForTerminal(s, true));

export async function runCli(argv: string[]): Promise<number> {
  const restore = escapedOutput();
  const program = new Command()
    .name("marhaba cli")
    .description("Operate a Marhaba instance: database, users, subscriptions, mail.")
    .exitOverride()
    .configureOutput({ writeErr });

  let exitCode = 0;
  // Commands get deps lazily so --help never touches the database (every command awaits getDeps()).
  let deps: ReturnType<typeof boot> | undefined;
  const getDeps = (opts?: { migrate?: boolean }) => (deps ??= boot(process.env, opts));
  for (const register of cliCommands) register(program, getDeps);

  try {
    await program.parseAsync(argv, { from: "user" });
  } catch (e) {
    if (e instanceof CommanderError) {
      exitCode = e.exitCode === 0 ? 0 : 2;
    } else if (e instanceof Refused) {
      writeErr(`${e.message}\n`);
      exitCode = 1;
    } else if ((e as Error)?.name === "ConfigError") {
      writeErr(`${(e as Error).message}\n`);
      exitCode = 2;
    } else {
      writeErr(`Error: ${(e as Error)?.message ?? e}\n`);
      exitCode = 1;
    }
  } finally {
    // a boot that failed has nothing to close (its error was reported above)
    if (deps)
      await deps.then(
        (d) => closeDb(d.db),
        () => {},
      );
    restore();
  }
  return exitCode;
}
