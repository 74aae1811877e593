// Training wheels: the server fades a word's harakat or transliteration once the child knows it
// (src/modules/content/wheels.ts); the child can always tap "Show" to see them again (no typing, no cost).
import { useState } from "react";

/** A small toggle (≥ 48 px) that brings back what faded for this activity. */
export function ShowAgain({
  what,
  shown,
  onToggle,
}: {
  what: "marks" | "translit";
  shown: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="wheels-show" aria-pressed={shown} onClick={onToggle} data-wheels={what}>
      {shown ? "Hide" : "Show"}{" "}
      {what === "marks" ? (
        <>
          <span className="wheels-sample" lang="ar" dir="rtl" aria-hidden="true">
            بَ
          </span>
          <span className="sr-only"> the vowel marks</span>
        </>
      ) : (
        <>
          <span className="translit-sample" aria-hidden="true">
            abc
          </span>
          <span className="sr-only"> how to say it</span>
        </>
      )}
    </button>
  );
}

export const useShown = () => {
  const [shown, setShown] = useState(false);
  return [shown, () => setShown((v) => !v)] as const;
};
