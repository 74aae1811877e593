// Plays the lesson player like a child: taps only. The first try answers the first choice (or the
// tiles, pairs and chips in the order shown); a wrong answer's reply names the right one, which is
// tapped when the activity comes back. One tap answers a choice; build, match, order and trace end
// with Done; the next activity comes by itself after the feedback (or at once with the Next arrow).
// Shared by the course browser tests and their screenshots.
import type { Locator, Page, Response } from "@playwright/test";
import { courses as fr } from "../../shared/i18n/fr/courses";

/** The player's buttons by name, in the page's language (<html lang>): English as it always was, or the
 *  French catalogue's words (a French family's journey plays the same way). */
const EN = { gotIt: "Got it!", done: "Done", next: "Next", showMe: /show me/i, onPaper: /traced it/i };
const FR = {
  gotIt: fr["act.gotIt"],
  done: fr["act.done"],
  next: fr["player.next"],
  showMe: fr["trace.showMe"],
  onPaper: fr["trace.onPaper"],
};
const wordsOf = async (page: Page) => ((await page.locator("html").getAttribute("lang")) === "fr" ? FR : EN);

type Expected = {
  choice?: string;
  index?: number;
  tiles?: string[];
  pairs?: [string, string][];
  chips?: string[];
};

const isAnswer = (r: Response) =>
  /\/api\/v1\/attempts\/[^/]+\/answers$/.test(new URL(r.url()).pathname) && r.request().method() === "POST";

/** A sure miss: on the first activity of `type`, tap the choice showing `text` (a wrong one, from the content). */
export type Miss = { type: string; text: string; done?: boolean };

/** Answers the activity on screen once; returns the server's reply. `keys`: with the keyboard (focus, then
 * Enter) instead of taps; the feedback then waits for Next instead of giving way by itself. */
export async function answerOnce(
  page: Page,
  known: Map<string, Expected>,
  onShown?: (type: string) => Promise<void>,
  miss?: Miss,
  keys = false,
) {
  const tap = async (l: Locator) =>
    keys ? (await l.focus(), await page.keyboard.press("Enter")) : await l.click();
  const card = page.locator(".player-card[data-form]"); // ready: its prompts loaded, heard or seen
  await card.waitFor();
  const type = (await card.getAttribute("data-type"))!;
  const id = (await card.getAttribute("data-activity"))!;
  if (onShown) await onShown(type);
  const want = known.get(id);
  const w = await wordsOf(page);
  const reply = page.waitForResponse(isAnswer);
  switch (type) {
    case "meet_letter":
    case "meet_word":
      await tap(card.getByRole("button", { name: w.gotIt }));
      break;
    case "find_letter":
      await tap(want ? card.locator(`[data-index="${want.index}"]`) : card.locator(".find-part").first());
      break;
    case "build_word": {
      const ids =
        want?.tiles ??
        (await card.locator(".tile").evaluateAll((els) => els.map((e) => e.getAttribute("data-id")!)));
      const length = await card.locator(".build-slot").count();
      for (const t of ids.slice(0, length)) await tap(card.locator(`.tile[data-id="${t}"]`));
      await tap(card.getByRole("button", { name: w.done }));
      break;
    }
    case "match_forms":
    case "match_sounds": {
      let pairs = want?.pairs;
      if (!pairs) {
        const left = await card
          .locator(".match-left .match-btn")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-id")!));
        const right = await card
          .locator(".match-right .match-btn")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-id")!));
        pairs = left.map((l, i) => [l, right[i]] as [string, string]);
      }
      for (const [l, r] of pairs) {
        await tap(card.locator(`.match-left [data-id="${l}"]`));
        await tap(card.locator(`.match-right [data-id="${r}"]`));
      }
      await tap(card.getByRole("button", { name: w.done }));
      break;
    }
    case "order_words": {
      const ids =
        want?.chips ??
        (await card
          .locator(".order-pool .chip")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-id")!)));
      for (const c of ids) await tap(card.locator(`.order-pool [data-id="${c}"]`));
      await tap(card.getByRole("button", { name: w.done }));
      break;
    }
    case "trace":
      await traceOnce(page, tap, w);
      break;
    default:
      if (miss && !miss.done && type === miss.type && !want) {
        miss.done = true;
        await tap(card.locator(".choice", { hasText: miss.text }));
        break;
      }
      await tap(
        want?.choice ? card.locator(`.choice[data-id="${want.choice}"]`) : card.locator(".choice").first(),
      );
  }
  const r = await (await reply).json();
  if (!r.correct && r.expected) known.set(id, r.expected);
  return { type, id, reply: r as { correct: boolean; done: number; total: number } };
}

/** Trace by taps: "Show me", then the way for children who traced on paper (the keyboard path). */
async function traceOnce(page: Page, tap: (l: Locator) => Promise<unknown>, w: typeof EN | typeof FR) {
  const card = page.locator(".player-card[data-type=trace]");
  const paper = card.getByRole("button", { name: w.onPaper });
  const show = card.getByRole("button", { name: w.showMe });
  if ((await show.count()) && !(await paper.isEnabled().catch(() => false))) {
    await tap(show);
  }
  await tap(paper);
}

/** Plays the lesson on screen (already started) to its end screen. `wait`: let each next activity come by
 * itself after the feedback, as a child would (else the Next arrow is tapped, which is quicker). */
export async function playToEnd(
  page: Page,
  onShown?: (type: string) => Promise<void>,
  max = 60,
  miss?: Miss,
  wait = false,
) {
  const known = new Map<string, Expected>();
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.locator(".end-card, .player-card[data-form]").first().waitFor();
    if (await page.locator(".end-card").isVisible()) return seen;
    const { type, reply } = await answerOnce(page, known, onShown, miss);
    seen.push(`${type}:${reply.correct ? "right" : "wrong"}`);
    const next = page.getByRole("button", { name: (await wordsOf(page)).next });
    // (it may have moved on by itself already)
    if (type !== "meet_letter" && type !== "meet_word" && !wait && (await next.isVisible()))
      await next.click({ timeout: 2000 }).catch(() => {});
    await page.waitForFunction(() => !document.querySelector(".feedback--right, .feedback--wrong"));
  }
  await page.locator(".end-card").waitFor();
  return seen;
}
