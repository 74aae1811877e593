import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { RegisterCommands } from "./command";
import { migrate } from "../src/db/migrate";
import { backupDatabase, BackupError } from "../src/db/backup";
import { copySqliteToPostgres, CopyError } from "../src/db/copy";
import { closeDb } from "../src/db/client";
import { dialectOf } from "../src/db/dialect";
import { openPostgres } from "../src/db/pg";
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
    .description("Write a consistent copy of the live database to FILE (SQLite: a database file; PostgreSQL: pg_dump's custom format)")
    .argument("<file>", "where to write the backup")
    .option("--force", "overwrite FILE if it exists")
    .action(async (file: string, opts: { force?: boolean }) => {
      const target = resolve(file);
      if (existsSync(target) && !opts.force) throw new Refused(`Refusing to overwrite ${target} (use --force).`);
      const deps = await getDeps();
      try {
        const r = await backupDatabase(deps.db, target);
        console.log(`Backup written to ${target} (${r.format}, ${r.bytes} bytes)`);
      } catch (e) {
        if (e instanceof BackupError) throw new Refused(e.message);
        throw e;
      }
    });

  program
    .command("db:copy")
    .description("Copy a school's SQLite database into a new, empty PostgreSQL database (row counts checked)")
    .requiredOption("--from <sqlite:FILE>", "the SQLite file, as sqlite:FILE")
    .requiredOption("--to <postgres://…>", "the PostgreSQL database to fill (migrated first; must be empty)")
    .action(async (opts: { from: string; to: string }) => {
      if (!opts.from.startsWith("sqlite:")) throw new Refused("--from must be sqlite:FILE (the SQLite database file).");
      const file = resolve(opts.from.slice("sqlite:".length));
      if (!existsSync(file)) throw new Refused(`No SQLite database at ${file}.`);
      if (dialectOf(opts.to) !== "postgres") throw new Refused("--to must be a postgres:// URL.");
      const to = openPostgres(opts.to, { poolSize: 2 });
      try {
        const copied = await copySqliteToPostgres(file, to);
        for (const c of copied) console.log(`${c.table.padEnd(22)} ${String(c.rows).padStart(8)} row(s)`);
        console.log(`Copied ${copied.reduce((n, c) => n + c.rows, 0)} row(s) in ${copied.length} tables; every count matches.`);
      } catch (e) {
        if (e instanceof CopyError) throw new Refused(e.message);
        throw e;
      } finally {
        await closeDb(to);
      }
    });
};
