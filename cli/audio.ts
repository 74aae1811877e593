// audio:* — recorded clips for the course's audio items, through the same service as the admin
// Audio page. audio:import takes a studio session's folder of files named <item id>.<ext>
// (e.g. word.bab.wav, letter.ba.mp3); audio:coverage says how many items have a clip.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import { Refused, type RegisterCommands } from "./command";
import { cliActor, printJson } from "./admin-shared";
import { ApiError } from "../src/lib/errors";
import { AUDIO_KINDS, audioItems, listClips, saveClip } from "../src/modules/audio/service";
import { soxCommand } from "../src/modules/audio/sox";

const reason = (e: unknown) =>
  e instanceof ApiError ? `${e.message}${e.fields ? " " + Object.values(e.fields).join("; ") : ""}` : String((e as Error)?.message ?? e);

export const audioCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("audio:import")
    .description("Import recordings named <item id>.<ext> (e.g. word.bab.wav) from a folder; a clip replaces the item's current one")
    .argument("<dir>", "folder of recordings")
    .option("--dry-run", "check every file (type, size, length) and store nothing")
    .action(async (dir: string, opts: { dryRun?: boolean }) => {
      if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Refused(`Not a folder: ${dir}`);
      const deps = await getDeps();
      const actor = cliActor();
      const known = audioItems();
      const imported: string[] = [];
      const unknown: string[] = [];
      const invalid: string[] = [];
      const files = readdirSync(dir).filter((f) => !f.startsWith(".") && statSync(join(dir, f)).isFile()).sort();
      for (const name of files) {
        const id = name.slice(0, name.length - extname(name).length);
        if (!known.has(id)) {
          unknown.push(name);
          continue;
        }
        try {
          const r = await saveClip(deps, actor, id, { bytes: new Uint8Array(readFileSync(join(dir, name))) }, { dryRun: opts.dryRun });
          imported.push(id);
          const ms = r.clip.duration_ms === null ? "length unknown" : `${(r.clip.duration_ms / 1000).toFixed(2)} s`;
          console.log(`${opts.dryRun ? "ok" : "imported"}  ${id}  (${ms}, ${(r.clip.bytes / 1024).toFixed(1)} KB${r.clip.processed ? ", trimmed and normalised" : ""})`);
        } catch (e) {
          invalid.push(`${name}: ${reason(e)}`);
        }
      }
      for (const f of unknown) console.error(`unknown id  ${f}`);
      for (const f of invalid) console.error(`invalid  ${f}`);
      console.log(
        `${imported.length} ${opts.dryRun ? "would be imported" : "imported"}, ${unknown.length} unknown id(s), ${invalid.length} invalid` +
          (soxCommand() ? "" : " (sox is not installed: clips are stored as they are, not trimmed or normalised)"),
      );
      if (!files.length) throw new Refused(`No files in ${dir}.`);
      if (unknown.length || invalid.length) throw new Refused(`${unknown.length + invalid.length} file(s) not imported (see above).`);
    });

  program
    .command("audio:coverage")
    .description("How many of the course's audio items have a recorded clip")
    .option("--missing", "also list the items without a clip")
    .option("--json", "print JSON")
    .action(async (opts: { missing?: boolean; json?: boolean }) => {
      const deps = await getDeps();
      const all = await listClips(deps, { page: 1, pageSize: 100_000 });
      const missing = all.items.filter((i) => !i.clip).map((i) => i.id);
      if (opts.json) return printJson({ coverage: all.coverage, sox: all.sox, orphans: all.orphans, ...(opts.missing ? { missing } : {}) });
      const { recorded, total, by_kind } = all.coverage;
      console.log(`${recorded} of ${total} items have a clip (${total ? Math.floor((recorded / total) * 100) : 0}%)`);
      for (const k of AUDIO_KINDS) console.log(`  ${k.padEnd(9)} ${by_kind[k].recorded} of ${by_kind[k].total}`);
      if (opts.missing) for (const id of missing) console.log(`missing  ${id}`);
      if (all.orphans.length) console.log(`${all.orphans.length} clip(s) of items the course no longer has: ${all.orphans.join(", ")}`);
    });
};
