// /privacy, /terms and /accessibility (issue #28). What they say about this instance comes from it: the
// data controller and the retention periods are operator settings (the page says plainly when the
// controller is missing), the processors are those configured, the rest is how the product works.
import type { ReactNode } from "react";
import { Link } from "../../components/Link";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { useClaims, useSite } from "../../state/site";

function Page({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <>
      <PublicHeader />
      <main id="main" className="legal-page">
        <PageHero tint="sky" trail={[]} current={title}>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
        </PageHero>
        <div className="container legal-body">{children}</div>
      </main>
      <Footer />
    </>
  );
}

function Controller() {
  const { controller } = useSite();
  if (!controller?.name)
    return (
      <p className="alert alert-warn" data-testid="controller-missing">
        <strong>Missing:</strong> the people who run this site have not yet given the name and address of who
        is responsible for your data (the “data controller”). Until they do, ask them through the{" "}
        <Link to="/contact">contact page</Link>.
      </p>
    );
  return (
    <address data-testid="controller">
      <strong>{controller.name}</strong>
      {controller.address && <span className="pre-line">{`\n${controller.address}`}</span>}
    </address>
  );
}

export function PrivacyPage() {
  const { retention } = useSite();
  const c = useClaims();
  const r = retention ?? { unverified_days: 30, inactive_months: 24, warning_days: 30 };
  return (
    <Page
      title="Privacy notice"
      lead="What Marhaba keeps about grown-ups, children and pupils, why, for how long, and how to take it with you or delete it."
    >
      <section aria-labelledby="pv-who">
        <h2 id="pv-who">Who is responsible</h2>
        <Controller />
      </section>

      <section aria-labelledby="pv-what">
        <h2 id="pv-what">What we keep, why, and for how long</h2>
        <div>
          <table className="legal-table">
            <thead>
              <tr>
                <th scope="col">Whose</th>
                <th scope="col">What</th>
                <th scope="col">Why</th>
                <th scope="col">How long</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">A grown-up's account</th>
                <td data-label="What">
                  Name, email address, user name, the password (only as a one-way hash), the phone, address
                  and country if you gave them, your sign-ins, your plan, your payments and the weekly email
                  choice.
                </td>
                <td data-label="Why">
                  To let you sign in, run your plan, send the mails you asked for and answer you.
                </td>
                <td data-label="How long">
                  Until you delete the account. An account whose email address was never confirmed is removed
                  after {r.unverified_days} days; a free account nobody signed in to for {r.inactive_months}{" "}
                  months is removed {r.warning_days} days after a warning email, unless someone signs in.
                </td>
              </tr>
              <tr>
                <th scope="row">A child's profile</th>
                <td data-label="What">
                  A first name or nickname, one of our animal pictures and an age band; what the child learns
                  (lessons, answers, stars, practice words, level tests, certificates); when and by which
                  account a parent or guardian agreed to the profile. No email, no password, no photo.
                </td>
                <td data-label="Why">
                  So the child has their own lessons and progress, and the parent can follow them.
                </td>
                <td data-label="How long">Until the parent deletes the profile or the account.</td>
              </tr>
              <tr>
                <th scope="row">A pupil in a school class</th>
                <td data-label="What">
                  A first name, an animal picture, the class, a one-way hash of the three-picture password,
                  and what the pupil learns.
                </td>
                <td data-label="Why">
                  So the teacher can follow the class and the pupil can sign in without an email.
                </td>
                <td data-label="How long">
                  Until the teacher deletes the pupil or the class. The teacher can export one pupil's data.
                </td>
              </tr>
              <tr>
                <th scope="row">Payments</th>
                <td data-label="What">
                  Who paid, how much, when, and the payment's reference. Never your card number: the payment
                  provider handles it.
                </td>
                <td data-label="Why">Accounting law.</td>
                <td data-label="How long">
                  As long as the law requires, also after the account is deleted, with nothing about your
                  children.
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="pv-processors">
        <h2 id="pv-processors">Who else handles it</h2>
        <ul>
          {c.processors.payments === "stripe" ? (
            <li>
              <strong>Stripe</strong> takes card payments: it receives your email address and the amount, and
              your card details go to it directly.
            </li>
          ) : (
            <li>No card payment provider is set up on this site: nothing is sent to one.</li>
          )}
          {c.processors.mail ? (
            <li>
              <strong>The mail service</strong> chosen by the people who run this site carries our emails to
              your address.
            </li>
          ) : (
            <li>No outside mail service is set up: emails are kept on this site's own server.</li>
          )}
          {c.processors.google_sign_in && (
            <li>
              <strong>Google</strong> signs you in when you choose “Sign in with Google”.
            </li>
          )}
          {c.processors.school_sign_in && (
            <li>Your school's own sign-in service signs you in when you choose it.</li>
          )}
          <li>Everything else stays on this site's server. Nothing is sold or shared with anyone else.</li>
        </ul>
      </section>

      <section aria-labelledby="pv-notrack">
        <h2 id="pv-notrack">No advertising, no tracking</h2>
        <p>
          There are no advertisements, no analytics, no tracking pixels and no cookies from other sites. The
          only cookies keep you signed in.
          {c.videos > 0 &&
            " A video on the home page is loaded from YouTube's privacy-enhanced address only when you press play."}
        </p>
      </section>

      <section aria-labelledby="pv-rights">
        <h2 id="pv-rights">Take it with you, correct it, delete it</h2>
        <ul>
          <li>
            <strong>Download</strong> everything we keep about your family in one file:{" "}
            <Link to="/profile">Profile</Link> → Our Data → “Download all our data”.
          </li>
          <li>
            <strong>Correct</strong> your name and your children's profiles on your{" "}
            <Link to="/profile">Profile</Link>.
          </li>
          <li>
            <strong>Delete</strong> one child's profile, the learning history, or the whole account on your{" "}
            <Link to="/profile">Profile</Link>. Deleting the account is immediate and a confirmation email
            follows.
          </li>
          <li>
            For anything else, or to complain, write to the data controller above. You may also complain to
            your data protection authority.
          </li>
        </ul>
      </section>
    </Page>
  );
}

export function TermsPage() {
  return (
    <Page title="Terms of use" lead="The short version of the rules of this site.">
      <section aria-labelledby="tm-who">
        <h2 id="tm-who">Who runs this site</h2>
        <Controller />
      </section>
      <section aria-labelledby="tm-accounts">
        <h2 id="tm-accounts">Accounts</h2>
        <ul>
          <li>
            A grown-up makes the account. Children learn in profiles their parent or guardian adds; pupils are
            added by their teacher.
          </li>
          <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
          <li>You may delete your account at any time on your Profile.</li>
        </ul>
      </section>
      <section aria-labelledby="tm-pay">
        <h2 id="tm-pay">The free demo and Premium</h2>
        <ul>
          <li>The free demo is once per account and needs no card.</li>
          <li>
            Premium is one payment for the months shown before you pay, with the dates they run. It never
            renews by itself.
          </li>
          <li>
            If you pay during the demo, the demo days left are kept: the paid months start when the demo would
            have ended.
          </li>
          <li>Ask within 30 days of paying and we refund you in full.</li>
        </ul>
      </section>
      <section aria-labelledby="tm-fair">
        <h2 id="tm-fair">Fair use</h2>
        <p>
          Use the site to learn and to teach. Do not try to break it, to reach other families' data or to
          overload it.
        </p>
      </section>
      <p>
        See also the <Link to="/privacy">privacy notice</Link> and the{" "}
        <Link to="/accessibility">accessibility statement</Link>.
      </p>
    </Page>
  );
}

export function AccessibilityPage() {
  const c = useClaims();
  return (
    <Page
      title="Accessibility statement"
      lead="Marhaba aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Here is where it does, and where it does not yet."
    >
      <section aria-labelledby="ac-ok">
        <h2 id="ac-ok">What conforms</h2>
        <ul>
          <li>
            Every page is checked automatically (axe) for the WCAG A and AA rules it can test, at phone and
            desktop widths.
          </li>
          <li>
            Everything works with a keyboard, with a visible focus ring; focus moves to each new activity in a
            lesson.
          </li>
          <li>
            Text and controls meet the contrast ratios; pages reflow at 320 CSS pixels without sideways
            scrolling.
          </li>
          <li>
            Form fields have labels and their errors are announced; Arabic text is marked as Arabic and
            right-to-left.
          </li>
          <li>
            Children's buttons are at least 48 pixels in most activities, and nothing moves or flashes on its
            own.
          </li>
        </ul>
      </section>
      <section aria-labelledby="ac-gaps">
        <h2 id="ac-gaps">Known gaps</h2>
        <ul>
          {!c.audio.complete && (
            <li>
              Not every letter and word has a clip yet ({c.audio.recorded} of {c.audio.total} have one):
              without one, a device's own Arabic voice reads it, or its spelling in Latin letters is shown.
            </li>
          )}
          <li>
            Instructions in activities are written, not yet spoken, so a child who cannot read needs a
            grown-up nearby.
          </li>
          <li>Tracing letters needs a pointer, a finger or a mouse; it has no keyboard alternative yet.</li>
          <li>In “find the letter in the word”, the letters can be smaller than 44 pixels.</li>
          <li>The site is in English; only two payment pages exist in French.</li>
        </ul>
      </section>
      <section aria-labelledby="ac-contact">
        <h2 id="ac-contact">Tell us</h2>
        <p>
          If something is hard to use, please tell us through the <Link to="/contact">contact page</Link>. We
          answer within 24 hours.
        </p>
        <Controller />
      </section>
    </Page>
  );
}
