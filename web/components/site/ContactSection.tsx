import { ContactForm } from "./ContactForm";
import { ContactPoints } from "./ContactPoints";
import { useT } from "../../i18n";

export function ContactSection() {
  const t = useT();
  return (
    <section id="contact" className="section contact" aria-labelledby="contact-title">
      <div className="container contact-grid">
        <div>
          <p className="eyebrow">{t("site.contact.eyebrow")}</p>
          <h2 id="contact-title">{t("site.contact.title")}</h2>
          <p>{t("site.contact.text")}</p>
          <ContactPoints />
        </div>
        <ContactForm headingId="contact-title" />
      </div>
    </section>
  );
}
