// The course content of this build: the embedded files (content.generated.ts), parsed and checked
// once. loadContent() throws a ContentError naming each bad file and field.
import { defOf } from "./activities/registry";
import { audioIdForLetter, audioIdForSyllable, audioIdForWord } from "./audioIds";
import { contentFiles } from "./content.generated";
import { buildContent, type Content, type LoadOptions } from "./loader";
import { iconSetHasPicture } from "./pictureNames";
import { strokesIn, type Form } from "./trace";

let cached: Content | null = null;

/** The course (cached after the first call). */
export function loadContent(opts: LoadOptions = { hasPicture: iconSetHasPicture }): Content {
  cached ??= buildContent(contentFiles, opts);
  return cached;
}

/** The stroke guide of a letter form in this build's content (null when none is authored). */
export const loadStrokes = (letterId: string, form: Form) => strokesIn(loadContent().extra, letterId, form);

export type AudioItem = {
  id: string;
  kind: "letter" | "syllable" | "word" | "phrase";
  ar: string;
  translit: string | null;
  en: string | null;
};

/** Every audio slot the content uses, in course order (first use); then letters and words no lesson uses yet. */
export function listAudioItems(content: Content = loadContent()): AudioItem[] {
  const items = new Map<string, AudioItem>();
  const letter = (id: string) => {
    const l = content.letters.find((x) => x.id === id);
    if (l && !items.has(audioIdForLetter(id)))
      items.set(audioIdForLetter(id), {
        id: audioIdForLetter(id),
        kind: "letter",
        ar: l.char,
        translit: l.translit,
        en: l.sound.en,
      });
  };
  const word = (id: string) => {
    const w = content.words.get(id);
    if (w && !items.has(audioIdForWord(id)))
      items.set(audioIdForWord(id), {
        id: audioIdForWord(id),
        kind: w.kind,
        ar: w.ar,
        translit: w.translit,
        en: w.en,
      });
  };
  const syllable = (ar: string) => {
    const id = audioIdForSyllable(ar);
    if (!items.has(id)) items.set(id, { id, kind: "syllable", ar, translit: null, en: null });
  };
  for (const { lesson } of content.lessons) {
    lesson.teaches.letters.forEach(letter);
    lesson.teaches.words.forEach(word);
    for (const a of lesson.activities) {
      const refs = defOf(a).audio(a);
      refs.letters?.forEach(letter);
      refs.syllables?.forEach(syllable);
      refs.words?.forEach(word);
    }
  }
  content.letters.forEach((l) => letter(l.id));
  [...content.words.keys()].forEach(word);
  // the tales' and rhymes' lines and the shelf's own words (src/modules/tales), so a school records them too
  for (const s of content.shelf.stories)
    for (const p of s.pages)
      for (const l of p.lines)
        items.set(l.audioId, { id: l.audioId, kind: "phrase", ar: l.ar, translit: l.translit, en: l.en });
  for (const w of content.shelf.words.values())
    items.set(audioIdForWord(w.id), {
      id: audioIdForWord(w.id),
      kind: "word",
      ar: w.ar,
      translit: w.translit,
      en: w.en,
    });
  return [...items.values()];
}
