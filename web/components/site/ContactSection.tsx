import { ContactForm } from "./ContactForm";
import { ContactPoints } from "./ContactPoints";

export function ContactSection() {
  return (
    <section id="contact" className="section contact" aria-labelledby="contact-title">
      <div className="container contact-grid">
        <div>
          <p className="eyebrow">Contact</p>
          <h2 id="contact-title">Questions? We are here to help</h2>
          <p>
            Parents, schools and groups: write to us and we reply within 24 hours. Schools get a personalised
            offer.
          </p>
          <ContactPoints />
        </div>
        <ContactForm headingId="contact-title" />
      </div>
    </section>
  );
}
