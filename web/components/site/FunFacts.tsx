// The counters (SPEC section 9's "fun facts"): every figure is the instance's own (issue #28):
// the course that ships, the operator's videos and the recorded clips. A zero is not shown.
import { useClaims } from "../../state/site";
import type { Claims } from "../../../shared/claims";
import { useT, type MessageKey } from "../../i18n";
import { intlTag } from "../../../shared/i18n/locale";

/** The counters; `label` is a catalogue key. */
export function funFacts(c: Claims): { value: number; label: MessageKey; c: string }[] {
  return (
    [
      { value: c.lessons, label: "site.facts.lessons", c: "coral" },
      { value: c.activities, label: "site.facts.activities", c: "sun" },
      { value: c.words, label: "site.facts.words", c: "sky" },
      { value: c.videos, label: "site.facts.videos", c: "grape" },
      { value: c.audio.complete ? c.audio.recorded : 0, label: "site.facts.clips", c: "mint" },
    ] as const
  ).filter((f) => f.value > 0);
}

export function FunFacts() {
  const facts = funFacts(useClaims());
  const t = useT();
  if (!facts.length) return null;
  return (
    <section className="section fun-facts" aria-labelledby="facts-title">
      <div className="container">
        <h2 id="facts-title" className="sr-only">
          {t("site.facts.title")}
        </h2>
        <ul className="facts-grid">
          {facts.map((f) => (
            <li key={f.label} className={`fact tint-${f.c}`}>
              <strong className="fact-value">{f.value.toLocaleString(intlTag(t.locale))}</strong>
              <span>{t(f.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
