import { existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { RegisterCommands } from "./command";
import { migrate } from "../src/db/migrate";
import { handleOf } from "../src/db/client";
import { Refused } from "./command";

export const dbCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("db:migrate")
    .description("Apply pending database migrations")
    .action(async () => {
      const deps = await getDeps({ migrate: false });
      const { applied } = await migrate(deps.db);
      console.log(applied ? `Applied ${applied} migration(s).` : "Database is up to date.");
    });

  program
    .command("db:backup")
    .description("Write a consistent copy of the live database to FILE (SQLite online backup; on PostgreSQL use pg_dump)")
    .argument("<file>", "where to write the backup")
    .option("--force", "overwrite FILE if it exists")
    .action(async (file: string, opts: { force?: boolean }) => {
      const target = resolve(file);
      if (existsSync(target) && !opts.force) throw new Refused(`Refusing to overwrite ${target} (use --force).`);
      const deps = await getDeps();
      const h = handleOf(deps.db);
      if (h.dialect !== "sqlite") throw new Refused("db:backup copies the SQLite file; this instance uses PostgreSQL: back it up with pg_dump.");
      // VACUUM INTO takes a transactionally consistent snapshot while the app keeps running. It
      // refuses an existing file, so it writes a fresh one beside FILE, which then replaces FILE in
      // one rename: the old backup stays whole until the new one is complete.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        h.client.query("VACUUM INTO ?").run(temp);
        renameSync(temp, target);
      } catch (e) {
        rmSync(temp, { force: true });
        throw new Refused(`Backup to ${target} failed: ${(e as Error).message}`);
      }
      console.log(`Backup written to ${target}`);
    });
};
