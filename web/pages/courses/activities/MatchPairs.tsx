// Match pairs (letter ↔ form, letter ↔ sound): tap one on the left, then its partner on the right
// (or the other way round); each pair gets its own colour and number; tap a paired one to undo it.
// The sounds of match_sounds are said by the speaker beside each; on a device that can say nothing
// (the seen form) each sound shows the letter's vowelled name instead.
import { useState } from "react";
import { ChoiceFace } from "./Pick";
import { expectedField, type ActivityOf, type ActivityProps, type Choice } from "../types";
import { DoneButton } from "./Done";
import { SayButton } from "./Say";
import { useT } from "../../../i18n";

type Side = "left" | "right";
const COLOURS = 6;

export function MatchPairs<T extends "match_forms" | "match_sounds">({
  activity: payload,
  onAnswer,
  disabled,
  result,
  prompts,
}: ActivityProps<T>) {
  const t = useT();
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
        const sound = side === "right" && activity.type === "match_sounds" ? prompts.sounds[c.id] : undefined;
        const seen =
          sound && prompts.form === "seen" ? { ...c, text: sound.shown.text, label: undefined } : c;
        const name = c.text ?? c.label ?? t("courses.act.sound", { n: i + 1 });
        return (
          <li key={c.id} className="match-item">
            <button
              type="button"
              data-id={c.id}
              className={
                "match-btn" +
                (pi >= 0 ? ` is-paired pair-c${pi % COLOURS}` : "") +
                (isPicked ? " is-picked" : "")
              }
              aria-pressed={isPicked || pi >= 0}
              disabled={!live}
              onClick={() => tap(side, c.id)}
            >
              {seen.text || seen.picture || seen.label ? (
                <ChoiceFace c={seen} />
              ) : (
                <span className="choice-label">{t("courses.act.sound", { n: i + 1 })}</span>
              )}
              {pi >= 0 && (
                <>
                  <span className="pair-badge" aria-hidden="true">
                    {pi + 1}
                  </span>
                  <span className="sr-only">{t("courses.act.pair", { n: pi + 1 })}</span>
                </>
              )}
            </button>
            {sound && prompts.form === "heard" && (
              <SayButton item={sound} label={t("courses.act.listenTo", { what: name })} size="small" />
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="act act-match">
      <div className="match-board">
        {column("left", activity.left)}
        {column("right", activity.right)}
      </div>
      {!result && (
        <div className="act-actions">
          <button
            type="button"
            className="btn-kid btn-kid--soft"
            disabled={disabled || pairs.length === 0}
            onClick={() => (setPairs([]), setPicked(null))}
          >
            {t("courses.act.startAgain")}
          </button>
          <DoneButton disabled={disabled || !full} onDone={() => onAnswer({ pairs })} />
        </div>
      )}
    </div>
  );
}
