// The reader's highlight (web/pages/tales/speech.ts): which word a voice's boundary event or a clip's
// progress points at.
import { describe, expect, test } from "bun:test";
import { wordAt, wordAtFraction } from "../../web/pages/tales/speech";

describe("tales: the word being said", () => {
  const line = "هٰذَا بَحْرٌ أَزْرَق";
  test("a boundary's character offset names its word (marks count as characters; a space goes with the word before it)", () => {
    // هٰذَا is 5 characters, بَحْرٌ 6, أَزْرَق 7
    expect([0, 3, 5, 6, 11, 12, 13, line.length - 1].map((c) => wordAt(line, c))).toEqual([
      0, 0, 0, 1, 1, 1, 2, 2,
    ]);
    expect(wordAt(line, 999)).toBe(2);
  });
  test("a clip's progress moves through the words by their length", () => {
    expect([0, 0.2, 0.5, 0.99, 1, 2, -1].map((f) => wordAtFraction(line, f))).toEqual([0, 0, 1, 2, 2, 2, 0]);
  });
});
