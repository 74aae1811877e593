import { Link } from "../components/Link";
import { PublicHeader } from "../components/PublicHeader";
import { Footer } from "../components/Footer";
import { useT } from "../i18n";

export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <PublicHeader />
      <main id="main" className="not-found">
        <nav aria-label={t("common.notFound.breadcrumb")} className="breadcrumb">
          <ol>
            <li>
              <Link to="/">{t("common.nav.home")}</Link>
            </li>
            <li aria-current="page">{t("common.notFound.title")}</li>
          </ol>
        </nav>
        <section className="not-found-body">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1>{t("common.notFound.title")}</h1>
          <p>{t("common.notFound.text")}</p>
          <Link className="btn btn-primary" to="/">
            {t("common.backHome")}
          </Link>
        </section>
      </main>
      <Footer />
    </>
  );
}
