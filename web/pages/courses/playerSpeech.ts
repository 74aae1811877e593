// What the lesson player hears and says for each activity (issue #25): it fetches the activity's hidden
// prompts, decides whether this device can say them (a recorded clip, else an Arabic voice: voice.ts)
// and so whether the activity is played heard or seen, then speaks the instruction in the child's
// language (a French voice for French, issue #30) and says the Arabic after it. The server is told which
// form was played with each answer.
import { api, ok } from "../../api/client";
import { canSay, cancel, instruct, type Sayable, say, speak, speechLangFor } from "../../lib/voice";
import type { Translator } from "../../i18n";
import { cueFor } from "./cues";
import type { Prompts, PublicActivity } from "./types";

const NONE: Prompts = { form: "heard", main: null, sounds: {} };

/** Whether the activity's prompt is heard (the server marks those payloads `prompt: "listen"`). */
export const isHeard = (a: PublicActivity): boolean => "prompt" in a && a.prompt === "listen";

/** The activity's prompts and the form this device plays it in (GET …/attempts/{id}/activities/{aid}/prompt). */
export async function loadPrompts(a: PublicActivity, attemptId: string): Promise<Prompts> {
  if (!isHeard(a)) return NONE;
  const prompt = api.attempts({ id: attemptId }).activities({ aid: encodeURIComponent(a.id) }).prompt;
  if (a.type === "match_sounds") {
    const entries = await Promise.all(
      a.right.map(async (r) => [r.id, await ok(prompt.get({ query: { choice: r.id } }))] as const),
    );
    return {
      form: entries.every(([, s]) => canSay(s)) ? "heard" : "seen",
      main: null,
      sounds: Object.fromEntries(entries),
    };
  }
  const main = await ok(prompt.get());
  return { form: canSay(main) ? "heard" : "seen", main, sounds: {} };
}

const sayIt = async (item: Sayable | null | undefined) => {
  const p = say(item);
  if (p) await p;
};

/** The Arabic said after the instruction: the heard prompt, or the card's letter or word. */
function arabicOf(a: PublicActivity, p: Prompts, t: Translator): Sayable | null | undefined {
  if (p.form === "heard" && p.main) return p.main;
  return cueFor(a.type, a, p.form, t).say;
}

/** Says the instruction (unless muted) in `t`'s language and then the Arabic, when the activity appears;
 *  `lead`: a line said first (a unit check's opening, cues.ts checkLead). */
export async function cueActivity(
  a: PublicActivity,
  p: Prompts,
  t: Translator,
  lead?: string,
): Promise<void> {
  const lang = speechLangFor(t.locale);
  if (lead) await instruct(lead, lang);
  await instruct(cueFor(a.type, a, p.form, t).text, lang);
  await sayIt(arabicOf(a, p, t));
}

/** The replay button: the instruction and the Arabic again, even when muted (the child asked). */
export async function replayCue(a: PublicActivity, p: Prompts, t: Translator, lead?: string): Promise<void> {
  cancel();
  const lang = speechLangFor(t.locale);
  if (lead) await speak(lead, { lang });
  await speak(cueFor(a.type, a, p.form, t).text, { lang });
  await sayIt(arabicOf(a, p, t));
}

/** The words said after an answer (the chime plays first): four cheers in turn, or the gentle "not quite". */
export const feedbackWords = (correct: boolean, n: number, t: Translator) =>
  correct ? t("courses.cue.praise", { n: String(n % 4) }) : t("courses.cue.wrong");
