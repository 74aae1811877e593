// The services grid (anchor "features"): the feature tiles, each linking to its service page.
import { Link } from "../Link";
import { services } from "../../data/services";
import { useClaims } from "../../state/site";
import { useT, type MessageKey } from "../../i18n";

export function Services() {
  const claims = useClaims();
  const t = useT();
  const description = (id: number) =>
    t(`site.service.${id}.description` as MessageKey, {
      audio: claims.audio.complete ? "yes" : "no",
      videos: claims.videos,
      tales: claims.tales,
    });
  return (
    <section id="features" className="section services lc-area" aria-labelledby="features-title">
      <span className="lc-features-blob deco-blob" aria-hidden="true" />
      <span className="lc-features-star deco-star" aria-hidden="true" />
      <span className="lc-services-ring deco-ring" aria-hidden="true" />
      <span className="lc-services-dots deco-dots" aria-hidden="true" />
      <div className="container">
        <p className="eyebrow center">{t("site.features.eyebrow")}</p>
        <h2 id="features-title" className="center">
          {t("site.features.title")}
        </h2>
        <ul className="services-grid">
          {services.map((s) => {
            const coming = s.coming(claims);
            return (
              <li key={s.Id} className={`service-card tint-${s.colour}`}>
                <span className="service-icon" aria-hidden="true">
                  <img src={s.icon} alt="" width="56" height="56" loading="lazy" decoding="async" />
                </span>
                <h3>
                  <Link to={`/service-single/${s.Id}`} className="stretched">
                    {t(`site.service.${s.Id}.title` as MessageKey)}
                  </Link>
                </h3>
                {coming && <span className="badge badge-sun">{t("site.features.coming")}</span>}
                <p>{description(s.Id)}</p>
                <span className="service-more" aria-hidden="true">
                  {t("site.features.more")}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
