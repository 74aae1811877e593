import { Link } from "../Link";
import { CtaLink } from "./CtaLink";
import { useClaims, usePayments } from "../../state/site";
import { featureList, levelsText, libraryText, listText } from "../../../shared/claims";

export function Hero() {
  const c = useClaims();
  const sells = usePayments(); // a school's instance: its people sign in, nothing is offered (issue #33)
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-text">
          <p className="eyebrow">
            <span lang="ar" dir="rtl" className="arabic">
              مرحبا
            </span>{" "}
            means hello!
          </p>
          <h1 id="hero-title">
            Learn Arabic Online with a <span className="hl">friendly bot</span>
          </h1>
          <p className="lead">
            Learn Arabic through {listText(featureList(c))}, guided by a friendly bot.
            {c.lessons > 0 && ` ${libraryText(c)} already: ${levelsText(c)}.`}
          </p>
          <div className="hero-actions">
            {sells ? (
              <CtaLink kind="demo" className="btn btn-sun btn-lg">
                Access Free Demo
              </CtaLink>
            ) : (
              <Link to="/login" className="btn btn-sun btn-lg">
                Sign in
              </Link>
            )}
            <a href="#features" className="btn btn-outline btn-lg">
              Explore features
            </a>
          </div>
          <ul className="hero-trust">
            {sells && <li>14-day free demo</li>}
            {sells && <li>No card needed</li>}
            <li>Ages 4 to 14</li>
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
            alt="Marhaba's friendly robot waving hello"
            width="320"
            height="360"
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}
