// What the two matching types share (match_forms, match_sounds): letters on the left (L:<id>), their
// forms or sounds on the right (R:<id>); right when the pairs are exactly the right set.
import type { z } from "zod";
import type { Lang, LetterId } from "../contentIds";
import type { CourseIndex } from "../courseIndex";
import type { OpaqueIds } from "../opaque";
import { asPlayed, checkUnique, type CheckCtx, done, type Graded, keyOf, type HeardPairsAnswer } from "./kit";
import { feedbackIn } from "./feedback";

export const leftKey = (id: string) => `L:${id}`;
export const rightKey = (id: string) => `R:${id}`;

export function gradePairs(
  _ix: CourseIndex,
  a: { letters: LetterId[] },
  { pairs, played }: z.output<typeof HeardPairsAnswer>,
  ids: OpaqueIds,
  lang: Lang = "en",
): Graded {
  const lk = a.letters.map(leftKey),
    rk = a.letters.map(rightKey);
  const given = new Set(pairs.map(([l, r]) => `${keyOf(ids, lk, l).slice(2)}>${keyOf(ids, rk, r).slice(2)}`));
  const correct =
    pairs.length === a.letters.length &&
    given.size === a.letters.length &&
    a.letters.every((id) => given.has(`${id}>${id}`));
  return asPlayed(
    done(
      correct,
      { pairs: a.letters.map((id) => [ids(leftKey(id)), ids(rightKey(id))]) },
      feedbackIn(lang).rightPairs,
      lang,
    ),
    played,
  );
}

export const checkLetters = (a: { letters: string[] }, c: CheckCtx) => checkUnique(c, "letters", a.letters);
export const letterRefs = (a: { letters: LetterId[] }) =>
  a.letters.map((letter, i) => ({ field: `letters.${i}`, letter }));
