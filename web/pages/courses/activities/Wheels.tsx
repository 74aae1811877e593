// Training wheels: the server fades a word's harakat or transliteration once the child knows it
// (src/modules/content/wheels.ts); the child can always tap "Show" to see them again (no typing, no cost).
import { useState } from "react";
import { useT } from "../../../i18n";

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
  const t = useT();
  return (
    <button type="button" className="wheels-show" aria-pressed={shown} onClick={onToggle} data-wheels={what}>
      {t("courses.act.show", { shown: shown ? "yes" : "no" })}{" "}
      {what === "marks" ? (
        <>
          <span className="wheels-sample" lang="ar" dir="rtl" aria-hidden="true">
            بَ
          </span>
          <span className="sr-only">{t("courses.act.showMarks")}</span>
        </>
      ) : (
        <>
          <span className="translit-sample" aria-hidden="true">
            {t("courses.act.latinSample")}
          </span>
          <span className="sr-only">{t("courses.act.showTranslit")}</span>
        </>
      )}
    </button>
  );
}

export const useShown = () => {
  const [shown, setShown] = useState(false);
  return [shown, () => setShown((v) => !v)] as const;
};
