// Pricing bundles (SPEC section 9 "Landing pricing") and the opportunity cards.
import { Link } from "../Link";
import { CtaLink } from "./CtaLink";
import { useClaims } from "../../state/site";
import { levelsText, libraryText } from "../../../shared/claims";
import { FIRST_PURCHASE_MONTHS, FREE_MONTHS, monthsText, oldPrice, price } from "../../lib/offer";

export function Bundles() {
  const c = useClaims();
  return (
    <section className="section bundles" aria-labelledby="bundles-title">
      <div className="container">
        <p className="eyebrow center">Bundles</p>
        <h2 id="bundles-title" className="center">
          Simple prices for families
        </h2>
        <ul className="bundle-grid">
          <li className="bundle card">
            <h3>E-learning platform</h3>
            <p className="price">
              <del aria-label={`old price ${oldPrice()}`}>{oldPrice()}</del>{" "}
              <strong data-testid="price">{price()}</strong> / year
            </p>
            <p className="price-alt" data-testid="months">
              {monthsText(FIRST_PURCHASE_MONTHS)} on your first purchase{" "}
              <span className="badge badge-sun">{FREE_MONTHS} months free</span>
            </p>
            <ul className="check-list">
              <li>{c.lessons ? `The full library: ${libraryText(c)}, and growing` : "The full library"}</li>
              {c.levels > 0 && <li>{levelsText(c)}</li>}
              {c.tales > 0 && <li>Picture tales</li>}
              {c.videos > 0 && <li>Videos</li>}
              {c.audio.complete && <li>A recording of every letter and word</li>}
              <li>Certificates</li>
            </ul>
            <CtaLink kind="enroll" className="btn btn-primary btn-block">
              Enroll Now
            </CtaLink>
          </li>
          <li className="bundle card bundle-featured">
            <h3>Courses with a teacher</h3>
            <p className="price">
              <span className="badge badge-sun">Coming</span>
            </p>
            <p className="price-alt">Not offered yet, so not for sale.</p>
            <ul className="check-list">
              <li>Schools: use Marhaba with your own teachers, with classes and a progress grid</li>
              <li>Tell us if you would like lessons with a teacher</li>
            </ul>
            <Link to="/contact?topic=school" className="btn btn-sun btn-block">
              Contact us
            </Link>
          </li>
        </ul>

        <div className="opportunity">
          <h2 className="center">Your opportunity</h2>
          <p className="center">Enroll now and get {FREE_MONTHS} months free on your first year.</p>
          <ul className="opportunity-grid">
            <li className="card tint-sun">
              <h3>Enroll Today</h3>
              <p>
                Premium for {monthsText(FIRST_PURCHASE_MONTHS)}: the full library, certificates and priority
                support for {price()}.
              </p>
              <CtaLink kind="enroll" className="btn btn-primary">
                Enroll Today
              </CtaLink>
            </li>
            <li className="card tint-sky">
              <h3>Request Free Demo</h3>
              <p>2 weeks free: the first 2 lessons of every level and basic assessments. No card.</p>
              <CtaLink kind="demoCard" className="btn btn-primary">
                Request Free Demo
              </CtaLink>
            </li>
            <li className="card tint-grape">
              <h3>Schools and groups</h3>
              <p>
                Logo customization, end-of-lesson quizzes, a progress dashboard, onboarding help and ongoing
                technical support.
              </p>
              <Link to="/contact" className="btn btn-outline">
                Reach Out
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
