// True or false for a picture: read (or hear) the word or sentence, look at the picture, tap "Yes"
// or "No". After the answer the right button is marked; the server says which one was right.
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityProps } from "../types";
import { SayButton } from "./Say";
import { ShowAgain, useShown } from "./Wheels";
import { useT } from "../../../i18n";

export function TrueFalse({ activity, onAnswer, disabled, result }: ActivityProps<"true_false">) {
  const t = useT();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [marks, toggleMarks] = useShown();
  const expected = result
    ? (expectedField<boolean>(result, "value") ?? (result.correct ? (chosen ?? undefined) : undefined))
    : undefined;
  const state = (v: boolean) =>
    !result
      ? chosen === v
        ? " is-chosen"
        : ""
      : v === expected
        ? " is-answer"
        : v === chosen
          ? " is-wrong"
          : " is-faded";
  const answer = (v: boolean) => {
    setChosen(v);
    onAnswer({ value: v });
  };
  return (
    <div className="act act-truefalse">
      {activity.picture && (
        <img className="tf-picture" src={activity.picture} alt="" width="160" height="160" />
      )}
      <div className="pick-prompt">
        <Ar className="read-text tf-text">
          {marks && activity.vowelled ? activity.vowelled : activity.text}
        </Ar>
        <SayButton item={activity.audio} label={t("courses.act.listen")} size="small" />
        {activity.harakat_faded && <ShowAgain what="marks" shown={marks} onToggle={toggleMarks} />}
      </div>
      <ul className="choices tf-choices" role="list">
        {[true, false].map((v) => (
          <li key={String(v)}>
            <button
              type="button"
              className={"choice tf-choice" + state(v)}
              data-value={String(v)}
              disabled={disabled || !!result}
              onClick={() => answer(v)}
            >
              <span className="tf-mark" aria-hidden="true">
                {v ? "✓" : "✗"}
              </span>
              <span className="tf-label">{v ? t("courses.act.yes") : t("courses.act.no")}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
