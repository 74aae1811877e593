// No user-facing text in JSX outside the message catalogue (issue #30), except in the files not yet
// moved (./i18n-not-yet-moved.ts), which only shrinks. Brand names, Arabic and punctuation are allowed.
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkTree, findLiterals, isUserText } from "../../scripts/check-literals";
import { NOT_YET_MOVED } from "./i18n-not-yet-moved";

const root = join(import.meta.dir, "../..");
const fixture = (name: string) => readFileSync(join(root, "tests/fixtures/i18n-literals", name), "utf8");

describe("the literal-text check", () => {
  test("finds text children, string children, conditional text and read attributes", () => {
    const texts = findLiterals(fixture("Bad.tsx")).map((f) => f.text.trim());
    expect(texts).toEqual(
      expect.arrayContaining([
        "Lessons",
        "Welcome back",
        "lessons left",
        "A robot",
        "Open",
        "Close",
        "Well done",
        "Quoted text",
      ]),
    );
  });
  test("lets catalogue calls, Arabic, brand names, punctuation, paths and comparisons through", () => {
    expect(findLiterals(fixture("Good.tsx"))).toEqual([]);
  });
  test("tells text from what is not text", () => {
    expect(isUserText("Sign in")).toBe(true);
    expect(isUserText("Se connecter")).toBe(true);
    expect(isUserText("مرحبا")).toBe(false);
    expect(isUserText("Marhaba")).toBe(false);
    expect(isUserText("© 2025 · →")).toBe(false);
    expect(isUserText("common.nav.home")).toBe(false);
  });
});

describe("the pages", () => {
  const found = checkTree([join(root, "web")], root);
  test("no text in JSX outside the catalogue, but in the files not yet moved", () => {
    const offenders = [...found.keys()].filter((f) => !NOT_YET_MOVED.includes(f));
    expect(
      offenders.map(
        (f) =>
          `${f}: ${found
            .get(f)!
            .map((x) => JSON.stringify(x.text))
            .join(", ")}`,
      ),
    ).toEqual([]);
  });
  test("every file still listed as not yet moved has text left (remove it from the list once moved)", () => {
    const stale = NOT_YET_MOVED.filter((f) => !existsSync(join(root, f)) || !found.has(f));
    expect(stale).toEqual([]);
  });
});
