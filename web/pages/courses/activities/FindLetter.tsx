// Find the letter inside a word. The word is shown big and whole (joined as it is written); under it,
// one tile per letter of the word, in reading order (right to left), each a target of at least 56 px
// a child can tap: the letters of a word written joined are far too narrow to tap (alif is 16 px).
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityProps } from "../types";
import { SayButton } from "./Say";
import { useT } from "../../../i18n";

export function FindLetter({ activity, onAnswer, disabled, result }: ActivityProps<"find_letter">) {
  const t = useT();
  const [chosen, setChosen] = useState<number | null>(null);
  const expected = result
    ? (expectedField<number>(result, "index") ?? (result.correct ? chosen : null))
    : null;
  const live = !disabled && !result;
  const parts = activity.word.parts.filter((p) => p.text.trim() !== "");
  return (
    <div className="act act-find">
      <div className="find-letter">
        <Ar className="find-target">{activity.letter.char}</Ar>
        <SayButton item={activity.letter.audio} label={t("courses.act.listenLetter")} />
      </div>
      <Ar className="find-word">{activity.word.ar}</Ar>
      <ul className="find-tiles" dir="rtl" role="list" aria-label={t("courses.act.wordByLetter")}>
        {parts.map((p, i) => {
          const state = result
            ? p.index === expected
              ? " is-answer"
              : p.index === chosen
                ? " is-wrong"
                : " is-faded"
            : chosen === p.index
              ? " is-chosen"
              : "";
          return (
            <li key={p.index}>
              <button
                type="button"
                className={"find-part tile" + state}
                data-index={p.index}
                disabled={!live}
                aria-label={t("courses.act.letterN", { n: i + 1, text: p.text })}
                onClick={() => {
                  setChosen(p.index);
                  onAnswer({ index: p.index });
                }}
              >
                <Ar>{p.text}</Ar>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
