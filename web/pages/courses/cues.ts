// What the lesson player says when an activity appears (issues #25, #30): the instruction, spoken in the
// child's language with the device's voice for it and shown as secondary text, and the Arabic it says
// after it (a card's letter or word; a heard prompt comes from the server, playerSpeech.ts). One entry per
// activity type: a type without one is a compile error. The words are the catalogue's (courses.cue.*).
import { canSay } from "../../lib/voice";
import type { T } from "../../../shared/i18n/types";
import type { ActivityOf, ActivityType, AudioSlot, Form } from "./types";

export type Cue = { text: string; say?: AudioSlot | null };

const yes = (b: boolean) => (b ? "yes" : "no");

const CUES: { [K in ActivityType]: (a: ActivityOf<K>, form: Form, t: T) => Cue } = {
  meet_letter: (a, _f, t) => ({
    text: t("courses.cue.meetLetter", { hear: yes(canSay(a.letter.audio)) }),
    say: a.letter.audio,
  }),
  meet_word: (a, _f, t) => ({
    text: t("courses.cue.meetWord", { again: yes(!!a.word.met_before), hear: yes(canSay(a.word.audio)) }),
    say: a.word.audio,
  }),
  listen_pick_letter: (_a, f, t) => ({
    text: t(f === "heard" ? "courses.cue.pickLetterHeard" : "courses.cue.pickLetterSeen"),
  }),
  listen_pick_syllable: (_a, f, t) => ({
    text: t(f === "heard" ? "courses.cue.pickSyllableHeard" : "courses.cue.pickSyllableSeen"),
  }),
  listen_pick_picture: (_a, f, t) => ({
    text: t(f === "heard" ? "courses.cue.pickPictureHeard" : "courses.cue.pickPictureSeen"),
  }),
  read_pick_picture: (_a, _f, t) => ({ text: t("courses.cue.readPickPicture") }),
  pick_word: (_a, f, t) => ({
    text: t(f === "heard" ? "courses.cue.pickWordHeard" : "courses.cue.pickWordSeen"),
  }),
  find_letter: (a, _f, t) => ({ text: t("courses.cue.findLetter"), say: a.letter.audio }),
  build_word: (_a, _f, t) => ({ text: t("courses.cue.buildWord") }),
  match_forms: (a, _f, t) => ({ text: t("courses.cue.matchForms", { form: a.form }) }),
  match_sounds: (_a, f, t) => ({
    text: t(f === "heard" ? "courses.cue.matchSoundsHeard" : "courses.cue.matchSoundsSeen"),
  }),
  trace: (a, _f, t) => ({ text: t("courses.cue.trace", { form: a.form }) }),
  order_words: (_a, _f, t) => ({ text: t("courses.cue.orderWords") }),
  complete_sentence: (_a, f, t) => ({
    text: t(f === "heard" ? "courses.cue.completeSentenceHeard" : "courses.cue.completeSentenceSeen"),
  }),
  true_false: (_a, _f, t) => ({ text: t("courses.cue.trueFalse") }),
};

/** Said and shown before a unit check's first item (issue #31): it tells nothing on the way, so the child
 *  knows why no cheer comes. */
export const checkLead = (t: T) => t("courses.cue.checkLead");

/** The cue of an activity, for the form it is played in, in the translator's language. */
export function cueFor<K extends ActivityType>(type: K, a: ActivityOf<K>, form: Form, t: T): Cue {
  return CUES[type](a, form, t);
}
