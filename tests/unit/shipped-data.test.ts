// Child safety and honesty of what we ship: no third-party video id (a famous music video once
// shipped as a "lesson"), no placeholder address, phone or e-mail shown as ours, and no social
// icon that links back to our own home page. Videos and contact details are operator settings.
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(import.meta.dir, "../..");
const SOURCE = /\.(ts|tsx|js|json|md|css|html|sql|yaml|yml)$/;

function files(dir: string): string[] {
  const abs = join(ROOT, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => {
    const p = join(abs, name);
    if (statSync(p).isDirectory()) return files(relative(ROOT, p));
    return SOURCE.test(name) ? [relative(ROOT, p)] : [];
  });
}

// Everything that reaches a visitor or an operator: pages, server, CLI, data, course content, migrations.
const SHIPPED = ["web", "src", "cli", "content", "migrations"]
  .flatMap(files)
  .filter((f) => !f.endsWith(".generated.ts") && !/^migrations\/(\w+\/)?meta\//.test(f)); // drizzle-kit's snapshots: ids, not text
const DATA = SHIPPED.filter((f) => f.startsWith("web/data/") || f.startsWith("content/"));
const read = (f: string) => readFileSync(join(ROOT, f), "utf8");

/** Lines of shipped files matching a pattern, as "file:line: text". */
function hits(list: string[], pattern: RegExp, skipLine?: RegExp) {
  const out: string[] = [];
  for (const f of list)
    read(f)
      .split("\n")
      .forEach((line, i) => {
        if (pattern.test(line) && !(skipLine && skipLine.test(line)))
          out.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
  return out;
}

test("the scan covers the shipped code and data", () => {
  expect(SHIPPED.length).toBeGreaterThan(100);
  expect(SHIPPED).toContain("web/data/services.ts");
  expect(SHIPPED).toContain("web/components/Footer.tsx");
});

describe("no third-party video id", () => {
  test("no YouTube watch, short, embed or picture address naming a concrete video", () => {
    const ID = "[A-Za-z0-9_-]{11}";
    const pattern = new RegExp(
      `youtube\\.com/watch|youtu\\.be/${ID}|youtube(-nocookie)?\\.com/(embed|shorts|v)/${ID}|ytimg\\.com/vi/${ID}|img\\.youtube\\.com`,
    );
    expect(hits(SHIPPED, pattern)).toEqual([]);
  });

  test("no video-id-like string in data files", () => {
    const found = DATA.flatMap((f) => videoIdLike(read(f)).map((s) => `${f}: ${s}`));
    expect(found).toEqual([]);
  });

  test("the detector catches the ids that once shipped, and not our own ids", () => {
    const once = ["kJQP7kiw5Fk", "9bZkp7q19f0", "OPf0YbXqDm0", "fJ9rUzIMcZQ", "hT_nvWreIhg", "RgKAFK5djSk"];
    expect(videoIdLike(once.map((id) => `{ videoId: "${id}" }`).join(", "))).toEqual(once);
    expect(videoIdLike(`"ab-u01-l01" \`also_accept\` 'beginner-u1' "sabah-khayr"`)).toEqual([]);
  });
});

/** 11-character tokens in quotes that look like a video id: a capital, or digits outside our own
 * lower-case kebab/snake ids (content ids such as "ab-u01-l01", names such as `also_accept`). */
function videoIdLike(text: string): string[] {
  const ownId = /^[a-z0-9]+([-_][a-z0-9]+)+$/;
  return [...text.matchAll(/["'`]([A-Za-z0-9_-]{11})["'`]/g)]
    .map((m) => m[1]!)
    .filter((s) => /[A-Z]/.test(s) || (/[0-9]/.test(s) && !ownId.test(s)));
}

describe("no placeholder contact details", () => {
  test("no placeholder e-mail, phone or street shown as ours", () => {
    const pattern =
      /@[\w-]+\.example\b|@example\.(com|org|net)\b|\bexample\.(com|org|net)\b|\(000\)|000-0000|tel:\+?1?0{6,}|123 Learning Street|Springfield|555-01\d\d/i;
    // An input's placeholder ("e.g. amira@example.com") is a hint, not a contact detail.
    expect(hits(SHIPPED, pattern, /placeholder=/)).toEqual([]);
  });

  test("no social icon or contact link pointing at our own home page", () => {
    const socialToHome =
      /(facebook|instagram|twitter|linkedin|youtube|social)[^\n]*\b(to|href)=\{?["'`]\/["'`]/i;
    expect(
      hits(
        SHIPPED.filter((f) => f.endsWith(".tsx")),
        socialToHome,
      ),
    ).toEqual([]);
    // The footer's social links come from the settings, not a fixed list with links.
    expect(read("web/components/Footer.tsx")).not.toMatch(/<Link to="\/" aria-label/);
  });
});
