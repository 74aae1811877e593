// What the lesson player says when an activity appears (issue #25): the instruction, spoken in the
// interface language with the device's voice and shown as secondary text, and the Arabic it says
// after it (a card's letter or word; a heard prompt comes from the server, playerSpeech.ts). One entry per
// activity type: a type without one is a compile error.
import { canSay } from "../../lib/voice";
import type { ActivityOf, ActivityType, AudioSlot, Form } from "./types";

export type Cue = { text: string; say?: AudioSlot | null };

const FORM_PLACE = {
  initial: "at the start of a word",
  medial: "in the middle of a word",
  final: "at the end of a word",
  isolated: "",
} as const;

const CUES: { [T in ActivityType]: (a: ActivityOf<T>, form: Form) => Cue } = {
  meet_letter: (a) => ({
    text: `Meet a new letter! ${canSay(a.letter.audio) ? "Listen, and look" : "Look"} at its shapes. Then tap Got it.`,
    say: a.letter.audio,
  }),
  meet_word: (a) => ({
    text: `${a.word.met_before ? "Remember this word?" : "A new word!"} ${canSay(a.word.audio) ? "Listen and look" : "Look at it"}. Then tap Got it.`,
    say: a.word.audio,
  }),
  listen_pick_letter: (_a, f) => ({
    text: f === "heard" ? "Listen, then tap the letter you hear." : "Find the same letter below, and tap it.",
  }),
  listen_pick_syllable: (_a, f) => ({
    text: f === "heard" ? "Listen, then tap the sound you hear." : "Find the same sound below, and tap it.",
  }),
  listen_pick_picture: (_a, f) => ({
    text:
      f === "heard"
        ? "Listen, then tap the right picture."
        : "Look at the word and its picture, then tap the same picture.",
  }),
  read_pick_picture: () => ({ text: "Read the word, then tap its picture." }),
  pick_word: (_a, f) => ({
    text:
      f === "heard"
        ? "Listen and look at the picture. Which word is it? Tap it."
        : "Look at the word, then tap the same word.",
  }),
  find_letter: (a) => ({ text: "Find this letter in the word, and tap it.", say: a.letter.audio }),
  build_word: () => ({ text: "Build the word: tap the letters in order. Then tap Done." }),
  match_forms: (a) => ({
    text: `Match each letter to its shape ${FORM_PLACE[a.form]}. Tap one, then its partner. Then tap Done.`,
  }),
  match_sounds: (_a, f) => ({
    text:
      f === "heard"
        ? "Match each letter to its sound. Tap a speaker to hear a sound. Tap one, then its partner. Then tap Done."
        : "Match each letter to its name. Tap one, then its partner. Then tap Done.",
  }),
  trace: (a) => ({
    text: `Trace the letter${a.form === "isolated" ? "" : ` ${FORM_PLACE[a.form]}`} with your finger. Start at the green circle. Then tap Done.`,
  }),
  order_words: () => ({ text: "Put the words in order. Then tap Done." }),
  complete_sentence: (_a, f) => ({
    text:
      f === "heard"
        ? "Listen to the sentence, then tap the missing word."
        : "Look at the sentence, then tap the word that is missing.",
  }),
  true_false: () => ({ text: "Read and look at the picture. Is it right? Tap Yes or No." }),
};

/** Said and shown before a unit check's first item (issue #31): it tells nothing on the way, so the child
 *  knows why no cheer comes. */
export const CHECK_LEAD = "A little check: answer each one. You will see how you did at the end.";

/** The cue of an activity, for the form it is played in. */
export function cueFor<T extends ActivityType>(type: T, a: ActivityOf<T>, form: Form): Cue {
  return CUES[type](a, form);
}
