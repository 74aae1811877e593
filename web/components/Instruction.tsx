// A child's instruction (issue #25): heard when it appears (the interface voice, unless muted), with a
// big replay button; the written line is only a help for the grown-up beside the child. Said in the
// page's language (issue #30): French with a French voice; with none on the device, only written.
import { useEffect } from "react";
import { instruct, speak, speechLangFor, voices } from "../lib/voice";
import { useT } from "../i18n";

/** `replayLabel`: the replay button's own name, when the text is already written elsewhere on the page
 * (the level test's question heading): the line is then not written twice. `lang`: the text's language
 * when it is not the page's (content the server sent in English only). */
export function Instruction({
  text,
  lang: textLang,
  className = "",
  replayLabel,
}: {
  text: string;
  lang?: "en" | "fr";
  className?: string;
  replayLabel?: string;
}) {
  const t = useT();
  const lang = textLang ?? speechLangFor(t.locale);
  useEffect(() => {
    let live = true;
    voices.ready().then(() => {
      if (live) void instruct(text, lang);
    });
    return () => {
      live = false;
    };
  }, [text, lang]);
  return (
    <p className={`instruction ${className}`} data-testid="instruction">
      <button
        type="button"
        className="instruction-replay"
        onClick={() => void voices.ready().then(() => speak(text, { lang }))}
        aria-label={replayLabel ?? t("courses.instruction.hearAgain", { text })}
      >
        <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
          <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
          <path
            d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {replayLabel ? (
        <span className="instruction-text" aria-hidden="true">
          {replayLabel}
        </span>
      ) : (
        <span className="instruction-text">{text}</span>
      )}
    </p>
  );
}
