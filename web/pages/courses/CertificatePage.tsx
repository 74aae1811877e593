// /certificates/:code — the public verification of a printed certificate's code: who earned which level
// and when, and nothing else (no email, no other personal data). An unknown code says so; a revoked one
// says it was revoked. Rendered on the server: it works without JavaScript and without signing in.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ApiClientError, loaderApi, ok } from "../../api/client";
import { Shell } from "../subscription/Shell";
import { longDate } from "../../../shared/i18n/translate";
import { Rich, useT } from "../../i18n";

export async function certificateLoader(args: LoaderFunctionArgs) {
  const code = args.params.code ?? "";
  try {
    return {
      code,
      result: await ok(
        loaderApi(args)
          .certificates({ code: encodeURIComponent(code) })
          .get(),
      ),
    };
  } catch (e) {
    if (e instanceof ApiClientError && e.status === 404) return { code, result: null };
    throw e;
  }
}

export function CertificatePage() {
  const t = useT();
  const { code, result } = useLoaderData() as Awaited<ReturnType<typeof certificateLoader>>;
  return (
    <Shell className="progress-page">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">{t("courses.cert.checkEyebrow")}</p>
          <h1>
            <Rich
              k="courses.cert.code"
              values={{ code: code.toUpperCase() }}
              tags={{ c: (c) => <span className="cert-code">{c}</span> }}
            />
          </h1>
        </div>
      </section>
      <div className="container progress-body">
        <section className="progress-card" aria-live="polite" data-testid="certificate-check">
          {!result && <p>{t("courses.cert.unknown")}</p>}
          {result?.status === "revoked" && <p>{t("courses.cert.revoked")}</p>}
          {result?.status === "valid" && (
            <>
              <p className="cert-valid">{t("courses.cert.valid")}</p>
              <p>
                <Rich
                  k="courses.cert.completed"
                  values={{
                    name: result.certificate.name,
                    level: result.certificate.level.name,
                    cefr: result.certificate.level.cefr ? ` (${result.certificate.level.cefr})` : "",
                    date: longDate(result.certificate.issued_at, t.locale),
                  }}
                  tags={{ b: (c) => <strong>{c}</strong> }}
                />
              </p>
              {result.certificate.issued_by && (
                <p data-testid="cert-school">
                  {t("courses.cert.issuedBy", { school: result.certificate.issued_by })}
                </p>
              )}
              {result.certificate.level.can_do.length > 0 && (
                <>
                  <h2>{t("courses.cert.teaches")}</h2>
                  <ul>
                    {result.certificate.level.can_do.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </section>
      </div>
    </Shell>
  );
}
