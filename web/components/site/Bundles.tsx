// Pricing bundles (SPEC section 9 "Landing pricing") and the opportunity cards.
import { Link } from "../Link";
import { CtaLink } from "./CtaLink";
import { useClaims } from "../../state/site";
import {
  FIRST_PURCHASE_MONTHS,
  FREE_MONTHS,
  monthsWords,
  oldPrice,
  price,
  priceLocale,
} from "../../lib/offer";
import { Rich, useT } from "../../i18n";
import { levelsWords, libraryWords } from "../../i18n/claims";

export function Bundles() {
  const c = useClaims();
  const t = useT();
  const pl = priceLocale(t);
  const months = monthsWords(t, FIRST_PURCHASE_MONTHS);
  return (
    <section className="section bundles" aria-labelledby="bundles-title">
      <div className="container">
        <p className="eyebrow center">{t("site.bundles.eyebrow")}</p>
        <h2 id="bundles-title" className="center">
          {t("site.bundles.title")}
        </h2>
        <ul className="bundle-grid">
          <li className="bundle card">
            <h3>{t("site.bundles.platform")}</h3>
            <p className="price">
              <del aria-label={t("site.bundles.oldPrice", { price: oldPrice(pl) })}>{oldPrice(pl)}</del>{" "}
              <Rich
                k="site.bundles.perYear"
                values={{ price: price(pl) }}
                tags={{ b: (p) => <strong data-testid="price">{p}</strong> }}
              />
            </p>
            <p className="price-alt" data-testid="months">
              {t("site.bundles.firstPurchase", { months })}{" "}
              <span className="badge badge-sun">{t("site.bundles.monthsFree", { n: FREE_MONTHS })}</span>
            </p>
            <ul className="check-list">
              <li>
                {c.lessons
                  ? t("site.bundles.libraryWith", { library: libraryWords(t, c) })
                  : t("site.bundles.library")}
              </li>
              {c.levels > 0 && <li>{levelsWords(t, c)}</li>}
              {c.tales > 0 && <li>{t("site.bundles.tales")}</li>}
              {c.videos > 0 && <li>{t("site.bundles.videos")}</li>}
              {c.audio.complete && <li>{t("site.bundles.audio")}</li>}
              <li>{t("site.bundles.certificates")}</li>
            </ul>
            <CtaLink kind="enroll" className="btn btn-primary btn-block">
              {t("site.bundles.enroll")}
            </CtaLink>
          </li>
          <li className="bundle card bundle-featured">
            <h3>{t("site.bundles.teacher")}</h3>
            <p className="price">
              <span className="badge badge-sun">{t("site.bundles.coming")}</span>
            </p>
            <p className="price-alt">{t("site.bundles.notForSale")}</p>
            <ul className="check-list">
              <li>{t("site.bundles.schools")}</li>
              <li>{t("site.bundles.tellUs")}</li>
            </ul>
            <Link to="/contact?topic=school" className="btn btn-sun btn-block">
              {t("site.bundles.contact")}
            </Link>
          </li>
        </ul>

        <div className="opportunity">
          <h2 className="center">{t("site.bundles.opportunity")}</h2>
          <p className="center">{t("site.bundles.opportunityText", { n: FREE_MONTHS })}</p>
          <ul className="opportunity-grid">
            <li className="card tint-sun">
              <h3>{t("site.bundles.enrollToday")}</h3>
              <p>{t("site.bundles.enrollTodayText", { months, price: price(pl) })}</p>
              <CtaLink kind="enroll" className="btn btn-primary">
                {t("site.bundles.enrollToday")}
              </CtaLink>
            </li>
            <li className="card tint-sky">
              <h3>{t("site.bundles.demo")}</h3>
              <p>{t("site.bundles.demoText")}</p>
              <CtaLink kind="demoCard" className="btn btn-primary">
                {t("site.bundles.demo")}
              </CtaLink>
            </li>
            <li className="card tint-grape">
              <h3>{t("site.bundles.groups")}</h3>
              <p>{t("site.bundles.groupsText")}</p>
              <Link to="/contact" className="btn btn-outline">
                {t("site.bundles.reachOut")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
