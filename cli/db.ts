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
import { confirmOrRefuse } from "./admin-shared";
import { loadConfig } from "../src/config";
import { ArchiveError, extractArchive } from "../src/modules/backups/archive";
import { applyRestore, describeRestore, prepareRestore } from "../src/modules/backups/restore";
import { backupStatus, runBackup } from "../src/modules/backups/service";

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
    .description(
      "Write a consistent copy of the live database to FILE (SQLite: a database file; PostgreSQL: pg_dump's custom format)",
    )
    .argument("<file>", "where to write the backup")
    .option("--force", "overwrite FILE if it exists")
    .action(async (file: string, opts: { force?: boolean }) => {
      const target = resolve(file);
      if (existsSync(target) && !opts.force)
        throw new Refused(`Refusing to overwrite ${target} (use --force).`);
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
    .command("db:backup-now")
    .description(
      "Write a backup now into BACKUP_DIR (the daily job's format: the database and the files under DATA_DIR), then prune",
    )
    .action(async () => {
      const deps = await getDeps();
      const r = await runBackup(deps);
      if ("skipped" in r)
        throw new Refused("Another instance is writing a backup right now; try again in a minute.");
      console.log(
        `Backup written to ${r.written.file} (${r.written.bytes} bytes)${r.pruned.length ? `; pruned ${r.pruned.length} old backup(s)` : ""}.`,
      );
    });

  program
    .command("db:backups")
    .description("List the backups in BACKUP_DIR, newest first")
    .action(async () => {
      const deps = await getDeps();
      const s = backupStatus(deps);
      console.log(
        `Backups in ${s.dir} (daily job ${s.enabled ? "on" : "off"}; keeps ${s.keep.days} day(s) and ${s.keep.weeks} week(s)): ${s.count}`,
      );
      const { listBackups } = await import("../src/modules/backups/service");
      for (const b of listBackups(s.dir))
        console.log(`${b.at.toISOString()}  ${String(b.bytes).padStart(12)}  ${b.file}`);
    });

  program
    .command("db:restore")
    .description(
      "Restore a backup made by the daily job (or db:backup-now) into DATA_DIR: the database and the files. Stop Marhaba first.",
    )
    .argument("<file>", "a .mhbak backup file")
    .option("--yes", "do not ask for confirmation")
    .option(
      "--extract <dir>",
      "only unpack the backup (checked) into DIR: the database (a SQLite file, or pg_dump's format for pg_restore) and the files",
    )
    .action(async (file: string, opts: { yes?: boolean; extract?: string }) => {
      if (opts.extract) {
        const into = resolve(opts.extract);
        if (existsSync(into))
          throw new Refused(`Refusing to unpack into ${into}: it exists. Name a new folder.`);
        try {
          const h = extractArchive(resolve(file), into);
          console.log(
            `Unpacked the backup of ${h.created_at} into ${into}: database (${h.dialect === "sqlite" ? "a SQLite file" : "pg_dump's custom format: pg_restore -d postgres://… database"}) and ${h.files.length} file(s) under files/.`,
          );
        } catch (e) {
          const { rmSync } = await import("node:fs");
          rmSync(into, { recursive: true, force: true });
          if (e instanceof ArchiveError) throw new Refused(`Refused: ${e.message}`);
          throw e;
        }
        return;
      }
      // not getDeps(): that would open (and migrate) the database this replaces
      const config = loadConfig(process.env);
      let plan: ReturnType<typeof prepareRestore>;
      try {
        plan = prepareRestore(config, resolve(file));
      } catch (e) {
        if (e instanceof ArchiveError) throw new Refused(`Refused: ${e.message}`);
        throw e;
      }
      try {
        await confirmOrRefuse(describeRestore(config, plan), opts.yes);
      } catch (e) {
        const { rmSync } = await import("node:fs");
        rmSync(plan.staging, { recursive: true, force: true });
        throw e;
      }
      const aside = applyRestore(config, plan);
      console.log(
        `Restored the backup of ${plan.header.created_at}. The replaced data is in ${aside} (delete it once you are satisfied). Start Marhaba: it applies any newer migrations.`,
      );
    });

  program
    .command("db:copy")
    .description("Copy a school's SQLite database into a new, empty PostgreSQL database (row counts checked)")
    .requiredOption("--from <sqlite:FILE>", "the SQLite file, as sqlite:FILE")
    .requiredOption("--to <postgres://…>", "the PostgreSQL database to fill (migrated first; must be empty)")
    .action(async (opts: { from: string; to: string }) => {
      if (!opts.from.startsWith("sqlite:"))
        throw new Refused("--from must be sqlite:FILE (the SQLite database file).");
      const file = resolve(opts.from.slice("sqlite:".length));
      if (!existsSync(file)) throw new Refused(`No SQLite database at ${file}.`);
      if (dialectOf(opts.to) !== "postgres") throw new Refused("--to must be a postgres:// URL.");
      const to = openPostgres(opts.to, { poolSize: 2 });
      try {
        const copied = await copySqliteToPostgres(file, to);
        for (const c of copied) console.log(`${c.table.padEnd(22)} ${String(c.rows).padStart(8)} row(s)`);
        console.log(
          `Copied ${copied.reduce((n, c) => n + c.rows, 0)} row(s) in ${copied.length} tables; every count matches.`,
        );
      } catch (e) {
        if (e instanceof CopyError) throw new Refused(e.message);
        throw e;
      } finally {
        await closeDb(to);
      }
    });
};
