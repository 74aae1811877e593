// Build a word from letter tiles. Placed letters fill the slots right to left and are shown as ONE
// string, so they join as the word is written; "Take back" undoes the last tile. After a wrong build
// the child's own word and the right one stand side by side, so the child sees what they did.
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityProps } from "../types";
import { DoneButton } from "./Done";

export function BuildWord({ activity, onAnswer, disabled, result }: ActivityProps<"build_word">) {
  const [placed, setPlaced] = useState<string[]>([]);
  const textOf = (id: string) => activity.tiles.find((t) => t.id === id)?.text ?? "";
  const full = placed.length === activity.length;
  const expected = expectedField<string[]>(result, "tiles");
  const wrong = !!result && !result.correct && !!expected;
  const word = (ids: string[], n = activity.length) => (
    <>
      <Ar className="build-word">{ids.map(textOf).join("") || "\u00a0"}</Ar>
      <span className="build-slots" dir="rtl" aria-hidden="true">
        {Array.from({ length: n }, (_, i) => (
          <span key={i} className={"build-slot" + (i < ids.length ? " is-filled" : "")} />
        ))}
      </span>
    </>
  );
  return (
    <div className="act act-build">
      <div className="build-clue">
        {activity.picture && <img src={activity.picture} alt="" width="120" height="120" />}
        <span className="build-en">“{activity.en}”</span>
      </div>
      {wrong ? (
        <div className="build-compare" data-testid="build-compare">
          <figure className="build-answer is-yours">
            <figcaption>Your word</figcaption>
            {word(placed)}
          </figure>
          <figure className="build-answer is-right">
            <figcaption>
              <span aria-hidden="true">✓ </span>The word
            </figcaption>
            {word(expected)}
          </figure>
        </div>
      ) : (
        <div className={"build-answer" + (result?.correct ? " is-right" : "")} aria-live="polite">
          {word(placed)}
          <span className="sr-only">
            {placed.length} of {activity.length} letters placed
          </span>
        </div>
      )}
      {!result && (
        <>
          <ul className="tiles" dir="rtl" role="list" aria-label="Letter tiles">
            {activity.tiles.map((t) => {
              const used = placed.includes(t.id);
              return (
                <li key={t.id}>
                  <button
                    type="button"
                    data-id={t.id}
                    className={"tile" + (used ? " is-used" : "")}
                    disabled={disabled || used || full}
                    onClick={() => setPlaced((p) => [...p, t.id])}
                    aria-label={`Letter ${t.text}`}
                  >
                    <Ar>{t.text}</Ar>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="act-actions">
            <button
              type="button"
              className="btn-kid btn-kid--soft"
              disabled={disabled || placed.length === 0}
              onClick={() => setPlaced((p) => p.slice(0, -1))}
            >
              <span aria-hidden="true">↩ </span>Take back
            </button>
            <DoneButton disabled={disabled || !full} onDone={() => onAnswer({ tiles: placed })} />
          </div>
        </>
      )}
    </div>
  );
}
