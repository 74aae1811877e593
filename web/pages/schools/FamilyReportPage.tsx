// /family-report/:token — a pupil's one page for their family, opened from the teacher's link without an
// account (issue #29). The link ends after 30 days or when the teacher withdraws it.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ApiClientError, loaderApi, ok } from "../../api/client";
import { longDay, PupilPage } from "./reportBits";
import { useT } from "../../i18n";

export async function familyReportLoader(args: LoaderFunctionArgs) {
  try {
    return {
      report: await ok(
        loaderApi(args)
          ["family-report"]({ token: encodeURIComponent(args.params.token ?? "") })
          .get(),
      ),
      gone: null,
    };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) return { report: null, gone: e.message };
    throw e;
  }
}

export function FamilyReportPage() {
  const { report, gone } = useLoaderData() as Awaited<ReturnType<typeof familyReportLoader>>;
  const t = useT();
  if (!report) {
    return (
      <main id="main" className="report">
        <h1>{t("classes.familyReport.gone")}</h1>
        <p>{gone}</p>
      </main>
    );
  }
  return (
    <main id="main" className="report">
      <div className="report-tools">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          {t("classes.print")}
        </button>
        <p className="report-muted">
          {t("classes.familyReport.until", { day: longDay(report.expires_at, t) })}
        </p>
      </div>
      <PupilPage r={report} />
    </main>
  );
}
