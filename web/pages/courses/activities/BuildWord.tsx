// Build a word from letter tiles. Placed letters fill the slots right to left and are shown as ONE
// string, so they join as the word is written; "Take back" undoes the last tile. After a wrong build
// the child's own word and the right one stand side by side, so the child sees what they did.
import { useState } from "react";
import { Ar } from "../bits";
import { expectedField, type ActivityProps } from "../types";
import { DoneButton } from "./Done";
import { useT } from "../../../i18n";

export function BuildWord({ activity, onAnswer, disabled, result }: ActivityProps<"build_word">) {
  const t = useT();
  const [placed, setPlaced] = useState<string[]>([]);
  const textOf = (id: string) => activity.tiles.find((x) => x.id === id)?.text ?? "";
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
            <figcaption>{t("courses.act.yourWord")}</figcaption>
            {word(placed)}
          </figure>
          <figure className="build-answer is-right">
            <figcaption>
              <span aria-hidden="true">✓ </span>
              {t("courses.act.theWord")}
            </figcaption>
            {word(expected)}
          </figure>
        </div>
      ) : (
        <div className={"build-answer" + (result?.correct ? " is-right" : "")} aria-live="polite">
          {word(placed)}
          <span className="sr-only">
            {t("courses.act.lettersPlaced", { placed: placed.length, n: activity.length })}
          </span>
        </div>
      )}
      {!result && (
        <>
          <ul className="tiles" dir="rtl" role="list" aria-label={t("courses.act.letterTiles")}>
            {activity.tiles.map((tile) => {
              const used = placed.includes(tile.id);
              return (
                <li key={tile.id}>
                  <button
                    type="button"
                    data-id={tile.id}
                    className={"tile" + (used ? " is-used" : "")}
                    disabled={disabled || used || full}
                    onClick={() => setPlaced((p) => [...p, tile.id])}
                    aria-label={t("courses.act.letter", { text: tile.text })}
                  >
                    <Ar>{tile.text}</Ar>
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
              <span aria-hidden="true">↩ </span>
              {t("courses.act.takeBack")}
            </button>
            <DoneButton disabled={disabled || !full} onDone={() => onAnswer({ tiles: placed })} />
          </div>
        </>
      )}
    </div>
  );
}
