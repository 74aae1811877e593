import { ContactForm } from "./ContactForm";

export function ContactSection() {
  return (
    <section id="contact" className="section contact" aria-labelledby="contact-title">
      <div className="container contact-grid">
        <div>
          <p className="eyebrow">Contact</p>
          <h2 id="contact-title">Questions? We are here to help</h2>
          <p>Parents, schools and groups: write to us and we reply within 24 hours. Schools get a personalised offer.</p>
          <ul className="contact-points">
            <li>
              <strong>Email</strong> <a href="mailto:hello@marhaba.example">hello@marhaba.example</a>
            </li>
            <li>
              <strong>Phone</strong> <a href="tel:+10000000000">+1 (000) 000-0000</a>
            </li>
          </ul>
        </div>
        <ContactForm headingId="contact-title" />
      </div>
    </section>
  );
}
