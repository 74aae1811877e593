// site:* — the operator settings the public pages show (contact details, social links, the
// video channel, the landing page's videos), through the same service as the admin Site tab.
// A running server picks a change up within a few seconds (it re-reads the settings).
import { InvalidArgumentError } from "commander";
import { Refused, type GetDeps, type RegisterCommands } from "./command";
import { cliActor, printJson } from "./admin-shared";
import { ApiError } from "../src/lib/errors";
import { getSiteSettings, updateSiteSettings } from "../src/modules/site/service";
import { EDITABLE_KEYS, SETTING_KEYS, isEditableKey, type EditableKey } from "../src/modules/site/settings";
import { parseVideoRef } from "../src/modules/site/youtube";
import { removeLogo, saveLogo } from "../src/modules/site/branding";
import { existsSync, readFileSync, statSync } from "node:fs";

const settingKey = (v: string): EditableKey => {
  if (!isEditableKey(v))
    throw new InvalidArgumentError(
      `Unknown setting. Known: ${EDITABLE_KEYS.join(", ")} (the logo: site:set-logo).`,
    );
  return v;
};

/** Service refusals (422 with the field's reason) become exit code 1. */
async function save(getDeps: GetDeps, patch: Record<string, unknown>) {
  const deps = await getDeps();
  return refused(() => updateSiteSettings(deps, cliActor(), patch));
}

async function refused<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError)
      throw new Refused(
        `${e.message}${
          e.fields
            ? " " +
              Object.entries(e.fields)
                .map(([k, v]) => `${k}: ${v}`)
                .join("; ")
            : ""
        }`,
      );
    throw e;
  }
}

const shown = (v: unknown) =>
  v === "" ? "(not set)" : typeof v === "string" ? v.replace(/\n/g, " / ") : JSON.stringify(v);

export const siteCommands: RegisterCommands = (program, getDeps) => {
  program
    .command("site:show")
    .description("Show the site settings (contact details, social links, video channel, landing videos)")
    .option("--json", "print JSON")
    .action(async (opts: { json?: boolean }) => {
      const s = await getSiteSettings(await getDeps());
      if (opts.json) return printJson(s);
      for (const k of SETTING_KEYS) if (k !== "landing_videos") console.log(`${k.padEnd(18)} ${shown(s[k])}`);
      console.log(`${"landing_videos".padEnd(18)} ${s.landing_videos.length ? "" : "(none)"}`);
      for (const v of s.landing_videos) console.log(`  ${v.id}  ${v.title}`);
    });

  program
    .command("site:set")
    .description(
      'Set one site setting; "" clears it (hidden on the site). landing_videos takes JSON: [{"id":"…","title":"…"}]',
    )
    .argument("<key>", `one of: ${EDITABLE_KEYS.join(", ")}`, settingKey)
    .argument("<value>", "the new value")
    .action(async (key: EditableKey, value: string) => {
      let parsed: unknown = value;
      if (key === "landing_videos") {
        try {
          parsed = value.trim() === "" ? [] : JSON.parse(value);
        } catch {
          throw new Refused('landing_videos takes JSON, e.g. [{"id":"abcdefghijk","title":"Colours"}]');
        }
      }
      const s = await save(getDeps, { [key]: parsed });
      console.log(
        `${key} ${s[key] === "" || (Array.isArray(s[key]) && !s[key].length) ? "cleared" : "set"}: ${shown(s[key])}`,
      );
    });

  program
    .command("site:add-video")
    .description("Add an outside video to the landing page (YouTube link or 11-character id)")
    .argument("<video>", "YouTube link or id")
    .argument("<title>", "the title shown under the picture")
    .action(async (ref: string, title: string) => {
      const id = parseVideoRef(ref);
      if (!id) throw new Refused("Not a YouTube link or 11-character video id.");
      const current = (await getSiteSettings(await getDeps())).landing_videos;
      if (current.some((v) => v.id === id)) throw new Refused(`Video ${id} is already on the landing page.`);
      await save(getDeps, { landing_videos: [...current, { id, title }] });
      console.log(`Added video ${id}.`);
    });

  program
    .command("site:remove-video")
    .description("Remove a video from the landing page")
    .argument("<id>", "the video id (see site:show)")
    .action(async (id: string) => {
      const current = (await getSiteSettings(await getDeps())).landing_videos;
      if (!current.some((v) => v.id === id)) throw new Refused(`No video ${id} on the landing page.`);
      await save(getDeps, { landing_videos: current.filter((v) => v.id !== id) });
      console.log(`Removed video ${id}.`);
    });

  // The school's logo (issue #16): the same checks as the admin Site tab (PNG, JPEG or WebP by their
  // bytes, at most 256 KB, never SVG).
  program
    .command("site:set-logo")
    .description("Set the school's logo from a PNG, JPEG or WebP file (at most 256 KB; SVG is refused)")
    .argument("<file>", "the image file")
    .action(async (file: string) => {
      if (!existsSync(file) || !statSync(file).isFile()) throw new Refused(`Not a file: ${file}`);
      if (statSync(file).size > 16 * 1024 * 1024) throw new Refused("A logo may be at most 256 KB.");
      const deps = await getDeps();
      const r = await refused(() => saveLogo(deps, cliActor(), new Uint8Array(readFileSync(file))));
      console.log(`Logo set (${r.type}, ${(r.bytes / 1024).toFixed(1)} KB): ${r.url}`);
    });

  program
    .command("site:remove-logo")
    .description("Take the school's logo off the site")
    .action(async () => {
      const deps = await getDeps();
      await refused(() => removeLogo(deps, cliActor()));
      console.log("Logo removed.");
    });
};
