// A stored level-test question as the browser sees it: the instruction, what to read or hear, and
// choices with opaque ids that are new for every test (HMAC of the test id, question number and
// item: content/opaque.ts). The answer is never part of it; a listening prompt, whose audio names
// the answer, is fetched on tap from GET /assessments/level-tests/{id}/prompt.
import type { Deps } from "../../deps";
import { audioIdForLetter, audioIdForWord } from "../content/audioIds";
import { courseIndex } from "../content/courseIndex";
import { clipUrlsFor, pictureFor } from "../learning/media";
import { opaqueIds, withIds, type OpaqueIds } from "../content/opaque";
import type { AudioSlot } from "../content/publicTypes";
import type { PublicQuestion } from "./model";
import { spokenAr, spokenTranslit } from "../content/spoken";
import { GREETING_OPTIONS, GREETING_WORD, type StoredQuestion } from "./questionBank";
import { instruction, optionText, spoken, wordMeaning } from "./words";
import type { Translator } from "../../../shared/i18n/translate";

export type { PublicQuestion };

export const idsForQuestion = (deps: Deps, testId: string, number: number): OpaqueIds =>
  opaqueIds(deps.config.jwtSecret, `level-test:${testId}`, `q${number}`);

type ItemFace = { text?: string; picture?: string; label?: string };

/** What one item shows (a greeting option, a letter, a word's picture), its words in the reader's language. */
export function itemFace(t: Translator, key: string): ItemFace {
  const [kind, id] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  const ix = courseIndex();
  if (kind === "opt") {
    const o = GREETING_OPTIONS.find((x) => x.key === key);
    const picture =
      o && "word" in o
        ? pictureFor(ix.words.get(o.word)?.picture)
        : o && "picture" in o
          ? pictureFor(o.picture)
          : null;
    const text = optionText(t, key) ?? id;
    return { text, label: text, ...(picture ? { picture } : {}) };
  }
  if (kind === "letter") return { text: ix.letters.get(id as never)?.char ?? "?" };
  const w = ix.words.get(id);
  return { picture: pictureFor(w?.picture) ?? undefined, label: wordMeaning(t, id) ?? id };
}

/** The choices in display order: the greeting keeps the spec's order (Hello first); others are shuffled by their ids. */
export function orderedChoices(q: StoredQuestion, ids: OpaqueIds): { key: string; id: string }[] {
  const withId = q.items.map((key) => ({ key, id: ids(key) }));
  return q.type === "meaning"
    ? withId
    : withIds(q.items, ids, (k) => k).map(({ item, id }) => ({ key: item, id }));
}

export async function publicQuestion(
  deps: Deps,
  t: Translator,
  testId: string,
  q: StoredQuestion,
  number: number,
): Promise<PublicQuestion> {
  const ids = idsForQuestion(deps, testId, number);
  const ix = courseIndex();
  let arabic: string | null = null;
  let audio: AudioSlot | null = null;
  if (q.type === "meaning") {
    const w = ix.words.get(GREETING_WORD)!;
    arabic = w.ar;
    const id = audioIdForWord(w.id);
    audio = {
      id,
      url: (await clipUrlsFor(deps, [id])).get(id) ?? null,
      speak: spokenAr(w),
      translit: spokenTranslit(w),
    };
  } else if (q.type === "read_pick_picture") {
    arabic = ix.words.get(q.answer.slice(5))?.ar ?? null;
  }
  const listens = q.type === "listen_pick_picture" || q.type === "listen_pick_letter";
  return {
    number,
    type: q.type,
    prompt: instruction(t, q.type),
    say: spoken(t, q.type),
    arabic,
    audio,
    prompt_url: listens ? `/assessments/level-tests/${testId}/prompt` : null,
    choices: orderedChoices(q, ids).map(({ key, id }) => ({ id, ...itemFace(t, key) })),
  };
}

/** The hidden listening prompt of a question (null for a question without one). */
export async function promptOf(deps: Deps, q: StoredQuestion): Promise<AudioSlot | null> {
  const ix = courseIndex();
  const id = q.answer.slice(q.answer.indexOf(":") + 1);
  let slot: AudioSlot | null = null;
  if (q.type === "listen_pick_letter") {
    const l = ix.letters.get(id as never);
    if (l) slot = { id: audioIdForLetter(l.id), url: null, speak: l.name, translit: l.translit };
  } else if (q.type === "listen_pick_picture") {
    const w = ix.words.get(id);
    if (w) slot = { id: audioIdForWord(w.id), url: null, speak: spokenAr(w), translit: spokenTranslit(w) };
  }
  if (!slot) return null;
  return { ...slot, url: (await clipUrlsFor(deps, [slot.id])).get(slot.id) ?? null };
}
