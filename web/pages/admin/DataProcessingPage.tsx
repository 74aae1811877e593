// /admin/data-processing (issue #28): a one-page summary a school can print and file: what this instance
// stores about pupils and the others in it, where, for how long, who can see it, who else processes it.
import { redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ApiClientError, loaderApi, ok, type api, type Reply } from "../../api/client";
import { redirectWithNotice } from "../../lib/notice";
import { requireSession } from "../../state/session";
import { Link } from "../../components/Link";

type ProcessingSummary = Reply<(typeof api.admin)["data-processing"]["get"]>;
import { shortDate } from "./format";
import { useT } from "../../i18n";

export async function dataProcessingLoader(args: LoaderFunctionArgs): Promise<ProcessingSummary> {
  const session = await requireSession(args);
  if (!session.user.is_admin) throw redirectWithNotice("/dashboard", "admin.accessDenied", "error");
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
  const t = useT();
  return (
    <main id="main" className="container dp-page">
      <p className="dp-actions no-print">
        <Link to="/admin">{t("admin.dp.back")}</Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          {t("admin.dp.print")}
        </button>
      </p>
      <h1>{t("admin.dp.title", { school: d.school || "none" })}</h1>
      <p className="muted">{t("admin.dp.figures", { day: shortDate(d.generated_at, t) })}</p>

      <h2>{t("admin.dp.who")}</h2>
      {d.controller.name ? (
        <p className="pre-line" data-testid="dp-controller">
          {[d.controller.name, d.controller.address].filter(Boolean).join("\n")}
        </p>
      ) : (
        <p className="alert alert-warn" data-testid="dp-controller-missing">
          {t("admin.dp.missing")}
        </p>
      )}

      <h2>{t("admin.dp.what")}</h2>
      <ul>
        <li>{t("admin.dp.what1")}</li>
        <li>{t("admin.dp.what2")}</li>
        <li>
          {t("admin.dp.today", {
            pupils: d.counts.pupils,
            classes: d.counts.classes,
            teachers: d.counts.teachers,
            grownUps: d.counts.grown_ups,
            children: d.counts.child_profiles,
          })}
        </li>
      </ul>

      <h2>{t("admin.dp.where")}</h2>
      <p>{t("admin.dp.whereText", { storage: d.storage })}</p>

      <h2>{t("admin.dp.howLong")}</h2>
      <ul>
        <li>{t("admin.dp.howLong1")}</li>
        <li>
          {t("admin.dp.howLong2", { days: d.retention.unverified_days, months: d.retention.inactive_months })}
        </li>
        <li>{t("admin.dp.howLong3")}</li>
      </ul>

      <h2>{t("admin.dp.see")}</h2>
      <ul>
        <li>{t("admin.dp.see1")}</li>
        <li>{t("admin.dp.see2")}</li>
        <li>{t("admin.dp.see3")}</li>
      </ul>

      <h2>{t("admin.dp.others")}</h2>
      <ul>
        <li>{t("admin.dp.others1")}</li>
        <li>{d.processors.payments === "stripe" ? t("admin.dp.stripe") : t("admin.dp.noPayments")}</li>
        <li>{d.processors.mail ? t("admin.dp.mail") : t("admin.dp.noMail")}</li>
        {d.processors.school_sign_in && <li>{t("admin.dp.schoolSignIn")}</li>}
        {d.processors.google_sign_in && <li>{t("admin.dp.google")}</li>}
      </ul>
      <p className="muted">{t("admin.dp.privacy")}</p>
    </main>
  );
}
