// The counters (SPEC section 9's "fun facts"): every figure is the instance's own (issue #28):
// the course that ships, the operator's videos and the recorded clips. A zero is not shown.
import { useClaims } from "../../state/site";
import type { Claims } from "../../../shared/claims";

export function funFacts(c: Claims) {
  return [
    { value: c.lessons, label: "Lessons", c: "coral" },
    { value: c.activities, label: "Exercises and quizzes", c: "sun" },
    { value: c.words, label: "Words and phrases", c: "sky" },
    { value: c.videos, label: "Videos", c: "grape" },
    { value: c.audio.complete ? c.audio.recorded : 0, label: "Recorded clips", c: "mint" },
  ].filter((f) => f.value > 0);
}

export function FunFacts() {
  const facts = funFacts(useClaims());
  if (!facts.length) return null;
  return (
    <section className="section fun-facts" aria-labelledby="facts-title">
      <div className="container">
        <h2 id="facts-title" className="sr-only">
          Fun facts
        </h2>
        <ul className="facts-grid">
          {facts.map((f) => (
            <li key={f.label} className={`fact tint-${f.c}`}>
              <strong className="fact-value">{f.value.toLocaleString("en-US")}</strong>
              <span>{f.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
