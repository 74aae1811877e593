// /contact — the same form as the landing page, on its own page.
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { ContactForm } from "../../components/site/ContactForm";
import { ContactPoints } from "../../components/site/ContactPoints";
import { useT } from "../../i18n";

export function ContactPage() {
  const t = useT();
  return (
    <>
      <PublicHeader />
      <main id="main" className="contact-page">
        <PageHero tint="sky" current={t("site.pages.contact.crumb")}>
          <h1 id="contact-page-title">{t("site.pages.contact.title")}</h1>
          <p className="lead">{t("site.pages.contact.lead")}</p>
        </PageHero>
        <div className="container contact-grid section">
          <div>
            <h2>{t("site.pages.contact.getInTouch")}</h2>
            <p>{t("site.pages.contact.schools")}</p>
            <ContactPoints />
          </div>
          <ContactForm headingId="contact-page-title" />
        </div>
      </main>
      <Footer />
    </>
  );
}
