import { Link } from "../Link";
import { CtaLink } from "./CtaLink";
import { useClaims, usePayments } from "../../state/site";
import { Rich, useT } from "../../i18n";
import { featureWords, levelsWords, libraryWords } from "../../i18n/claims";

export function Hero() {
  const c = useClaims();
  const t = useT();
  const sells = usePayments(); // a school's instance: its people sign in, nothing is offered (issue #33)
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow">
            <Rich
              k="site.hero.eyebrow"
              tags={{
                ar: (c) => (
                  <span lang="ar" dir="rtl" className="arabic">
                    {c}
                  </span>
                ),
              }}
            />
          </p>
          <h1 id="hero-title">
            <Rich k="site.hero.title" tags={{ hl: (c) => <span className="hl">{c}</span> }} />
          </h1>
          <p className="lead">
            {t("site.hero.lead", { features: featureWords(t, c) })}
            {c.lessons > 0 &&
              ` ${t("site.hero.library", { library: libraryWords(t, c), levels: levelsWords(t, c) })}`}
          </p>
          <div className="hero-actions">
            {sells ? (
              <CtaLink kind="demo" className="btn btn-sun btn-lg">
                {t("site.hero.demo")}
              </CtaLink>
            ) : (
              <Link to="/login" className="btn btn-sun btn-lg">
                {t("site.hero.signIn")}
              </Link>
            )}
            <a href="#features" className="btn btn-outline btn-lg">
              {t("site.hero.explore")}
            </a>
          </div>
          <ul className="hero-trust">
            {sells && <li>{t("site.hero.freeDemo")}</li>}
            {sells && <li>{t("site.hero.noCard")}</li>}
            <li>{t("site.hero.ages")}</li>
          </ul>
        </div>
        <div className="hero-art lc-area">
          <span className="lc-hero-sun deco-sun" aria-hidden="true" />
          <span className="lc-hero-letterMeem deco-letter c-coral" aria-hidden="true" lang="ar" dir="rtl">
            مـ
          </span>
          <span className="lc-hero-letterBa deco-letter c-sky" aria-hidden="true" lang="ar" dir="rtl">
            ب
          </span>
          <span className="lc-hero-letterAyn deco-letter c-grape" aria-hidden="true" lang="ar" dir="rtl">
            ع
          </span>
          <img
            className="lc-hero-bot hero-bot"
            src="/static/img/bot.svg"
            alt={t("site.hero.botAlt")}
            width="320"
            height="360"
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}
