// Every level value the server can give has its own colour and description on the results page,
// readable (white on the colour ≥ 4.5:1); anything else falls back to the default blue.
import { describe, expect, test } from "bun:test";
import { LEVELS } from "../../src/modules/assessments/questionBank";
import { DEFAULT_LEVEL, LEVEL_INFO, levelInfo, levelWords } from "../../web/pages/assessment/levels";
import { translatorFor } from "../../shared/i18n/catalogues";

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe("level display", () => {
  test("each of the spec's level values has a distinct colour, a description and stars", () => {
    const colours = new Set<string>();
    for (const level of LEVELS) {
      const info = LEVEL_INFO[level];
      expect(info, level).toBeDefined();
      for (const lang of ["en", "fr"] as const)
        expect(levelWords(translatorFor(lang), level).description.length).toBeGreaterThan(20);
      expect(info.stars).toBeGreaterThan(0);
      colours.add(info.colour);
    }
    expect(colours.size).toBe(LEVELS.length);
    expect(colours.has(DEFAULT_LEVEL.colour)).toBe(false);
  });
  test("white badge text stays readable on every level colour", () => {
    for (const info of [...Object.values(LEVEL_INFO), DEFAULT_LEVEL])
      expect(contrastWithWhite(info.colour)).toBeGreaterThanOrEqual(4.5);
  });
  test("an unknown level gets the default blue and keeps its own name", () => {
    const info = levelInfo("Intermediate");
    expect(info.colour).toBe(DEFAULT_LEVEL.colour);
    expect(levelWords(translatorFor("en"), "Intermediate").title).toBe("Intermediate");
    expect(levelInfo(undefined).colour).toBe(DEFAULT_LEVEL.colour);
    expect(levelInfo("Beginner").colour).toBe(LEVEL_INFO.Beginner.colour);
  });
  test("higher levels earn more stars", () => {
    const stars = LEVELS.map((l) => LEVEL_INFO[l].stars);
    expect([...stars].sort((a, b) => a - b)).toEqual(stars);
  });
});
