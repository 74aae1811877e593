// Display helpers for the course pages (no rules: the server decides everything).
import type { Localized } from "./types";

export const en = (l: Localized | null | undefined) => l?.en ?? "";

const SKILL_KIND: Record<string, string> = { letter: "Letters", mark: "Marks", word: "Words", pattern: "Patterns" };

/** "letter:dal" → kind "Letters", name "dal" (ids are readable words: dal, long_a, marhaban). */
export function skillParts(skill: string) {
  const [kind, ...rest] = skill.split(":");
  const name = (rest.join(":") || kind).replace(/[_-]+/g, " ");
  return { kind: SKILL_KIND[kind] ?? "Skills", name };
}

/** "Letters: alif, dal · Words: marhaban" for a lesson's list of skills. */
export function skillsText(skills: string[]) {
  const groups = new Map<string, string[]>();
  for (const s of skills) {
    const { kind, name } = skillParts(s);
    groups.set(kind, [...(groups.get(kind) ?? []), name]);
  }
  return [...groups].map(([k, names]) => `${k}: ${names.join(", ")}`).join(" · ");
}

export const KIND_LABEL = { letters: "Letters", words: "Words", story: "Story", song: "Song", review: "Review", check: "Unit check" } as const;

export function duration(seconds: number) {
  const m = Math.round(seconds / 60);
  if (m === 0 && seconds > 0) return "< 1 min"; // a short play is not "0"
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const r = m % 60;
  return `${h} h${r ? ` ${r} min` : ""}`;
}
