// Pick one choice: listen and pick a letter, a syllable or a picture; read a word and pick its
// picture; see a picture, listen and pick the word. One tap answers (the player then moves on by
// itself). Played in its seen form (this device can say nothing), a listen activity shows what was to
// be heard: the letter, the syllable, or the vowelled word with its picture.
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityOf, type ActivityProps, type Choice } from "../types";
import { SayButton } from "./Say";
import { ShowAgain, useShown } from "./Wheels";
import { useT } from "../../../i18n";

type PickType =
  | "listen_pick_letter"
  | "listen_pick_syllable"
  | "listen_pick_picture"
  | "read_pick_picture"
  | "pick_word";

/** What a choice shows: its picture, its Arabic text (vowelled again when the child asked), or a label. */
export function ChoiceFace({ c, marks = false }: { c: Choice; marks?: boolean }) {
  return (
    <>
      {c.picture && (
        <img src={c.picture} alt={c.label ?? ""} width="96" height="96" className="choice-picture" />
      )}
      {c.text && <Ar className="choice-text">{marks && c.vowelled ? c.vowelled : c.text}</Ar>}
      {!c.text && !c.picture && c.label && <span className="choice-label">{c.label}</span>}
    </>
  );
}

export function choiceState(
  id: string,
  chosen: string | null,
  expected: string | undefined,
  answered: boolean,
) {
  if (!answered) return chosen === id ? " is-chosen" : "";
  if (id === expected) return " is-answer";
  if (id === chosen) return " is-wrong";
  return " is-faded";
}

export function PickActivity<T extends PickType>({
  activity,
  onAnswer,
  disabled,
  result,
  prompts,
}: ActivityProps<T>) {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  const a: ActivityOf<PickType> = activity; // T is one of the five
  const expected = result
    ? (expectedField<string>(result, "choice") ?? (result.correct ? (chosen ?? undefined) : undefined))
    : undefined;
  const pictures = a.choices.some((c) => c.picture);
  const [marks, toggleMarks] = useShown();
  const faded = (a.type === "read_pick_picture" || a.type === "pick_word") && a.harakat_faded;
  const seen = a.type !== "read_pick_picture" && prompts.form === "seen" ? prompts.main?.shown : null;
  return (
    <div className={`act act-pick act-${a.type}`}>
      <div className="pick-prompt">
        {a.type === "pick_word" && a.picture && !seen?.picture && (
          <img className="pick-picture" src={a.picture} alt="" width="140" height="140" />
        )}
        {a.type === "read_pick_picture" ? (
          <Ar className="read-text">{marks && a.vowelled ? a.vowelled : a.text}</Ar>
        ) : seen ? (
          <div className="seen-prompt" data-testid="seen-prompt">
            {seen.picture && (
              <img className="pick-picture" src={seen.picture} alt="" width="140" height="140" />
            )}
            <Ar className="seen-text">{seen.text}</Ar>
          </div>
        ) : (
          <SayButton item={prompts.main} label={t("courses.act.listenAgain")} />
        )}
        {faded && <ShowAgain what="marks" shown={marks} onToggle={toggleMarks} />}
      </div>
      <ul className={`choices${pictures ? " choices--pictures" : ""}`} role="list">
        {a.choices.map((c, i) => (
          <li key={c.id}>
            <button
              type="button"
              className={"choice" + choiceState(c.id, chosen, expected, !!result)}
              data-id={c.id}
              onClick={() => {
                setChosen(c.id);
                onAnswer({ choice: c.id } as never);
              }}
              disabled={disabled || !!result}
              aria-label={c.text ? undefined : (c.label ?? t("courses.act.picture", { n: i + 1 }))}
            >
              <ChoiceFace c={c} marks={marks} />
              {result && c.id === expected && (
                <span className="choice-mark" aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
