// Display helpers for the course pages (no rules: the server decides everything).
import type { Localized } from "./types";

export const en = (l: Localized | null | undefined) => l?.en ?? "";

export const KIND_LABEL = {
  letters: "Letters",
  words: "Words",
  story: "Story",
  song: "Song",
  review: "Review",
  check: "Unit check",
} as const;

export function duration(seconds: number) {
  const m = Math.round(seconds / 60);
  if (m === 0 && seconds > 0) return "< 1 min"; // a short play is not "0"
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const r = m % 60;
  return `${h} h${r ? ` ${r} min` : ""}`;
}
