// /contact — the same form as the landing page, on its own page.
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { ContactForm } from "../../components/site/ContactForm";
import { ContactPoints } from "../../components/site/ContactPoints";

export function ContactPage() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="contact-page">
        <PageHero tint="sky" current="Contact">
          <h1 id="contact-page-title">Contact us</h1>
          <p className="lead">Parents, schools and groups: ask us anything. We reply within 24 hours.</p>
        </PageHero>
        <div className="container contact-grid section">
          <div>
            <h2>Get in touch</h2>
            <p>
              Schools and groups get a personalised offer: logo customization, end-of-lesson quizzes, a
              progress dashboard, onboarding help and ongoing technical support.
            </p>
            <ContactPoints />
          </div>
          <ContactForm headingId="contact-page-title" />
        </div>
      </main>
      <Footer />
    </>
  );
}
