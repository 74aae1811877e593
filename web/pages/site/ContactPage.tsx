// /contact — the same form as the landing page, on its own page.
import { Link } from "react-router";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { ContactForm } from "../../components/site/ContactForm";

export function ContactPage() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="contact-page">
        <section className="page-hero tint-sky">
          <div className="container">
            <nav aria-label="Breadcrumb" className="breadcrumb">
              <ol>
                <li>
                  <Link to="/">Home</Link>
                </li>
                <li aria-current="page">Contact</li>
              </ol>
            </nav>
            <h1 id="contact-page-title">Contact us</h1>
            <p className="lead">Parents, schools and groups: ask us anything. We reply within 24 hours.</p>
          </div>
        </section>
        <div className="container contact-grid section">
          <div>
            <h2>Get in touch</h2>
            <p>Schools and groups get a personalised offer: logo customization, end-of-lesson quizzes, a progress dashboard, onboarding help and ongoing technical support.</p>
            <address className="contact-points">
              <p>
                <strong>Address</strong>
                <br />
                123 Learning Street, Suite 4, Springfield, Country
              </p>
              <p>
                <strong>Email</strong> <a href="mailto:hello@marhaba.example">hello@marhaba.example</a>
              </p>
              <p>
                <strong>Phone</strong> <a href="tel:+10000000000">+1 (000) 000-0000</a>
              </p>
            </address>
          </div>
          <ContactForm headingId="contact-page-title" />
        </div>
      </main>
      <Footer />
    </>
  );
}
