// Gender agreement the content checker can see in a vowelled sentence (contentCheck.ts, every phrase):
// a definite subject and the describing word after it (الْبِنْتُ سَعِيدَةٌ، الْوَلَدُ سَعِيدٌ), and هٰذَا /
// هٰذِهِ before an indefinite word (هٰذَا بَابٌ، هٰذِهِ قِطَّةٌ). A word is feminine when it ends in ة or is
// one of the feminine words without it below; a describing word is feminine with ة or in the colour
// pattern فَعْلَاءُ (حَمْرَاءُ). What it cannot see (a possessed subject: حَقِيبَتُكِ; a noun as the
// predicate) it leaves alone: it reports only what it is sure of.
import { clusters, stripMarks } from "./arabic";

const DAMMA = "\u064F",
  DAMMATAN = "\u064C";

/** Feminine words without ة that the course uses (bare, without ال): a child's book treats them so. */
const FEMININE_WITHOUT_TA = new Set([
  "بنت",
  "أم",
  "أخت",
  "شمس",
  "أرض",
  "يد",
  "عين",
  "أذن",
  "رجل",
  "نار",
  "دار",
  "سماء",
  "ريح",
]);

const bare = (t: string) => stripMarks(t).replace(/[؟،]/g, "");
const lastMarks = (t: string) => clusters(t.replace(/[؟،]/g, "")).at(-1)?.marks ?? [];
const definite = (t: string) => bare(t).startsWith("ال") && bare(t).length > 3;
const endsInTa = (t: string) => bare(t).endsWith("ة");

/** A noun's gender as the checker sees it. */
export const feminineNoun = (t: string) => endsInTa(t) || FEMININE_WITHOUT_TA.has(bare(t).replace(/^ال/, ""));
/** A describing word's gender: ة, or the colour pattern فَعْلَاءُ (حَمْرَاءُ، خَضْرَاءُ). */
const feminineAdjective = (t: string) => endsInTa(t) || /^[^ا]{3}اء$/.test(bare(t));

/** Why the sentence's visible agreement is wrong, or null. */
export function agreementProblem(ar: string): string | null {
  const ts = ar.split(" ");
  for (let i = 0; i + 1 < ts.length; i++) {
    const [a, b] = [ts[i], ts[i + 1]];
    // هٰذَا / هٰذِهِ + an indefinite word: هٰذِهِ for a feminine word, هٰذَا for the others
    if ((bare(a) === "هذا" || bare(a) === "هذه") && lastMarks(b).includes(DAMMATAN) && !definite(b)) {
      const fem = feminineNoun(b);
      if (fem && bare(a) === "هذا") return `${a} ${b}: ${bare(b)} is feminine, so it takes هٰذِهِ`;
      if (!fem && bare(a) === "هذه") return `${a} ${b}: ${bare(b)} is masculine, so it takes هٰذَا`;
    }
    // a definite subject (ـُ) and, ending the sentence, an indefinite describing word (ـٌ, or a colour ـُ)
    const last = i + 1 === ts.length - 1;
    const subject = definite(a) && lastMarks(a).includes(DAMMA);
    const predicate =
      !definite(b) &&
      (lastMarks(b).includes(DAMMATAN) || (lastMarks(b).includes(DAMMA) && /^[^ا]{3}اء$|^أ/.test(bare(b))));
    if (last && subject && predicate) {
      const fem = feminineNoun(a);
      if (fem !== feminineAdjective(b))
        return `${a} ${b}: ${bare(b)} does not agree with ${bare(a)} (${fem ? "a feminine word takes the feminine form, with ة" : "a masculine word takes the masculine form, without ة"})`;
    }
  }
  return null;
}
