// The spoken (pausal) form of a word or phrase: what a voice says and what a parent reads to say it.
// A vowelled school book writes the case endings (مَعَ السَّلَامَةِ), but nobody stops on a short vowel:
// before a pause (the end, ، or ؟) the last word drops its final short vowel or tanwīn ḍamm/kasr, a
// tanwīn fatḥ becomes a long ā (كِتَابًا → kitābā) except on ة, which is said -a (قِطَّةً → qiṭṭa).
// Vocab entries author the result (`spoken`, `spoken_translit`); the content checker derives it with
// pausalForm/pausalTranslit and refuses a missing or different one. content/README.md states the rule.
import { clusters } from "./arabic";
import type { Word } from "./contentSchema";

const FATHA = "\u064E",
  KASRA = "\u0650",
  DAMMA = "\u064F";
const FATHATAN = "\u064B",
  DAMMATAN = "\u064C",
  KASRATAN = "\u064D";
const SHORT = new Set([FATHA, KASRA, DAMMA, DAMMATAN, KASRATAN]);

/** Greetings said with their -an even in pause ("shukran", never "shukrā"): set expressions, so their
 * written form is already the spoken one. */
const SAID_WITH_TANWIN = new Set(["مَرْحَبًا", "أَهْلًا", "شُكْرًا", "عَفْوًا", "جِدًّا"]);

/** How a pause changes a word's end: nothing, its final vowel dropped, or tanwīn fatḥ said -ā. */
type PauseChange = "none" | "drop" | "long_a";

function pauseChange(word: string): { change: PauseChange; out: string; taMarbuta: boolean } {
  const ks = clusters(word);
  const last = ks[ks.length - 1];
  const none = { change: "none" as const, out: word, taMarbuta: false };
  if (!last || SAID_WITH_TANWIN.has(word)) return none;
  const join = () => ks.map((k) => k.ch + k.marks.join("")).join("");
  // كِتَابًا / هُدًى: the tanwīn sits on the letter before a final ا or ى
  const prev = ks[ks.length - 2];
  if ((last.ch === "ا" || last.ch === "ى") && !last.marks.length && prev?.marks.includes(FATHATAN)) {
    prev.marks = prev.marks.map((m) => (m === FATHATAN ? FATHA : m));
    return { change: "long_a", out: join(), taMarbuta: false };
  }
  if (last.marks.includes(FATHATAN)) {
    if (last.ch === "ة") {
      last.marks = last.marks.filter((m) => m !== FATHATAN);
      return { change: "drop", out: join(), taMarbuta: true };
    }
    // مَاءً: the -an is said -ā (written with the alif a voice needs to say it long)
    last.marks = last.marks.map((m) => (m === FATHATAN ? FATHA : m));
    return { change: "long_a", out: `${join()}ا`, taMarbuta: false };
  }
  if (!last.marks.some((m) => SHORT.has(m)) && !last.marks.includes(FATHA)) return none;
  last.marks = last.marks.filter((m) => !SHORT.has(m) && m !== FATHA);
  return { change: "drop", out: join(), taMarbuta: last.ch === "ة" };
}

/** The words of `ar` that end before a pause (the last one, and each before ، or ؟), by index. */
function pauseEnds(tokens: string[]): Set<number> {
  const ends = new Set<number>([tokens.length - 1]);
  tokens.forEach((t, i) => {
    if (/[؟،]$/.test(t)) ends.add(i);
  });
  return ends;
}
const splitPunct = (t: string) => {
  const m = /^(.*?)([؟،?,.!]*)$/.exec(t)!;
  return { body: m[1], punct: m[2] };
};

/** The Arabic a voice says for `ar`: each word before a pause in its pausal form. */
export function pausalForm(ar: string): string {
  const tokens = ar.split(" ");
  const ends = pauseEnds(tokens);
  return tokens
    .map((t, i) => {
      if (!ends.has(i)) return t;
      const { body, punct } = splitPunct(t);
      return pauseChange(body).out + punct;
    })
    .join(" ");
}

/** The transliteration of what is said: `translit` (written with endings) with each word before a pause
 * as `ar` says it there; null when the two do not line up word for word (the checker then asks for it). */
export function pausalTranslit(ar: string, translit: string): string | null {
  const arTokens = ar.split(" ");
  const trTokens = translit.split(" ");
  if (arTokens.length !== trTokens.length) return null;
  const ends = pauseEnds(arTokens);
  const out = trTokens.map((t, i) => {
    if (!ends.has(i)) return t;
    const { change, taMarbuta } = pauseChange(splitPunct(arTokens[i]).body);
    const { body, punct } = splitPunct(t);
    let said: string | null = body;
    if (change === "long_a") said = body.endsWith("an") ? `${body.slice(0, -2)}ā` : null;
    else if (change === "drop") {
      const m = /^(.*?)(un|in|an|u|i|a)$/.exec(body);
      said = m ? m[1] : null;
      if (said !== null && taMarbuta) said = said.endsWith("at") ? said.slice(0, -1) : null;
      // In pause a doubled final yāʾ or wāw is said long (قَوِيّ qawī, like كُرْسِيّ kursī): "qawiyy" would trip a parent.
      else if (said !== null) said = said.replace(/iyy$/, "ī").replace(/uww$/, "ū");
    }
    return said === null ? null : said + punct;
  });
  return out.includes(null) ? null : out.join(" ");
}

/** The Arabic a voice reads for a word or phrase (its pausal form). */
export const spokenAr = (w: Pick<Word, "ar" | "spoken">): string => w.spoken ?? w.ar;
/** The transliteration a parent reads to say it. */
export const spokenTranslit = (w: Pick<Word, "translit" | "spoken_translit">): string =>
  w.spoken_translit ?? w.translit;

/** Why the vocab entry's spoken form is missing or wrong, by field, or []. */
export function spokenProblems(w: Word): { field: "spoken" | "spoken_translit"; message: string }[] {
  const out: { field: "spoken" | "spoken_translit"; message: string }[] = [];
  const said = pausalForm(w.ar);
  if (said === w.ar) {
    if (w.spoken !== undefined && w.spoken !== w.ar)
      out.push({
        field: "spoken",
        message: `"${w.ar}" is said as written: spoken must be left out (or equal it), not "${w.spoken}"`,
      });
    if (w.spoken_translit !== undefined && w.spoken === undefined)
      out.push({ field: "spoken_translit", message: "spoken_translit goes with spoken" });
    return out;
  }
  if (w.spoken === undefined)
    out.push({
      field: "spoken",
      message: `"${w.ar}" carries a case ending before a pause: add spoken: "${said}" (what a voice says, in pause)`,
    });
  else if (w.spoken !== said)
    out.push({
      field: "spoken",
      message: `"${w.spoken}" is not the pausal form of "${w.ar}": it is "${said}" (drop the final short vowel or tanwīn ḍamm/kasr; tanwīn fatḥ is said -ā)`,
    });
  const saidTr = pausalTranslit(w.ar, w.translit);
  if (w.spoken_translit === undefined)
    out.push({
      field: "spoken_translit",
      message: `"${w.translit}" is said in pause: add spoken_translit${saidTr ? `: "${saidTr}"` : ""}`,
    });
  else if (saidTr !== null && w.spoken_translit !== saidTr)
    out.push({
      field: "spoken_translit",
      message: `"${w.spoken_translit}" does not match "${w.translit}" said in pause: "${saidTr}"`,
    });
  return out;
}
