// /teach/classes/:id/pupils/:pid/report — a pupil's one page for their family: printed, or opened through
// a link the family needs no account for (30 days; a new link or "Withdraw the link" ends the old one).
import { useState } from "react";
import { data, useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { api, ApiClientError, loaderApi, ok, type Reply } from "../../api/client";
import { requireTeacherPage } from "./teacher";
import { longDay, PupilPage } from "./reportBits";

type Pupil = ReturnType<ReturnType<typeof api.classes>["pupils"]>;
type LinkMade = Reply<Pupil["report-link"]["post"]>;

export async function pupilReportLoader(args: LoaderFunctionArgs) {
  await requireTeacherPage(args);
  const { id = "", pid = "" } = args.params;
  if (!/^\d{1,12}$/.test(id) || !/^\d{1,12}$/.test(pid)) throw data(null, { status: 404 });
  try {
    return {
      report: await ok(loaderApi(args).classes({ id }).pupils({ pid }).report.get()),
      classId: Number(id),
      pupilId: Number(pid),
    };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) throw data(null, { status: 404 });
    throw e;
  }
}

export function PupilReportPage() {
  const { report, classId, pupilId } = useLoaderData() as Awaited<ReturnType<typeof pupilReportLoader>>;
  const revalidator = useRevalidator();
  const [made, setMade] = useState<LinkMade | null>(null);
  const [error, setError] = useState<string | null>(null);
  const link = api.classes({ id: classId }).pupils({ pid: pupilId })["report-link"];
  const act = async (what: () => Promise<void>) => {
    setError(null);
    try {
      await what();
      revalidator.revalidate();
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : "Something went wrong. Please try again.");
    }
  };
  return (
    <main id="main" className="report">
      <div className="report-tools">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          Print
        </button>
        <Link to={`/teach/classes/${classId}/report`} className="btn btn-ghost btn-sm">
          Back to the class report
        </Link>
        <div className="report-link-box">
          {made ? (
            <p role="status">
              The family's link (works until {longDay(made.expires_at)}, shown once):{" "}
              <input
                readOnly
                value={made.url}
                aria-label="The family's link"
                onFocus={(e) => e.target.select()}
                data-testid="family-link"
              />
            </p>
          ) : report.link ? (
            <p>A family link works until {longDay(report.link.expires_at)}.</p>
          ) : (
            <p>No family link yet.</p>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => act(async () => setMade(await ok(link.post({}))))}
          >
            {report.link
              ? "Make a new link (the old one stops working)"
              : "Make a link for the family (30 days)"}
          </button>
          {(report.link || made) && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() =>
                act(async () => {
                  await ok(link.delete());
                  setMade(null);
                })
              }
            >
              Withdraw the link
            </button>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
      <PupilPage r={report} />
    </main>
  );
}
