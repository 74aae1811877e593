// Writes the pictures the course content uses, and only those, as SVG files into the client build
// (dist/client/pictures/<name>.<hash>.svg). build-client.ts then lists them in assets.generated.ts,
// so they are served under /assets/ with a year of immutable caching and travel inside the
// executable; src/modules/media/pictures.ts maps a name to its URL from that list.
// The icons come from @iconify-json/fluent-emoji-flat (MIT, Microsoft Fluent Emoji): a devDependency,
// the 9 MB set itself never ships.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readContentDir } from "../src/modules/content/contentFiles";
import { AVATARS } from "../src/modules/family/avatarNames";

type IconSet = {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
};

/** Every `picture:` value in the content files. Read from the YAML itself (not the checked course) so a
 * content file being edited cannot stop the client build; the content test proves both agree. */
export function contentPictureNames(files: Record<string, string>): string[] {
  const names = new Set<string>();
  // a tale's or rhyme's cover, page icons and question choices are pictures too (src/modules/tales)
  let shelf = false;
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if ((k === "picture" || (shelf && k === "cover")) && typeof x === "string") names.add(x);
        else if (shelf && (k === "icons" || k === "choices") && Array.isArray(x)) {
          for (const n of x) if (typeof n === "string") names.add(n);
        } else walk(x);
      }
  };
  for (const [path, text] of Object.entries(files)) {
    if (!path.endsWith(".yaml")) continue;
    shelf = /^(tales|rhymes)\//.test(path);
    try {
      walk(Bun.YAML.parse(text));
    } catch {
      // a broken file is reported by the content checker, not here
    }
  }
  return [...names].sort();
}

let iconSet: IconSet | null = null;
function loadIconSet(): IconSet {
  iconSet ??= JSON.parse(
    readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8"),
  ) as IconSet;
  return iconSet;
}

/** The standalone SVG of one icon (aliases resolved, a horizontal flip applied), or null when the set lacks it. */
export function iconSvg(name: string): string | null {
  const set = loadIconSet();
  let flip = false;
  let id = name;
  const alias = set.aliases?.[id];
  if (alias) {
    flip = !!alias.hFlip;
    id = alias.parent;
  }
  const icon = set.icons[id];
  if (!icon) return null;
  const w = icon.width ?? set.width ?? 16;
  const h = icon.height ?? set.height ?? 16;
  const body = flip ? `<g transform="translate(${w} 0) scale(-1 1)">${icon.body}</g>` : icon.body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

/** Writes the used pictures under `<out>/pictures/`; returns what was written (for the build's log). */
export function writePictures(
  out: string,
  contentDir: string,
): { count: number; bytes: number; gzip: number; missing: string[] } {
  const dir = join(out, "pictures");
  mkdirSync(dir, { recursive: true });
  let bytes = 0,
    gzip = 0;
  const missing: string[] = [];
  // the content's pictures and the child profiles' avatars (issue #16)
  const names = [...new Set([...contentPictureNames(readContentDir(contentDir)), ...AVATARS])].sort();
  for (const name of names) {
    const svg = iconSvg(name);
    if (!svg) {
      missing.push(name); // the content checker names the file and field
      continue;
    }
    const data = new TextEncoder().encode(svg);
    const hash = new Bun.CryptoHasher("sha256").update(data).digest("hex").slice(0, 10);
    writeFileSync(join(dir, `${name}.${hash}.svg`), data);
    bytes += data.length;
    gzip += Bun.gzipSync(data).length;
  }
  return { count: names.length - missing.length, bytes, gzip, missing };
}
