// Order the words of a short phrase: tapped chips flow RIGHT TO LEFT into the answer row (the
// first word read sits on the right); tap a chip in the answer to send it back.
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityProps } from "../types";
import { DoneButton } from "./Done";
import { ShowAgain, useShown } from "./Wheels";
import { useT } from "../../../i18n";

export function OrderWords({ activity, onAnswer, disabled, result }: ActivityProps<"order_words">) {
  const t = useT();
  const [order, setOrder] = useState<string[]>([]);
  const [marks, toggleMarks] = useShown();
  const textOf = (id: string) => {
    const c = activity.chips.find((x) => x.id === id);
    return (marks && c?.vowelled) || c?.text || "";
  };
  const expected = expectedField<string[]>(result, "chips");
  const shown = result && !result.correct && expected ? expected : order;
  const live = !disabled && !result;
  const full = order.length === activity.chips.length;
  return (
    <div className="act act-order">
      <div className="build-clue">
        {activity.picture && <img src={activity.picture} alt="" width="120" height="120" />}
        <span className="build-en">“{activity.en}”</span>
        {activity.harakat_faded && <ShowAgain what="marks" shown={marks} onToggle={toggleMarks} />}
      </div>
      <ol
        className={"order-answer" + (result ? (result.correct ? " is-right" : " is-answer") : "")}
        dir="rtl"
        aria-label={t("courses.act.yourSentence")}
      >
        {shown.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="chip is-placed"
              disabled={!live}
              onClick={() => setOrder((o) => o.filter((x) => x !== id))}
              aria-label={t("courses.act.takeBackWord", { word: textOf(id) })}
            >
              <Ar>{textOf(id)}</Ar>
            </button>
          </li>
        ))}
        {shown.length === 0 && <li className="order-empty">{t("courses.act.tapWordsBelow")}</li>}
      </ol>
      {!result && (
        <>
          <ul className="order-pool" dir="rtl" role="list" aria-label={t("courses.act.wordsToUse")}>
            {activity.chips.map((c) => {
              const used = order.includes(c.id);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    data-id={c.id}
                    className={"chip" + (used ? " is-used" : "")}
                    disabled={disabled || used}
                    onClick={() => setOrder((o) => [...o, c.id])}
                  >
                    <Ar>{textOf(c.id)}</Ar>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="act-actions">
            <DoneButton disabled={disabled || !full} onDone={() => onAnswer({ chips: order })} />
          </div>
        </>
      )}
    </div>
  );
}
