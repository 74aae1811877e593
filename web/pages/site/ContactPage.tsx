// /contact — the same form as the landing page, on its own page.
import { Link } from "react-router";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { ContactForm } from "../../components/site/ContactForm";
import { ContactPoints } from "../../components/site/ContactPoints";

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
            <ContactPoints />
          </div>
          <ContactForm headingId="contact-page-title" />
        </div>
      </main>
      <Footer />
    </>
  );
}
