// Meeting a letter or a word: look, listen (the player says it when the card appears; the speaker
// says it again), then "Got it!" (counted as seen, not graded).
import { SayButton } from "./Say";
import { Ar } from "../bits";
import type { ActivityProps } from "../types";
import { ShowAgain, useShown } from "./Wheels";
import { Rich, useT } from "../../../i18n";

const FORM_LABEL = {
  isolated: "courses.act.formIsolated",
  initial: "courses.act.formInitial",
  medial: "courses.act.formMedial",
  final: "courses.act.formFinal",
} as const;

export function MeetLetter({
  activity,
  onAnswer,
  disabled,
  result,
  showTranslit,
}: ActivityProps<"meet_letter">) {
  const t = useT();
  const l = activity.letter;
  return (
    <div className="act act-meet">
      <div className="meet-hero">
        <Ar className="meet-glyph">{l.char}</Ar>
        <div className="meet-name">
          <Ar className="meet-name-ar">{l.name}</Ar>
          {showTranslit && <span className="translit">{l.translit}</span>}
          <span className="meet-sound">
            <Rich
              k="courses.act.soundsLike"
              values={{ sound: l.sound }}
              tags={{ b: (c) => <strong>{c}</strong> }}
            />
          </span>
          <SayButton item={l.audio} label={t("courses.act.listenTo", { what: l.translit })} />
        </div>
      </div>
      <ol className="forms" dir="rtl" aria-label={t("courses.act.fourForms")}>
        {(Object.keys(FORM_LABEL) as (keyof typeof FORM_LABEL)[]).map((f) => (
          <li key={f} className="form-card">
            <Ar className="form-glyph">{l.forms[f]}</Ar>
            <span className="form-label" dir="ltr">
              {t(FORM_LABEL[f])}
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
          {t("courses.act.gotIt")}
        </button>
      )}
    </div>
  );
}

export function MeetWord({ activity, onAnswer, disabled, result, showTranslit }: ActivityProps<"meet_word">) {
  const t = useT();
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
          <SayButton item={w.audio} label={t("courses.act.listenTo", { what: w.en })} />
        </div>
      </div>
      {!result && (
        <button
          type="button"
          className="btn-kid btn-kid--go"
          onClick={() => onAnswer({ seen: true })}
          disabled={disabled}
        >
          {t("courses.act.gotIt")}
        </button>
      )}
    </div>
  );
}
