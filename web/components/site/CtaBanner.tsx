import { CtaLink } from "./CtaLink";
import { useT } from "../../i18n";

export function CtaBanner() {
  const t = useT();
  return (
    <section className="section cta-banner" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{t("site.cta.title")}</h2>
          <p>{t("site.cta.text")}</p>
        </div>
        <CtaLink kind="demo" className="btn btn-sun btn-lg">
          {t("site.cta.start")}
        </CtaLink>
      </div>
    </section>
  );
}
