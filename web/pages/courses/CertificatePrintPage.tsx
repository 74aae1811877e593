// /certificates/:code/print — the family's printable certificate (A4 landscape; print or save as PDF
// from the browser: server-side PDF libraries get mixed Arabic and English wrong, COURSE-DESIGN.md §5).
// The child's name, the level with its can-do statements, the date, the platform, the verification
// code and a QR code of the public check page. The owner's only (another family's code is 404).
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { encodeQR } from "qr";
import { loaderApi, ok } from "../../api/client";
import { requireSession } from "../../state/session";
import { useSchool } from "../../state/site";
import { Ar } from "./bits";
import { longDate } from "../../../shared/i18n/translate";
import { Rich, useT } from "../../i18n";

export async function certificatePrintLoader(args: LoaderFunctionArgs) {
  await requireSession(args);
  const code = (args.params.code ?? "").toUpperCase();
  const { certificates } = await ok(loaderApi(args).certificates.get());
  const cert = certificates.find((c) => c.code === code && !c.revoked);
  if (!cert) throw data(null, { status: 404 });
  return { cert, checkUrl: new URL(`/certificates/${cert.code}`, args.request.url).href };
}

/** The QR code as SVG squares (no HTML injected), one unit per module with a 2-module quiet zone. */
function Qr({ text, size = 120 }: { text: string; size?: number }) {
  const t = useT();
  const m = encodeQR(text, "raw");
  let d = "";
  m.forEach((row, y) => row.forEach((on, x) => (d += on ? `M${x + 2} ${y + 2}h1v1h-1z` : "")));
  const n = m.length + 4;
  return (
    <svg
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      role="img"
      aria-label={t("courses.cert.qr")}
      shapeRendering="crispEdges"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#1f2a37" />
    </svg>
  );
}

export function CertificatePrintPage() {
  const { cert, checkUrl } = useLoaderData() as Awaited<ReturnType<typeof certificatePrintLoader>>;
  const school = useSchool();
  const t = useT();
  return (
    <main id="main" className="cert-print">
      <div className="cert-tools">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          {t("courses.cert.print")}
        </button>
        <Link to="/progress" className="btn btn-ghost btn-sm">
          {t("courses.cert.backToProgress")}
        </Link>
      </div>
      <article className="cert-sheet" aria-label={t("courses.cert.sheet")}>
        <header className="cert-top">
          <Ar className="cert-ar">شَهَادَة</Ar>
          <p className="cert-kicker">{t("courses.cert.kicker")}</p>
        </header>
        <p className="cert-line">{t("courses.cert.certifies")}</p>
        <h1 className="cert-name" data-testid="cert-name">
          {cert.name}
        </h1>
        <p className="cert-line">
          <Rich
            k="courses.cert.hasCompleted"
            values={{
              level: cert.level.name,
              cefr: cert.level.cefr ? ` (${cert.level.cefr})` : "",
              date: longDate(cert.issued_at, t.locale),
            }}
            tags={{ b: (c) => <strong>{c}</strong> }}
          />
        </p>
        {cert.level.can_do.length > 0 && (
          <ul className="cert-cando" aria-label={t("courses.cert.teaches")}>
            {cert.level.can_do.slice(0, 8).map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        )}
        <footer className="cert-foot">
          <div>
            <p className="cert-brand">
              Marhaba <Ar>مَرْحَبًا</Ar>
            </p>
            {/* a self-hosted school issues its pupils' certificates (issue #16), under the name it had then */}
            {cert.issued_by && (
              <p className="cert-school" data-testid="cert-school">
                {school.logo_url && <img src={school.logo_url} alt="" width="48" height="48" />}
                <span>{t("courses.cert.issuedByLower", { school: cert.issued_by })}</span>
              </p>
            )}
            <p className="cert-check">
              <Rich
                k="courses.cert.check"
                values={{ code: cert.code }}
                tags={{ c: (c) => <span className="cert-code">{c}</span> }}
              />
              <br />
              {checkUrl}
            </p>
          </div>
          <Qr text={checkUrl} />
        </footer>
      </article>
    </main>
  );
}
