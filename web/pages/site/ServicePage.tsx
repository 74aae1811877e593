// /service-single/:id — one service's page (its loader and title: ./serviceRoute.ts).
import { useLoaderData } from "react-router";
import { Link } from "../../components/Link";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { CtaLink } from "../../components/site/CtaLink";
import { findService, services, type ServiceItem } from "../../data/services";
import { useClaims } from "../../state/site";
import { useT, type MessageKey } from "../../i18n";
import { serviceWords } from "./serviceWords";

export function ServicePage() {
  const { id } = useLoaderData() as { id: number };
  const s = findService(id) as ServiceItem;
  const tr = useT();
  const t = serviceWords(tr, s.Id, useClaims());
  const others = services.filter((o) => o.Id !== s.Id);
  return (
    <>
      <PublicHeader />
      <main id="main" className="service-page">
        <PageHero
          tint={s.colour}
          trail={[{ label: tr("site.pages.service.features"), href: "/#features" }]}
          current={t.title}
        >
          <div className="page-hero-row">
            <span className={`service-icon big bg-${s.colour}`} aria-hidden="true">
              <img src={s.icon2} alt="" width="72" height="72" />
            </span>
            <div>
              <h1>{t.title}</h1>
              <p className="lead">{t.description}</p>
            </div>
          </div>
        </PageHero>
        <div className="container service-body">
          <article>
            {t.body.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            <h2>{tr(t.coming ? "site.pages.service.expect" : "site.pages.service.gets")}</h2>
            <ul className="check-list">
              {t.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            <div className="service-actions">
              <CtaLink kind="demo" className="btn btn-sun">
                {tr("site.pages.service.demo")}
              </CtaLink>
              <Link to="/contact" className="btn btn-outline">
                {tr("site.pages.service.ask")}
              </Link>
            </div>
          </article>
          <aside aria-labelledby="other-services">
            <h2 id="other-services">{tr("site.pages.service.others")}</h2>
            <ul className="other-services">
              {others.map((o) => (
                <li key={o.Id}>
                  <Link to={`/service-single/${o.Id}`}>
                    <img src={o.icon} alt="" width="32" height="32" loading="lazy" />
                    {tr(`site.service.${o.Id}.title` as MessageKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </main>
      <Footer />
    </>
  );
}
