import { existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { RegisterCommands } from "./command";
import { migrate } from "../src/db/migrate";
import { Refused } from "./command";

export const dbCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("db:migrate")
    .description("Apply pending database migrations")
    .action(() => {
      const deps = getDeps({ migrate: false });
      const { applied } = migrate(deps.db);
      console.log(applied ? `Applied ${applied} migration(s).` : "Database is up to date.");
    });

  program
    .command("db:backup")
    .description("Write a consistent copy of the live database to FILE (SQLite online backup)")
    .argument("<file>", "where to write the backup")
    .option("--force", "overwrite FILE if it exists")
    .action((file: string, opts: { force?: boolean }) => {
      const target = resolve(file);
      if (existsSync(target) && !opts.force) throw new Refused(`Refusing to overwrite ${target} (use --force).`);
      const deps = getDeps();
      // VACUUM INTO takes a transactionally consistent snapshot while the app keeps running. It
      // refuses an existing file, so it writes a fresh one beside FILE, which then replaces FILE in
      // one rename: the old backup stays whole until the new one is complete.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        deps.db.$client.query("VACUUM INTO ?").run(temp);
        renameSync(temp, target);
      } catch (e) {
        rmSync(temp, { force: true });
        throw new Refused(`Backup to ${target} failed: ${(e as Error).message}`);
      }
      console.log(`Backup written to ${target}`);
    });
};
