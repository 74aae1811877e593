// The catalogue and the language rule (issue #30): every message parses in every language with the same
// arguments as the English, French typography in French and none in English, the pseudo-locale keeps
// the ICU structure, and the request's language follows the address, the account, the cookie, the browser.
import { describe, expect, test } from "bun:test";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { en } from "../../shared/i18n/en";
import { fr } from "../../shared/i18n/fr";
import { pseudoCatalogue, pseudoText } from "../../shared/i18n/pseudo";
import { euros, longDate, translator } from "../../shared/i18n/translate";
import { dirOf, fromAcceptLanguage, htmlLang, pickLocale } from "../../shared/i18n/locale";
import { translatorFor } from "../../shared/i18n/catalogues";
import type { Translation } from "../../shared/i18n/types";
import { areaOfChunk, chunkOf, serverOnly } from "../../shared/i18n/chunks";

/** The arguments and tags a message uses: a translation must use the same. */
function names(els: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of els) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    )
      out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(el.value);
      for (const o of Object.values(el.options)) names(o.value, out);
    }
    if (el.type === TYPE.tag) {
      out.add(`<${el.value}>`);
      names(el.children, out);
    }
  }
  return out;
}
const entries = (c: Translation): [string, string][] =>
  Object.entries(c).flatMap(([area, m]) =>
    Object.entries(m as Record<string, string>).map(([k, v]): [string, string] => [`${area}.${k}`, v]),
  );
const frBy = new Map(entries(fr));

describe("the catalogue", () => {
  test("French has exactly the English keys", () => {
    expect([...frBy.keys()].sort()).toEqual(
      entries(en as Translation)
        .map(([k]) => k)
        .sort(),
    );
  });
  test("every message parses, and French uses the English message's arguments and tags", () => {
    const wrong: string[] = [];
    for (const [key, source] of entries(en as Translation)) {
      const want = [...names(parse(source))].sort().join(" ");
      const got = [...names(parse(frBy.get(key)!))].sort().join(" ");
      if (want !== got) wrong.push(`${key}: ${want} ≠ ${got}`);
    }
    expect(wrong).toEqual([]);
  });
  test("French typography: a no-break space before ! ? ; : and inside « », never a plain one; ’", () => {
    const bad = entries(fr).filter(
      ([, v]) =>
        / [!?;:»]/.test(v) ||
        /« /.test(v) ||
        /[^\s\u202f\u00a0({][!?;:»]/.test(v.replace(/<\/?\w+>/g, "")) ||
        v.includes("'"), // the French apostrophe is ’
    );
    expect(bad).toEqual([]);
  });
  test("no French typography in English: no space before ! ? ; :", () => {
    const bad = entries(en as Translation).filter(([, v]) => /[\s\u202f\u00a0][!?;:]/.test(v));
    expect(bad).toEqual([]);
  });
});

describe("t(key, values)", () => {
  const tEn = translatorFor("en");
  const tFr = translatorFor("fr");
  test("plurals follow each language's rules", () => {
    expect(tEn("site.claims.library", { lessons: 1, units: 1 })).toBe("1 lesson in 1 unit");
    expect(tEn("site.claims.library", { lessons: 80, units: 16 })).toBe("80 lessons in 16 units");
    expect(tFr("site.claims.library", { lessons: 80, units: 16 })).toBe("80 leçons en 16 unités");
    expect(tFr("site.claims.levels", { open: 1, more: 0 })).toBe("1 niveau ouvert aujourd’hui");
    expect(tFr("site.claims.levels", { open: 4, more: 4 })).toBe(
      "4 niveaux ouverts aujourd’hui, 4 autres prévus",
    );
    // French counts 0 and 1 in the singular: a pupil's report read "0 étoiles", English "1 stars"
    expect(tFr("classes.pupilPage.starsOf", { n: 0 })).toBe(" 0 étoile sur 3");
    expect(tEn.rich("classes.pupilPage.stars", { n: 1, b: (c: string[]) => c.join("") }).join("")).toBe(
      "1 star",
    );
  });
  test("euros and dates the French way", () => {
    expect(euros(4999, "fr")).toBe("49,99\u00a0€");
    expect(euros(4999, "en")).toBe("€49.99");
    expect(longDate("2026-03-12T10:00:00Z", "fr")).toBe("12 mars 2026");
    expect(longDate("2026-03-12T10:00:00Z", "en")).toBe("12 March 2026");
    expect(longDate("2026-05-01T00:00:00Z", "fr")).toBe("1er mai 2026");
    expect(longDate("not a date", "fr")).toBe("");
  });
  test("a missing key or a message that fails answers its key, never throws", () => {
    const t = translator("en", { common: { broken: "{n, plural, one {x}" } } as unknown as Translation);
    expect(t("common.broken" as never)).toBe("common.broken");
    expect(t("common.nowhere" as never)).toBe("common.nowhere");
  });
  test("rich messages hand their tags to functions", () => {
    expect(tEn.rich("site.hero.title", { hl: (c: string[]) => `[${c.join("")}]` }).join("")).toBe(
      "Learn Arabic Online with a [friendly bot]",
    );
  });
});

describe("the pseudo-locale", () => {
  const pseudo = pseudoCatalogue(en);
  const t = translator("pseudo", pseudo);
  test("is longer and accented, and keeps arguments, plurals and tags", () => {
    expect(pseudoText("Sign in")).toMatch(/^Šíĝñ íñ (·~)+$/);
    const out = t("site.claims.library", { lessons: 3, units: 1 });
    expect(out).toContain("3 ĺéššóñš");
    expect(out).toContain("1 úñíţ");
    expect(out.length).toBeGreaterThan("3 lessons in 1 unit".length * 1.3);
    expect(t.rich("site.hero.title", { hl: (c: string[]) => `<${c.join("")}>` }).join("")).toContain(
      "<ƒŕíéñđĺý",
    );
  });
  test("every message still parses", () => {
    for (const [, v] of entries(pseudo)) expect(() => parse(v)).not.toThrow();
  });
  test("its arrows point the way it reads (right to left)", () => {
    expect(t("admin.pager.previous")).toMatch(/^\[→ Þŕéṽíóúš/); // English: "← Previous"
    expect(t("admin.pager.next")).toMatch(/^\[Ñéẋţ ←/); // English: "Next →"
    expect(t("admin.dp.back")).not.toContain("←");
  });
  test("is right-to-left", () => {
    expect(dirOf("pseudo")).toBe("rtl");
    expect(dirOf("fr")).toBe("ltr");
    expect(htmlLang("pseudo")).toBe("ar-XB");
  });
});

describe("the request's language", () => {
  test("the browser's first language we have: fr* is French, anything else English", () => {
    expect(fromAcceptLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(fromAcceptLanguage("fr-BE")).toBe("fr");
    expect(fromAcceptLanguage("en-US,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(fromAcceptLanguage("de-DE,fr;q=0.5")).toBe("fr");
    expect(fromAcceptLanguage("de-DE")).toBe("en");
    expect(fromAcceptLanguage("en;q=0.2, fr;q=0.9")).toBe("fr");
    expect(fromAcceptLanguage("fr;q=0")).toBe("en");
    expect(fromAcceptLanguage("")).toBe("en");
    expect(fromAcceptLanguage(null)).toBe("en");
    expect(fromAcceptLanguage(";;;,,,q=zz,*")).toBe("en");
    expect(fromAcceptLanguage(`${"x".repeat(100_000)},fr`)).toBe("en"); // a huge header is cut, not parsed
  });
  test("the address, then the account, then the cookie, then the browser", () => {
    const base = { acceptLanguage: "fr", allowPseudo: false };
    expect(pickLocale(base)).toBe("fr");
    expect(pickLocale({ ...base, cookie: "en" })).toBe("en");
    expect(pickLocale({ ...base, cookie: "en", account: "fr" })).toBe("fr");
    expect(pickLocale({ ...base, cookie: "fr", account: "en", asked: "fr" })).toBe("fr");
    expect(pickLocale({ ...base, cookie: "de", account: null, asked: "<script>" })).toBe("fr");
  });
  test("the pseudo-locale only where tests are allowed", () => {
    expect(pickLocale({ asked: "pseudo", acceptLanguage: "en", allowPseudo: false })).toBe("en");
    expect(pickLocale({ cookie: "pseudo", acceptLanguage: "fr", allowPseudo: false })).toBe("fr");
    expect(pickLocale({ asked: "pseudo", acceptLanguage: "en", allowPseudo: true })).toBe("pseudo");
    expect(pickLocale({ cookie: "pseudo", account: "fr", allowPseudo: true })).toBe("fr");
  });
});

describe("the auth forms' rules", () => {
  test("every rule message the server writes has its catalogue key, saying the same in English", async () => {
    const { RULE_KEYS } = await import("../../web/pages/auth/rules");
    const tEn = translatorFor("en");
    const tFr = translatorFor("fr");
    for (const [message, key] of Object.entries(RULE_KEYS)) {
      expect(tEn(key)).toBe(message);
      expect(tFr(key)).not.toBe(message);
    }
  });
});

describe("the browser's chunks", () => {
  test("the public pages' texts travel apart from the landing's words", async () => {
    const { chunkSources } = await import("../../scripts/i18n-chunks");
    expect(chunkOf("site.pages.legal.privacy.title")).toBe("site_pages");
    expect(chunkOf("site.hero.title")).toBe("site");
    expect(chunkOf("common.nav.home")).toBe("common");
    const sources = chunkSources("fr");
    expect(sources.site).not.toContain('"pages.');
    expect(sources.site_pages).toContain('"pages.legal.');
    // the landing's chunk is the smaller part of the area
    expect(sources.site.length).toBeLessThan(sources.site_pages.length);
  });
  test("every area of the pages (not the mails), each message formatting exactly as on the server", async () => {
    const { chunkSources } = await import("../../scripts/i18n-chunks");
    for (const [lang, full] of [
      ["en", en],
      ["fr", fr],
    ] as const) {
      const sources = chunkSources(lang);
      const { mail: _mail, errors: _errors, ...pages } = full;
      const filled = Object.keys(pages).filter((a) => Object.keys(pages[a as keyof typeof pages]).length);
      // an area travels in one chunk, or in a few (shared/i18n/chunks.ts): together, every area
      expect([...new Set(Object.keys(sources).map(areaOfChunk))].sort()).toEqual(filled.sort());
      const chunks: Record<string, Record<string, unknown>> = {};
      for (const [chunk, source] of Object.entries(sources))
        Object.assign(
          (chunks[areaOfChunk(chunk)] ??= {}),
          JSON.parse(source.slice(source.indexOf("= ") + 2, source.lastIndexOf(";"))),
        );
      const browser = translator(lang, chunks as unknown as Translation, { parsed: true });
      const server = translatorFor(lang);
      for (const [key, message] of entries(pages as Translation)) {
        const dot = key.indexOf(".");
        if (serverOnly(key.slice(0, dot), key.slice(dot + 1))) {
          expect(browser.has(key), `${key} stays on the server`).toBe(false);
          continue;
        }
        for (const n of [1, 2]) {
          const values = Object.fromEntries(
            [...names(parse(message))].map((x) =>
              x.startsWith("<") ? [x.slice(1, -1), (c: string[]) => `[${c.join("")}]`] : [x, n],
            ),
          );
          expect(browser(key as never, values), key).toBe(server(key as never, values));
        }
      }
    }
  });
});
