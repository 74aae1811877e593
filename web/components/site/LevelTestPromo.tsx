import { CtaLink } from "./CtaLink";
import { useClaims } from "../../state/site";
import { useT } from "../../i18n";
import { levelName } from "../../i18n/courseWords";

// What the level test really is (issue #28): the adaptive test's own limit and the levels it can place into.
export function LevelTestPromo() {
  const c = useClaims();
  const t = useT();
  const last = c.level_names_available[c.level_names_available.length - 1];
  const highest = last && levelName(t, last); // the claims carry the course's own (English) level names
  return (
    <section id="level-test" className="section level-test-promo" aria-labelledby="level-test-title">
      <div className="container level-grid">
        <div>
          <p className="eyebrow">{t("site.levelTest.eyebrow")}</p>
          <h2 id="level-test-title">{t("site.levelTest.title")}</h2>
          <p>{t("site.levelTest.text")}</p>
          <ul className="check-list">
            {c.level_test_questions > 0 && (
              <li>{t("site.levelTest.questions", { n: c.level_test_questions })}</li>
            )}
            <li>{t("site.levelTest.noTimer")}</li>
            {highest && <li>{t("site.levelTest.highest", { level: highest })}</li>}
          </ul>
          <CtaLink kind="levelTest" className="btn btn-primary btn-lg">
            {t("site.levelTest.start")}
          </CtaLink>
        </div>
        {c.level_names_available.length > 0 && (
          <ol className="level-ladder" aria-label={t("site.levelTest.ladder")}>
            {c.level_names_available.map((l, i) => (
              <li key={l} style={{ ["--step" as string]: i }}>
                {levelName(t, l)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
