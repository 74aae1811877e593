// audio:* — the course's recorded clips, through the same services as the admin Audio page.
// audio:import takes a voice pack (a .tar.gz from audio:export) or a folder of recordings named
// <item id>.<ext> (or named anyhow, with a CSV mapping file → item id); it shows what it would add,
// replace or refuse, and imports only when nothing is refused, in one step. audio:export writes a pack;
// audio:coverage counts clips per level and unit.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { Refused, type RegisterCommands } from "./command";
import { cliActor, printJson } from "./admin-shared";
import { ApiError, validate } from "../src/lib/errors";
import { audioCoverage, listClips } from "../src/modules/audio/service";
import {
  exportPack,
  parseMapping,
  readPack,
  runImport,
  type Candidate,
  type ImportPlan,
} from "../src/modules/audio/packs";
import { PACK_MAX_BYTES } from "../src/modules/audio/limits";
import { soxCommand } from "../src/modules/audio/sox";
import { VoiceSchema } from "../src/modules/audio/voice";

const reason = (e: unknown) =>
  e instanceof ApiError
    ? `${e.message}${e.fields && !e.message.includes(Object.values(e.fields)[0] ?? "\u0000") ? " " + Object.values(e.fields).join("; ") : ""}`
    : String((e as Error)?.message ?? e);
const pct = (n: number, d: number) => `${d ? Math.floor((n / d) * 100) : 0}%`;

function printPlan(plan: ImportPlan, dryRun: boolean) {
  for (const e of plan.entries) {
    const line = `${e.action.padEnd(8)} ${e.item_id || "?"}  (${e.file}${e.action === "refuse" ? "" : `, ${e.speaker}, ${e.licence}`})${e.reason ? `: ${e.reason}` : ""}`;
    if (e.action === "refuse") console.error(line);
    else console.log(line);
  }
  console.log(
    `${plan.add} to add, ${plan.replace} to replace, ${plan.refuse} refused` +
      (soxCommand()
        ? ""
        : " (sox is not installed: clips are stored as they are, not checked, trimmed or normalised)") +
      (dryRun ? " (dry run: nothing written)" : ""),
  );
}

export const audioCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("audio:import")
    .description(
      "Import a voice pack (.tar.gz from audio:export) or a folder of recordings; shows what it adds, replaces or refuses, and imports only when nothing is refused",
    )
    .argument(
      "<path>",
      "a voice pack file, or a folder of recordings named <item id>.<ext> (e.g. word.bab.wav)",
    )
    .option("--map <csv>", "for a folder: a CSV of file,item_id lines naming which item each recording is")
    .option("--speaker <name>", "for a folder: whose voice it is (credited on /credits)")
    .option(
      "--licence <licence>",
      'for a folder: the recordings\' licence, e.g. "© École Al-Nour" or "CC BY 4.0"',
    )
    .option("--dry-run", "check everything and show the plan; write nothing")
    .action(
      async (path: string, opts: { map?: string; speaker?: string; licence?: string; dryRun?: boolean }) => {
        if (!existsSync(path)) throw new Refused(`Not found: ${path}`);
        const isDir = statSync(path).isDirectory();
        let candidates: Candidate[];
        if (!isDir) {
          if (statSync(path).size > PACK_MAX_BYTES)
            throw new Refused(
              `The voice pack is refused: the archive is larger than ${PACK_MAX_BYTES / 1024 / 1024} MB. Nothing was imported.`,
            );
          try {
            candidates = readPack(new Uint8Array(readFileSync(path)));
          } catch (e) {
            throw new Refused(reason(e));
          }
        } else {
          let voice: { speaker: string; licence: string };
          try {
            voice = validate(VoiceSchema, { speaker: opts.speaker, licence: opts.licence });
          } catch (e) {
            throw new Refused(
              `A folder needs --speaker and --licence (whose voice, under which licence): ${reason(e)}`,
            );
          }
          const mapping = opts.map ? parseMapping(readFileSync(opts.map, "utf8")) : null;
          const files = readdirSync(path)
            .filter(
              (f) =>
                !f.startsWith(".") &&
                statSync(join(path, f)).isFile() &&
                (!opts.map || join(path, f) !== opts.map),
            )
            .sort();
          if (!files.length) throw new Refused(`No files in ${path}.`);
          if (mapping)
            for (const f of mapping.keys())
              if (!files.includes(f)) throw new Refused(`The mapping names "${f}", which is not in ${path}.`);
          candidates = files
            .filter((f) => !mapping || mapping.has(f) || !f.endsWith(".csv"))
            .map((f) => ({
              file: f,
              itemId: mapping ? (mapping.get(f) ?? null) : f.slice(0, f.length - extname(f).length),
              bytes:
                statSync(join(path, f)).size > PACK_MAX_BYTES
                  ? new Uint8Array(0)
                  : new Uint8Array(readFileSync(join(path, f))),
              voice,
              textHash: null,
              sha256: null,
            }));
        }
        const deps = await getDeps();
        const r = await runImport(deps, cliActor(), candidates, { apply: !opts.dryRun });
        printPlan(r, !!opts.dryRun);
        if (!r.ok) throw new Refused(`${r.refuse} clip(s) refused (see above). Nothing was imported.`);
        if (r.applied) console.log(`Imported ${r.add + r.replace} clip(s) from ${basename(path)}.`);
      },
    );

  program
    .command("audio:export")
    .description("Write the current clips (all, or one level's) as a voice pack: a .tar.gz with a manifest")
    .option("--level <id>", "only the clips a level's lessons use, e.g. absolute-beginner")
    .argument("<file>", "where to write the pack, e.g. voice-pack.tar.gz")
    .action(async (file: string, opts: { level?: string }) => {
      const deps = await getDeps();
      let r: Awaited<ReturnType<typeof exportPack>>;
      try {
        r = await exportPack(deps, { level: opts.level });
      } catch (e) {
        throw new Refused(reason(e));
      }
      writeFileSync(file, r.bytes);
      const speakers = [...new Set(r.manifest.clips.map((c) => `${c.speaker} (${c.licence})`))];
      console.log(
        `Wrote ${r.manifest.clips.length} clip(s) to ${file} (${(r.bytes.length / 1024).toFixed(0)} KB)${speakers.length ? `: ${speakers.join(", ")}` : ""}`,
      );
    });

  program
    .command("audio:coverage")
    .description("How many of the course's audio items have a current clip, per level and unit")
    .option("--missing", "also list the items without a current clip (missing or stale)")
    .option("--json", "print JSON")
    .action(async (opts: { missing?: boolean; json?: boolean }) => {
      const deps = await getDeps();
      const cov = await audioCoverage(deps);
      const all = await listClips(deps, { page: 1, pageSize: 100_000 });
      const missing = all.items.filter((i) => !i.clip || i.clip.stale).map((i) => i.id);
      if (opts.json)
        return printJson({
          coverage: all.coverage,
          total: cov.total,
          levels: cov.levels,
          sox: all.sox,
          orphans: all.orphans,
          ...(opts.missing ? { missing } : {}),
        });
      const { recorded, total } = all.coverage;
      console.log(
        `${recorded} of ${total} items have a clip (${pct(recorded, total)})${all.coverage.stale ? `; ${all.coverage.stale} stale (recorded for an older text, not played)` : ""}`,
      );
      for (const lv of cov.levels) {
        if (!lv.items) continue;
        console.log(`${lv.name}: ${lv.fresh} of ${lv.items} (${pct(lv.fresh, lv.items)})`);
        for (const u of lv.units)
          console.log(
            `  ${u.id.padEnd(10)} ${String(u.fresh).padStart(3)} of ${String(u.items).padEnd(3)} ${u.title}`,
          );
      }
      if (opts.missing) for (const id of missing) console.log(`missing  ${id}`);
      if (all.orphans.length)
        console.log(
          `${all.orphans.length} clip(s) of items the course no longer has: ${all.orphans.join(", ")}`,
        );
    });
};
