// Build a word from letter tiles. Placed letters fill the slots right to left and are shown as ONE
// string, so they join as the word is written; "Take back" undoes the last tile.
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityProps } from "../types";

export function BuildWord({ activity, onAnswer, disabled, result }: ActivityProps<"build_word">) {
  const [placed, setPlaced] = useState<string[]>([]);
  const textOf = (id: string) => activity.tiles.find((t) => t.id === id)?.text ?? "";
  const full = placed.length === activity.length;
  const expected = expectedField<string[]>(result, "tiles");
  const shown = result && !result.correct && expected ? expected : placed;
  return (
    <div className="act act-build">
      <p className="act-instruction">Build the word: tap the letters in order.</p>
      <div className="build-clue">
        {activity.picture && <img src={activity.picture} alt="" width="120" height="120" />}
        <span className="build-en">“{activity.en}”</span>
      </div>
      <div className={"build-answer" + (result ? (result.correct ? " is-right" : " is-answer") : "")} aria-live="polite">
        <Ar className="build-word">{shown.map(textOf).join("") || "\u00a0"}</Ar>
        <span className="build-slots" dir="rtl" aria-hidden="true">
          {Array.from({ length: activity.length }, (_, i) => (
            <span key={i} className={"build-slot" + (i < shown.length ? " is-filled" : "")} />
          ))}
        </span>
        <span className="sr-only">
          {shown.length} of {activity.length} letters placed
        </span>
      </div>
      {!result && (
        <>
          <ul className="tiles" dir="rtl" role="list" aria-label="Letter tiles">
            {activity.tiles.map((t) => {
              const used = placed.includes(t.id);
              return (
                <li key={t.id}>
                  <button type="button" data-id={t.id} className={"tile" + (used ? " is-used" : "")} disabled={disabled || used || full} onClick={() => setPlaced((p) => [...p, t.id])} aria-label={`Letter ${t.text}`}>
                    <Ar>{t.text}</Ar>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="act-actions">
            <button type="button" className="btn-kid btn-kid--soft" disabled={disabled || placed.length === 0} onClick={() => setPlaced((p) => p.slice(0, -1))}>
              ↩ Take back
            </button>
            <button type="button" className="btn-kid btn-kid--go" disabled={disabled || !full} onClick={() => onAnswer({ tiles: placed })}>
              Check
            </button>
          </div>
        </>
      )}
    </div>
  );
}
