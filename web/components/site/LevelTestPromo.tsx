import { CtaLink } from "./CtaLink";
import { useClaims } from "../../state/site";

// What the level test really is (issue #28): the adaptive test's own limit and the levels it can place into.
export function LevelTestPromo() {
  const c = useClaims();
  const highest = c.level_names_available[c.level_names_available.length - 1];
  return (
    <section id="level-test" className="section level-test-promo" aria-labelledby="level-test-title">
      <div className="container level-grid">
        <div>
          <p className="eyebrow">Assessment</p>
          <h2 id="level-test-title">Find your child's level</h2>
          <p>
            Our level test places every learner at the right starting point, so lessons are never too easy and
            never too hard.
          </p>
          <ul className="check-list">
            {c.level_test_questions > 0 && <li>At most {c.level_test_questions} questions, one at a time</li>}
            <li>No timer: about 5 minutes</li>
            {highest && <li>Places children up to {highest}, the highest level with lessons today</li>}
          </ul>
          <CtaLink kind="levelTest" className="btn btn-primary btn-lg">
            Take the Level Test
          </CtaLink>
        </div>
        {c.level_names_available.length > 0 && (
          <ol className="level-ladder" aria-label="Levels the test can place into">
            {c.level_names_available.map((l, i) => (
              <li key={l} style={{ ["--step" as string]: i }}>
                {l}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
