// "Done" for the activities answered in several taps (build a word, match pairs, order words, trace):
// a big green button that says its label when it becomes ready (the child hears what to tap) and
// again when tapped, then sends the answer.
import { useEffect, useRef } from "react";
import { instruct, speechLangFor } from "../../../lib/voice";
import { useT } from "../../../i18n";

/** `ready`: everything is in place (defaults to enabled); the label is said when it becomes so. */
export function DoneButton({
  disabled,
  onDone,
  ready = !disabled,
}: {
  disabled: boolean;
  onDone: () => void;
  ready?: boolean;
}) {
  const t = useT();
  const lang = speechLangFor(t.locale);
  const wasReady = useRef(false);
  useEffect(() => {
    if (ready && !wasReady.current) void instruct(t("courses.act.tapDone"), lang);
    wasReady.current = ready;
  }, [ready, t, lang]);
  return (
    <button
      type="button"
      className="btn-kid btn-kid--go btn-done"
      disabled={disabled}
      onClick={() => {
        void instruct(t("courses.act.doneSaid"), lang);
        onDone();
      }}
    >
      <span aria-hidden="true">✓ </span>
      {t("courses.act.done")}
    </button>
  );
}
