// The course's audio items as the studio sees them: each with its speak text (what the device voice
// would read, and what the speaker says), its picture, the hash of its text, and where the course uses
// it (level, unit, lessons). Read from the loaded course (the same index the lessons are built from),
// so a content change shows here after a rebuild, and a clip recorded for the old text goes stale.
import { defOf } from "../content/activities/registry";
import { createHash } from "node:crypto";
import { audioIdForLetter, audioIdForSyllable, audioIdForWord } from "../content/audioIds";
import { listAudioItems, loadContent, type AudioItem } from "../content/content";
import { courseIndex } from "../content/courseIndex";
import type { Lesson } from "../content/contentSchema";
import { spokenAr } from "../content/spoken";
import { hasPicture, pictureUrl } from "../media/pictures";

export type StudioItem = AudioItem & {
  /** The text the speaker says (a letter's name, a word, a phrase's spoken form): the player's `speak`. */
  speak: string;
  picture: string | null;
  /** sha256 (hex) of the vowelled Arabic and the speak text: a clip recorded for other text is stale. */
  text_hash: string;
  /** Where it is first used: its level and unit (null: no lesson uses it yet). */
  level: string | null;
  unit: string | null;
};

/** sha256 of "<Arabic>\n<speak>", both NFC: the same text always gives the same hash. */
export const textHash = (ar: string, speak: string) =>
  createHash("sha256")
    .update(`${ar.normalize("NFC")}\n${speak.normalize("NFC")}`)
    .digest("hex");

/** The audio ids a lesson uses (its cards, its choices and its listening prompts). */
export function lessonAudioIds(lesson: Lesson): string[] {
  const ids = new Set<string>();
  lesson.teaches.letters.forEach((l) => ids.add(audioIdForLetter(l)));
  lesson.teaches.words.forEach((w) => ids.add(audioIdForWord(w)));
  // each activity type names its own audio items (courses/activities, through the registry)
  for (const a of lesson.activities) {
    const refs = defOf(a).audio(a);
    refs.letters?.forEach((l) => ids.add(audioIdForLetter(l)));
    refs.words?.forEach((w) => ids.add(audioIdForWord(w)));
    refs.syllables?.forEach((x) => ids.add(audioIdForSyllable(x)));
  }
  return [...ids];
}

let cached: { items: Map<string, StudioItem>; lessons: Map<string, string[]> } | null = null;

function build() {
  const content = loadContent({ hasPicture });
  const ix = courseIndex(content);
  const firstUse = new Map<string, { level: string; unit: string }>();
  const lessons = new Map<string, string[]>();
  for (const l of content.lessons) {
    const ids = lessonAudioIds(l.lesson);
    lessons.set(l.lesson.id, ids);
    for (const id of ids) if (!firstUse.has(id)) firstUse.set(id, { level: l.levelId, unit: l.unitId });
  }
  const items = new Map<string, StudioItem>();
  for (const i of listAudioItems(content)) {
    const [kind, key] = [i.kind, i.id.slice(i.id.indexOf(".") + 1)];
    let speak = i.ar;
    let picture: string | null = null;
    if (kind === "letter") speak = ix.letters.get(key as never)?.name ?? i.ar;
    else if (kind === "word" || kind === "phrase") {
      const w = ix.words.get(key);
      speak = w ? spokenAr(w) : i.ar; // a phrase is said in its pausal form (content/spoken.ts), as the player's speak
      picture = w?.picture && hasPicture(w.picture) ? pictureUrl(w.picture) : null;
    }
    const use = firstUse.get(i.id);
    items.set(i.id, {
      ...i,
      speak,
      picture,
      text_hash: textHash(i.ar, speak),
      level: use?.level ?? null,
      unit: use?.unit ?? null,
    });
  }
  return { items, lessons };
}

/** Every audio slot of the course, by id, in course order (the content is fixed for a build). */
export function audioItems(): Map<string, StudioItem> {
  cached ??= build();
  return cached.items;
}

/** Lesson id → the audio ids it uses. */
export function lessonItems(): Map<string, string[]> {
  cached ??= build();
  return cached.lessons;
}

/** For tests that change an item's text: forget what was built. */
export function resetAudioItems() {
  cached = null;
}
