// The right answer to any activity of an attempt, worked out from the authored content and the
// documented id scheme (HMAC of attempt, activity and item under the server secret): what a child
// who knows everything would tap. Used by the course API tests (and usable by browser tests).
import type { Activity } from "../../src/modules/content/contentSchema";
import type { Content } from "../../src/modules/content/loaded";
import { opaqueIds } from "../../src/modules/content/opaque";
import { letterParts, partIsLetter } from "../../src/modules/content/items";

const MARK = /[\u064B-\u0652\u0670]/;
/** The word's letters, each with its marks (a space is a part too). */
function parts(ar: string): string[] {
  const out: string[] = [];
  for (const c of ar) {
    if (MARK.test(c) && out.length) out[out.length - 1] += c;
    else out.push(c);
  }
  return out;
}

/** `shown` = the activity as the attempt sent it (a trace is answered by drawing its guide). */
export function rightAnswer(
  secret: string,
  attemptId: string,
  a: Activity,
  content: Content,
  shown?: { guide?: { strokes: { points: [number, number][] }[] } },
): unknown {
  const ids = opaqueIds(secret, attemptId, a.id);
  const word = (id: string) => content.words.get(id)!;
  const char = (id: string) => content.letters.find((l) => l.id === id)!.char;
  switch (a.type) {
    case "meet_letter":
    case "meet_word":
      return { seen: true };
    case "listen_pick_letter":
      return { choice: ids(`letter:${a.answer}`) };
    case "listen_pick_syllable":
      return { choice: ids(`syllable:${a.answer}`) };
    case "listen_pick_picture":
    case "read_pick_picture":
    case "pick_word":
      return { choice: ids(`word:${a.answer}`) };
    case "find_letter":
      return { index: parts(word(a.word).ar).findIndex((p) => p[0] === char(a.letter)) };
    case "build_word": {
      const letters = [...word(a.word).ar].filter((c) => !MARK.test(c) && c !== " ");
      return { tiles: letters.map((_, i) => ids(`t:${i}`)) };
    }
    case "match_forms":
    case "match_sounds":
      return { pairs: a.letters.map((l) => [ids(`L:${l}`), ids(`R:${l}`)]) };
    case "order_words":
      return {
        chips: word(a.phrase)
          .ar.split(" ")
          .map((_, i) => ids(`w:${i}`)),
      };
    case "true_false":
      return { value: a.shows === a.word };
    case "complete_sentence": {
      const missing = word(a.phrase)
        .ar.split(" ")
        [a.blank].replace(/[؟،]+$/, "")
        .normalize("NFC");
      return { choice: ids(`c:${a.choices.findIndex((c) => c.normalize("NFC") === missing)}`) };
    }
    case "trace": {
      const guide = shown?.guide?.strokes ?? [];
      return {
        strokes: guide.length
          ? guide.map((s) => s.points)
          : [
              [
                [300, 300],
                [500, 520],
                [700, 700],
              ],
            ],
      };
    }
  }
}

/** A wrong answer of the right shape (for choice activities: another choice). */
export function wrongAnswer(secret: string, attemptId: string, a: Activity, content?: Content): unknown {
  const ids = opaqueIds(secret, attemptId, a.id);
  if (a.type === "listen_pick_letter")
    return { choice: ids(`letter:${a.choices.find((c) => c !== a.answer)}`) };
  if (a.type === "listen_pick_syllable")
    return { choice: ids(`syllable:${a.choices.find((c) => c !== a.answer)}`) };
  if (a.type === "listen_pick_picture" || a.type === "read_pick_picture" || a.type === "pick_word")
    return { choice: ids(`word:${a.choices.find((c) => c !== a.answer)}`) };
  if (a.type === "match_forms" || a.type === "match_sounds")
    return {
      pairs: a.letters.map((l, i) => [ids(`L:${l}`), ids(`R:${a.letters[(i + 1) % a.letters.length]}`)]),
    };
  if (a.type === "trace") return { strokes: [] };
  // another letter of the word (the first part that is not the letter asked); a word or sentence missing its
  // first tile or chip is never right
  if (a.type === "find_letter" && content) {
    const ps = letterParts(content.words.get(a.word)!.ar);
    const letter = content.letters.find((l) => l.id === a.letter)!;
    const other = ps.findIndex((p, i) => p.ch.trim() !== "" && !partIsLetter(ps, i, letter));
    if (other >= 0) return { index: other };
  }
  if (a.type === "build_word") return { tiles: [ids("t:1")] };
  if (a.type === "order_words") return { chips: [ids("w:1")] };
  if (a.type === "true_false") return { value: a.shows !== a.word };
  if (a.type === "complete_sentence" && content) {
    const right = (rightAnswer(secret, attemptId, a, content) as { choice: string }).choice;
    return { choice: a.choices.map((_, i) => ids(`c:${i}`)).find((id) => id !== right) };
  }
  throw new Error(`no wrong answer for ${a.type} in the solver`);
}

/** For tests that play whole levels (certificates, digests, the family's data): find_letter by the content's
 * own letter rule (hamza seats, lam-alif), which the simple match above leaves to the grader's own tests. */
export function playedAnswer(
  secret: string,
  attemptId: string,
  a: Activity,
  content: Content,
  shown?: unknown,
): unknown {
  if (a.type !== "find_letter")
    return rightAnswer(secret, attemptId, a, content, shown as Parameters<typeof rightAnswer>[4]);
  const ps = letterParts(content.words.get(a.word)!.ar);
  const letter = content.letters.find((l) => l.id === a.letter)!;
  return { index: ps.findIndex((_, i) => partIsLetter(ps, i, letter)) };
}

/** The authored activity behind an item an attempt shows: a lesson's items go by their content ids, a unit
 *  check's by per-attempt ids (HMAC of the attempt and the activity id), drawn from the whole unit. */
export function shownActivity(
  secret: string,
  attemptId: string,
  shownId: string,
  content: Content,
): Activity {
  const checkId = opaqueIds(secret, attemptId, "unit-check");
  for (const l of content.lessons)
    for (const a of l.lesson.activities) if (a.id === shownId || checkId(a.id) === shownId) return a;
  throw new Error(`no activity shown as ${shownId}`);
}

/** The answer as given to the seen form of a heard prompt (a device that can say nothing: the player shows the
 * vowelled Arabic or the picture and says so with `played: "seen"`); `shown` is the activity as the attempt
 * sent it, whose `prompt: "listen"` marks a heard one. Other activities' answers are unchanged. */
export function asSeen(shown: { prompt?: string } | undefined, answer: unknown): unknown {
  return shown?.prompt === "listen" ? { ...(answer as object), played: "seen" } : answer;
}
