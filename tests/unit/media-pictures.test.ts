// The pictures shipped are exactly those the course uses, each a valid SVG served with a year of caching.
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { loadContent } from "../../src/modules/content/content";
import { readContentDir } from "../../src/modules/content/contentFiles";
import { hasPicture, pictureNames, pictureUrl } from "../../src/modules/media/pictures";
import { contentPictureNames, iconSvg } from "../../scripts/build-pictures";
import { makeTestApp } from "../support/app";

const used = () => {
  const c = loadContent();
  const names = new Set<string>();
  for (const w of c.words.values()) if (w.picture) names.add(w.picture);
  for (const level of c.levels) for (const u of level.units) names.add(u.unit.picture);
  for (const s of c.shelf.stories) {
    names.add(s.cover);
    for (const p of s.pages) for (const i of p.icons) names.add(i);
    for (const q of s.questions) for (const ch of q.choices) names.add(ch);
  }
  return [...names].sort();
};

describe("pictures", () => {
  test("the build carries every picture the loaded course uses, and no other (but a draft level's, ready for when it opens)", () => {
    expect(used().length).toBeGreaterThan(50);
    const files = readContentDir(join(import.meta.dir, "../../content"));
    // a coming level's draft units are checked but not served (content/README.md): their pictures ship already
    const coming = loadContent()
      .levels.filter((l) => l.meta.status !== "available")
      .map((l) => l.meta.id);
    const draftFiles = Object.fromEntries(
      Object.entries(files).filter(([p]) =>
        coming.some((id) => p === `vocab/${id}.yaml` || p.startsWith(`levels/${id}/`)),
      ),
    );
    const expected = [...new Set([...used(), ...contentPictureNames(draftFiles)])].sort();
    expect(contentPictureNames(files)).toEqual(expected);
    expect(pictureNames()).toEqual(expected);
    for (const name of used()) expect(hasPicture(name)).toBe(true);
    expect(hasPicture("not-an-icon")).toBe(false);
    expect(() => pictureUrl("not-an-icon")).toThrow("not-an-icon");
  });

  test("an alias becomes the flipped parent; an unknown icon is null", () => {
    expect(iconSvg("backhand-index-pointing-right")).toContain("scale(-1 1)");
    expect(iconSvg("house")).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32"/);
    expect(iconSvg("no-such-icon")).toBeNull();
  });

  test("a picture URL is content-hashed and served as SVG with immutable caching", async () => {
    const t = await makeTestApp();
    try {
      const name = used()[0];
      const url = pictureUrl(name);
      expect(url).toMatch(new RegExp(`^/assets/pictures/${name}\\.[0-9a-f]{10}\\.svg$`));
      const r = await t.call("GET", url);
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toBe("image/svg+xml");
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(r.text).toBe(iconSvg(name)!);
    } finally {
      t.close();
    }
  });
});
