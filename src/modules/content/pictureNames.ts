// Picture names the content may use: the icons (and aliases) of @iconify-json/fluent-emoji-flat.
// Only the names are kept (the icon set is 9 MB); read from node_modules, so this serves the checker
// in a checkout. The media module's hasPicture (self-hosted pictures) replaces it at run time.
import { readFileSync } from "node:fs";

let names: Set<string> | null = null;

export function iconSetHasPicture(name: string): boolean {
  if (!names) {
    const set = JSON.parse(
      readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8"),
    ) as {
      icons: Record<string, unknown>;
      aliases?: Record<string, unknown>;
    };
    names = new Set([...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]);
  }
  return names.has(name);
}
