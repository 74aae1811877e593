// Match pairs (letter ↔ form, letter ↔ sound): tap one on the left, then its partner on the right
// (or the other way round); each pair gets its own colour; tap a paired one to undo it.
import { useState } from "react";
import { ListenButton } from "../ListenButton";
import { ChoiceFace } from "./Pick";
import { expectedField, type ActivityOf, type ActivityProps, type AudioSlot, type Choice } from "../types";

type Side = "left" | "right";
const COLOURS = 6;

/** A sound whose slot is empty is opaque (it would give the pair away): fetched from the prompt route on tap. */
function soundSource(slot: AudioSlot, hiddenUrl: string) {
  return slot.url || slot.speak || slot.translit ? { slot } : { slot: null, promptUrl: hiddenUrl };
}

export function MatchPairs<T extends "match_forms" | "match_sounds">({ activity: payload, onAnswer, disabled, result, promptUrl }: ActivityProps<T>) {
  const activity: ActivityOf<"match_forms" | "match_sounds"> = payload; // T is one of the two
  const [pairs, setPairs] = useState<[string, string][]>([]);
  const [picked, setPicked] = useState<{ side: Side; id: string } | null>(null);
  const expected = expectedField<[string, string][]>(result, "pairs");
  const shown = result && !result.correct && expected ? expected : pairs;
  const live = !disabled && !result;
  const full = pairs.length === activity.left.length;

  const pairIndex = (side: Side, id: string) => shown.findIndex((p) => p[side === "left" ? 0 : 1] === id);

  function tap(side: Side, id: string) {
    if (!live) return;
    const existing = pairIndex(side, id);
    if (existing >= 0) {
      // Undo a pair: the tapped one stays picked so the child can re-pair it at once.
      setPairs((ps) => ps.filter((_, i) => i !== existing));
      setPicked({ side, id });
      return;
    }
    if (!picked || picked.side === side) {
      setPicked(picked?.id === id ? null : { side, id });
      return;
    }
    const pair: [string, string] = side === "left" ? [id, picked.id] : [picked.id, id];
    setPairs((ps) => [...ps, pair]);
    setPicked(null);
  }

  const column = (side: Side, items: Choice[]) => (
    <ul className={`match-col match-${side}`} role="list">
      {items.map((c, i) => {
        const pi = pairIndex(side, c.id);
        const isPicked = picked?.side === side && picked.id === c.id;
        const name = c.text ?? c.label ?? `Sound ${i + 1}`;
        return (
          <li key={c.id} className="match-item">
            <button
              type="button"
              data-id={c.id}
              className={"match-btn" + (pi >= 0 ? ` is-paired pair-c${pi % COLOURS}` : "") + (isPicked ? " is-picked" : "")}
              aria-pressed={isPicked || pi >= 0}
              disabled={!live}
              onClick={() => tap(side, c.id)}
            >
              {c.text || c.picture || c.label ? <ChoiceFace c={c} /> : <span className="choice-label">Sound {i + 1}</span>}
              {pi >= 0 && (
                <>
                  <span className="pair-badge" aria-hidden="true">
                    {pi + 1}
                  </span>
                  <span className="sr-only">, pair {pi + 1}</span>
                </>
              )}
            </button>
            {c.audio && <ListenButton {...soundSource(c.audio, `${promptUrl}?choice=${encodeURIComponent(c.id)}`)} label={`Listen to ${name}`} />}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="act act-match">
      <p className="act-instruction">
        {activity.type === "match_forms" ? `Match each letter to its ${activity.form} form.` : "Match each letter to its sound."} Tap one, then its partner.
      </p>
      <div className="match-board">
        {column("left", activity.left)}
        {column("right", activity.right)}
      </div>
      {!result && (
        <div className="act-actions">
          <button type="button" className="btn-kid btn-kid--soft" disabled={disabled || pairs.length === 0} onClick={() => (setPairs([]), setPicked(null))}>
            Start again
          </button>
          <button type="button" className="btn-kid btn-kid--go" disabled={disabled || !full} onClick={() => onAnswer({ pairs })}>
            Check
          </button>
        </div>
      )}
    </div>
  );
}
