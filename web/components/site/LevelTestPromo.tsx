import { CtaLink } from "./CtaLink";

export function LevelTestPromo() {
  return (
    <section id="level-test" className="section level-test-promo" aria-labelledby="level-test-title">
      <div className="container level-grid">
        <div>
          <p className="eyebrow">Assessment</p>
          <h2 id="level-test-title">Find your child's level</h2>
          <p>Our level test places every learner at the right starting point, so lessons are never too easy and never too hard.</p>
          <ul className="check-list">
            <li>50 questions</li>
            <li>60 minutes</li>
            <li>Aligned to CEFR</li>
          </ul>
          <CtaLink kind="levelTest" className="btn btn-primary btn-lg">
            Take the Level Test
          </CtaLink>
        </div>
        <ol className="level-ladder" aria-label="CEFR levels">
          {["A1", "A2", "B1", "B2", "C1", "C2"].map((l, i) => (
            <li key={l} style={{ ["--step" as string]: i }}>
              {l}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
