// /certificates/:code — the public verification of a printed certificate's code: who earned which level
// and when, and nothing else (no email, no other personal data). An unknown code says so; a revoked one
// says it was revoked. Rendered on the server: it works without JavaScript and without signing in.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ApiClientError, loaderApi, ok } from "../../api/client";
import { Shell } from "../subscription/Shell";
import { utcDate } from "../../../shared/format";

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

const longDate = (iso: string) =>
  utcDate("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));

export function CertificatePage() {
  const { code, result } = useLoaderData() as Awaited<ReturnType<typeof certificateLoader>>;
  return (
    <Shell className="progress-page">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">Certificate check</p>
          <h1>
            Code <span className="cert-code">{code.toUpperCase()}</span>
          </h1>
        </div>
      </section>
      <div className="container progress-body">
        <section className="progress-card" aria-live="polite" data-testid="certificate-check">
          {!result && <p>No certificate has this code. Please check the code printed on the certificate.</p>}
          {result?.status === "revoked" && <p>This certificate was revoked: it is no longer valid.</p>}
          {result?.status === "valid" && (
            <>
              <p className="cert-valid">This certificate is valid.</p>
              <p>
                <strong>{result.certificate.name}</strong> completed the level{" "}
                <strong>{result.certificate.level.name}</strong>
                {result.certificate.level.cefr && ` (${result.certificate.level.cefr})`} of Marhaba on{" "}
                {longDate(result.certificate.issued_at)}.
              </p>
              {result.certificate.issued_by && (
                <p data-testid="cert-school">Issued by {result.certificate.issued_by}.</p>
              )}
              {result.certificate.level.can_do.length > 0 && (
                <>
                  <h2>What this level teaches</h2>
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
