// The services grid (anchor "features"): the feature tiles, each linking to its service page.
import { Link } from "../Link";
import { services } from "../../data/services";
import { useClaims } from "../../state/site";

export function Services() {
  const claims = useClaims();
  return (
    <section id="features" className="section services lc-area" aria-labelledby="features-title">
      <span className="lc-features-blob deco-blob" aria-hidden="true" />
      <span className="lc-features-star deco-star" aria-hidden="true" />
      <span className="lc-services-ring deco-ring" aria-hidden="true" />
      <span className="lc-services-dots deco-dots" aria-hidden="true" />
      <div className="container">
        <p className="eyebrow center">Features</p>
        <h2 id="features-title" className="center">
          Everything a young learner needs
        </h2>
        <ul className="services-grid">
          {services.map((s) => {
            const t = s.text(claims);
            return (
              <li key={s.Id} className={`service-card tint-${s.colour}`}>
                <span className="service-icon" aria-hidden="true">
                  <img src={s.icon} alt="" width="56" height="56" loading="lazy" decoding="async" />
                </span>
                <h3>
                  <Link to={`/service-single/${s.Id}`} className="stretched">
                    {s.sTitle}
                  </Link>
                </h3>
                {t.coming && <span className="badge badge-sun">Coming</span>}
                <p>{t.description}</p>
                <span className="service-more" aria-hidden="true">
                  Learn more →
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
