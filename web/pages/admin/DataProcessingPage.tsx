// /admin/data-processing (issue #28): a one-page summary a school can print and file: what this instance
// stores about pupils and the others in it, where, for how long, who can see it, who else processes it.
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ApiClientError, loaderApi, ok, type api, type Reply } from "../../api/client";
import { redirectWithNotice } from "../../lib/notice";
import { requireSession } from "../../state/session";
import { Link } from "../../components/Link";
import { shortDate } from "../../../shared/format";

type ProcessingSummary = Reply<(typeof api.admin)["data-processing"]["get"]>;

export async function dataProcessingLoader(args: LoaderFunctionArgs): Promise<ProcessingSummary> {
  const session = await requireSession(args);
  if (!session.user.is_admin)
    throw redirectWithNotice("/dashboard", "Access denied. Admin privileges required.", "error");
  try {
    return await ok(loaderApi(args).admin["data-processing"].get());
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 401)
      throw redirect("/login?from=%2Fadmin%2Fdata-processing");
    throw e;
  }
}

export function DataProcessingPage() {
  const d = useLoaderData() as ProcessingSummary;
  return (
    <main id="main" className="container dp-page">
      <p className="dp-actions no-print">
        <Link to="/admin">← Admin</Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          Print this page
        </button>
      </p>
      <h1>Data processing summary{d.school ? `: ${d.school}` : ""}</h1>
      <p className="muted">
        Marhaba, Arabic lessons for children. Figures as of {shortDate(d.generated_at)}.
      </p>

      <h2>Who is responsible</h2>
      {d.controller.name ? (
        <p
          className="pre-line"
          data-testid="dp-controller"
        >{`${d.controller.name}${d.controller.address ? `\n${d.controller.address}` : ""}`}</p>
      ) : (
        <p className="alert alert-warn" data-testid="dp-controller-missing">
          Missing: set the data controller's name and address in the admin area's Site tab.
        </p>
      )}

      <h2>What is stored about pupils</h2>
      <ul>
        <li>
          A first name, one of 12 animal pictures, the class, and a one-way hash of the three-picture
          password. No email, no surname, no photo, no contact details.
        </li>
        <li>
          What each pupil does in lessons: answers, stars, practice words, level tests and certificates.
        </li>
        <li>
          Today: {d.counts.pupils} {d.counts.pupils === 1 ? "pupil" : "pupils"} in {d.counts.classes}{" "}
          {d.counts.classes === 1 ? "class" : "classes"}, {d.counts.teachers}{" "}
          {d.counts.teachers === 1 ? "teacher" : "teachers"}; {d.counts.grown_ups} grown-ups' accounts and{" "}
          {d.counts.child_profiles} child profiles of families.
        </li>
      </ul>

      <h2>Where</h2>
      <p>
        On this instance's own server only: a{" "}
        {d.storage === "postgresql" ? "PostgreSQL database" : "SQLite database file"} and its data folder.
        Pupils' data is not sent anywhere else.
      </p>

      <h2>For how long</h2>
      <ul>
        <li>
          A pupil's data: until the teacher deletes the pupil or the class (everything the pupil did goes with
          it, at once).
        </li>
        <li>
          Grown-ups' accounts: until deleted; never-confirmed accounts after {d.retention.unverified_days}{" "}
          days; unused free accounts after {d.retention.inactive_months} months and a warning.
        </li>
        <li>Payment records: as long as accounting law requires.</li>
      </ul>

      <h2>Who can see it</h2>
      <ul>
        <li>The pupil, on their own device after the picture sign-in: only their own lessons.</li>
        <li>
          The class's teacher: the class's pupils, their progress and their sign-in pictures; the teacher can
          export one pupil's data.
        </li>
        <li>This instance's administrators. Nobody else.</li>
      </ul>

      <h2>Who else processes data</h2>
      <ul>
        <li>Pupils: nobody. No advertising, no analytics, no tracking.</li>
        <li>
          {d.processors.payments === "stripe"
            ? "Families' card payments: Stripe."
            : "No card payment provider is set up."}
        </li>
        <li>
          {d.processors.mail
            ? "Emails to grown-ups: the mail service set up for this instance."
            : "No outside mail service is set up."}
        </li>
        {d.processors.school_sign_in && <li>Staff sign-in: the school's own identity provider.</li>}
        {d.processors.google_sign_in && <li>Optional sign-in of grown-ups: Google.</li>}
      </ul>
      <p className="muted">The full privacy notice: /privacy on this site.</p>
    </main>
  );
}
