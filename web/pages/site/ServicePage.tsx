// /service-single/:id — one service's page; an unknown id is a real 404.
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { CtaLink } from "../../components/site/CtaLink";
import { findService, services, type ServiceItem } from "../../data/services";
import { useClaims } from "../../state/site";

export function serviceLoader({ params }: LoaderFunctionArgs) {
  const service = findService(params.id);
  if (!service) throw data(null, { status: 404 });
  return { id: service.Id };
}

export const serviceMeta = (d: unknown) => {
  const s = findService((d as { id?: number } | undefined)?.id);
  return s
    ? { title: `${s.sTitle} - Marhaba, Arabic for children`, description: s.summary }
    : { title: "Marhaba", description: "Arabic for children" };
};

export function ServicePage() {
  const { id } = useLoaderData() as { id: number };
  const s = findService(id) as ServiceItem;
  const t = s.text(useClaims());
  const others = services.filter((o) => o.Id !== s.Id);
  return (
    <>
      <PublicHeader />
      <main id="main" className="service-page">
        <PageHero tint={s.colour} trail={[{ label: "Features", href: "/#features" }]} current={s.sTitle}>
          <div className="page-hero-row">
            <span className={`service-icon big bg-${s.colour}`} aria-hidden="true">
              <img src={s.icon2} alt="" width="72" height="72" />
            </span>
            <div>
              <h1>{s.sTitle}</h1>
              <p className="lead">{t.description}</p>
            </div>
          </div>
        </PageHero>
        <div className="container service-body">
          <article>
            {t.body.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            <h2>{t.coming ? "What to expect" : "What your child gets"}</h2>
            <ul className="check-list">
              {t.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            <div className="service-actions">
              <CtaLink kind="demo" className="btn btn-sun">
                Access Free Demo
              </CtaLink>
              <Link to="/contact" className="btn btn-outline">
                Ask us a question
              </Link>
            </div>
          </article>
          <aside aria-labelledby="other-services">
            <h2 id="other-services">Other services</h2>
            <ul className="other-services">
              {others.map((o) => (
                <li key={o.Id}>
                  <Link to={`/service-single/${o.Id}`}>
                    <img src={o.icon} alt="" width="32" height="32" loading="lazy" />
                    {o.sTitle}
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
