// Listen to a sentence, see it with one word missing, tap the missing word. The sentence reads right
// to left with a gap where the word goes; the tapped word fills the gap, and after the answer the gap
// shows the word the server says was right. Played in its seen form (this device can say nothing), the
// sentence to be heard is shown instead of the speaker (then the answer is done, never graded).
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityProps } from "../types";
import { ChoiceFace, choiceState } from "./Pick";
import { SayButton } from "./Say";
import { ShowAgain, useShown } from "./Wheels";
import { useT } from "../../../i18n";

export function CompleteSentence({
  activity,
  onAnswer,
  disabled,
  result,
  prompts,
}: ActivityProps<"complete_sentence">) {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  const [marks, toggleMarks] = useShown();
  const expected = result
    ? (expectedField<string>(result, "choice") ?? (result.correct ? (chosen ?? undefined) : undefined))
    : undefined;
  const textOf = (p: { text?: string; vowelled?: string }) => (marks && p.vowelled) || p.text || "";
  const inGap = activity.choices.find((c) => c.id === (result ? expected : chosen));
  const seen = prompts.form === "seen" ? prompts.main?.shown : null;
  return (
    <div className="act act-complete">
      <div className="pick-prompt">
        {activity.picture && (
          <img className="pick-picture" src={activity.picture} alt="" width="120" height="120" />
        )}
        {seen ? (
          <div className="seen-prompt" data-testid="seen-prompt">
            <Ar className="seen-text">{seen.text}</Ar>
          </div>
        ) : (
          <SayButton item={prompts.main} label={t("courses.act.listenAgain")} />
        )}
        {activity.harakat_faded && <ShowAgain what="marks" shown={marks} onToggle={toggleMarks} />}
      </div>
      <p className="complete-sentence" lang="ar" dir="rtl">
        {activity.parts.map((p, i) => (
          // the words never move: their place in the sentence is their key
          <span key={i} className="complete-word">
            {p ? (
              <Ar>{textOf(p)}</Ar>
            ) : (
              <span
                className={"complete-gap" + (result ? (result.correct ? " is-right" : " is-answer") : "")}
                data-testid="sentence-gap"
              >
                {inGap ? (
                  <Ar>{textOf(inGap)}</Ar>
                ) : (
                  <span className="complete-gap-empty" aria-label={t("courses.act.missingWord")}>
                    ?
                  </span>
                )}
              </span>
            )}
          </span>
        ))}
      </p>
      <ul className="choices complete-choices" role="list" aria-label={t("courses.act.wordsToChoose")}>
        {activity.choices.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={"choice" + choiceState(c.id, chosen, expected, !!result)}
              data-id={c.id}
              onClick={() => {
                setChosen(c.id);
                onAnswer({ choice: c.id });
              }}
              disabled={disabled || !!result}
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
