// The adaptive rule of the level test (issue 14), as a pure function of the answers so far.
//
// The levels with lessons form a chain L0 < L1 < … < Ln-1. Where a child should start is one of the
// candidates 0 … n: candidate k means "knows the levels below k, not level k" (n: knows every level
// with lessons; it is shown as the highest one). Testing level i asks its questions until two are
// right (passed: the child knows it, candidates ≤ i are ruled out) or two are wrong (failed:
// candidates > i are ruled out). The next level tested is the one whose outcome rules out the most
// candidates in the worse case (a binary search; ties go to the easier level). The test ends when
// one candidate is left, or after MAX_QUESTIONS: then the child starts at the easiest candidate
// still possible (never above what they showed).

export const MAX_QUESTIONS = 15;
export const TO_PASS = 2;
export const TO_FAIL = 2;

export type Answer = { level: number; correct: boolean };
export type Outcome = "pass" | "fail";

export type Decision =
  | { done: false; level: number; lo: number; hi: number; outcomes: (Outcome | null)[] }
  | { done: true; placement: number; lo: number; hi: number; outcomes: (Outcome | null)[]; capped: boolean };

/** What the answers so far decide, for a chain of `levels` levels. */
export function decide(levels: number, answers: Answer[], max = MAX_QUESTIONS): Decision {
  let lo = 0;
  let hi = levels;
  const right = new Array<number>(levels).fill(0);
  const wrong = new Array<number>(levels).fill(0);
  const outcomes = new Array<Outcome | null>(levels).fill(null);
  let open: number | null = null; // a level being tested, not yet decided
  for (const a of answers) {
    if (a.level < 0 || a.level >= levels || outcomes[a.level])
      throw new Error(`answer for level ${a.level} out of turn`);
    if (a.correct) right[a.level]++;
    else wrong[a.level]++;
    open = a.level;
    if (right[a.level] >= TO_PASS) {
      outcomes[a.level] = "pass";
      lo = Math.max(lo, a.level + 1);
      open = null;
    } else if (wrong[a.level] >= TO_FAIL) {
      outcomes[a.level] = "fail";
      hi = Math.min(hi, a.level);
      open = null;
    }
  }
  if (lo >= hi) return { done: true, placement: Math.min(lo, levels), lo, hi, outcomes, capped: false };
  if (answers.length >= max) return { done: true, placement: lo, lo, hi, outcomes, capped: true };
  return { done: false, level: open ?? nextLevel(lo, hi), lo, hi, outcomes };
}

/** Among levels lo … hi-1, the one whose outcome rules out the most candidates whichever way it goes. */
export function nextLevel(lo: number, hi: number): number {
  let best = lo;
  let bestScore = -1;
  for (let i = lo; i < hi; i++) {
    const score = Math.min(i - lo + 1, hi - i); // pass rules out lo…i, fail rules out i+1…hi
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

/** At most how many more questions the test can ask from here (for the progress bar). */
export function worstRemaining(levels: number, answers: Answer[], max = MAX_QUESTIONS): number {
  const d = decide(levels, answers, max);
  if (d.done) return 0;
  let worst = 0;
  for (const correct of [true, false])
    worst = Math.max(worst, 1 + worstRemaining(levels, [...answers, { level: d.level, correct }], max));
  return Math.min(worst, max - answers.length);
}
