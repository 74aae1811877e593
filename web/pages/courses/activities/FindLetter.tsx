// Find the letter inside a word. The word's parts are inline spans in one font, so the word still
// joins as it would written whole (a button per letter would be an inline-block and break joining);
// each part is still a focusable button for keyboard and screen-reader users.
import { useState, type KeyboardEvent } from "react";
import { Ar } from "../bits";
import { ListenButton } from "../ListenButton";
import { expectedField, type ActivityProps } from "../types";

export function FindLetter({ activity, onAnswer, disabled, result }: ActivityProps<"find_letter">) {
  const [chosen, setChosen] = useState<number | null>(null);
  const expected = result ? (expectedField<number>(result, "index") ?? (result.correct ? chosen : null)) : null;
  const live = !disabled && !result;
  const pick = (index: number) => {
    if (!live) return;
    setChosen(index);
    onAnswer({ index });
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      pick(index);
    }
  };
  return (
    <div className="act act-find">
      <p className="act-instruction">
        Tap the letter <Ar className="inline-ar">{activity.letter.char}</Ar> ({activity.letter.name}) in the word.
      </p>
      <div className="find-letter">
        <Ar className="find-target">{activity.letter.char}</Ar>
        <ListenButton slot={activity.letter.audio} label="Listen to the letter" />
      </div>
      <p className="ar find-word" lang="ar" dir="rtl" role="group" aria-label="The word, letter by letter">
        {activity.word.parts.map((p) => {
          const state = result ? (p.index === expected ? " is-answer" : p.index === chosen ? " is-wrong" : "") : chosen === p.index ? " is-chosen" : "";
          return (
            <span
              key={p.index}
              role="button"
              tabIndex={live ? 0 : -1}
              aria-disabled={!live}
              aria-label={`Letter ${p.index + 1}: ${p.text}`}
              className={"find-part" + state}
              data-index={p.index}
              onClick={() => pick(p.index)}
              onKeyDown={(e) => onKey(e, p.index)}
            >
              {p.text}
            </span>
          );
        })}
      </p>
    </div>
  );
}
