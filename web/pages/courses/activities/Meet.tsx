// Meeting a letter or a word: look, listen (the player says it when the card appears; the speaker
// says it again), then "Got it!" (counted as seen, not graded).
import { SayButton } from "./Say";
import { Ar } from "../bits";
import type { ActivityProps } from "../types";
import { ShowAgain, useShown } from "./Wheels";

const FORM_LABEL = {
  isolated: "alone",
  initial: "at the start",
  medial: "in the middle",
  final: "at the end",
} as const;

export function MeetLetter({
  activity,
  onAnswer,
  disabled,
  result,
  showTranslit,
}: ActivityProps<"meet_letter">) {
  const l = activity.letter;
  return (
    <div className="act act-meet">
      <div className="meet-hero">
        <Ar className="meet-glyph">{l.char}</Ar>
        <div className="meet-name">
          <Ar className="meet-name-ar">{l.name}</Ar>
          {showTranslit && <span className="translit">{l.translit}</span>}
          <span className="meet-sound">
            sounds like <strong>{l.sound}</strong>
          </span>
          <SayButton item={l.audio} label={`Listen to ${l.translit}`} />
        </div>
      </div>
      <ol className="forms" dir="rtl" aria-label="The four forms of the letter">
        {(Object.keys(FORM_LABEL) as (keyof typeof FORM_LABEL)[]).map((f) => (
          <li key={f} className="form-card">
            <Ar className="form-glyph">{l.forms[f]}</Ar>
            <span className="form-label" dir="ltr">
              {FORM_LABEL[f]}
            </span>
          </li>
        ))}
      </ol>
      {!result && (
        <button
          type="button"
          className="btn-kid btn-kid--go"
          onClick={() => onAnswer({ seen: true })}
          disabled={disabled}
        >
          Got it!
        </button>
      )}
    </div>
  );
}

export function MeetWord({ activity, onAnswer, disabled, result, showTranslit }: ActivityProps<"meet_word">) {
  const w = activity.word;
  const [marks, toggleMarks] = useShown();
  const [translit, toggleTranslit] = useShown();
  const faded = showTranslit && w.translit_faded; // the lesson shows transliteration, this word no longer needs it
  return (
    <div className="act act-meet">
      <div className="meet-word">
        {w.picture && <img className="meet-picture" src={w.picture} alt="" width="160" height="160" />}
        <div className="meet-name">
          <Ar className="meet-word-ar">{w.harakat_faded && !marks ? w.plain : w.ar}</Ar>
          {showTranslit && (!faded || translit) && <span className="translit">{w.translit}</span>}
          {(w.harakat_faded || faded) && (
            <span className="wheels">
              {w.harakat_faded && <ShowAgain what="marks" shown={marks} onToggle={toggleMarks} />}
              {faded && <ShowAgain what="translit" shown={translit} onToggle={toggleTranslit} />}
            </span>
          )}
          <span className="meet-meaning">“{w.en}”</span>
          <SayButton item={w.audio} label={`Listen to ${w.en}`} />
        </div>
      </div>
      {!result && (
        <button
          type="button"
          className="btn-kid btn-kid--go"
          onClick={() => onAnswer({ seen: true })}
          disabled={disabled}
        >
          Got it!
        </button>
      )}
    </div>
  );
}
