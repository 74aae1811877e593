// The family's earned certificates with a link to each one's print page (dashboard and profile);
// nothing at all when there is none. Revoked ones are not offered for printing.
import { Link } from "../../components/Link";
import type { CertificateView } from "./types";
import { useT } from "../../i18n";

export function EarnedCertificates({ certificates }: { certificates: CertificateView[] }) {
  const t = useT();
  const valid = certificates.filter((c) => !c.revoked);
  if (valid.length === 0) return null;
  return (
    <ul className="cert-links" data-testid="earned-certificates">
      {valid.map((c) => (
        <li key={c.code}>
          <Link to={`/certificates/${c.code}/print`}>
            {t("courses.cert.earned", {
              level: c.level.name,
              cefr: c.level.cefr ? ` (${c.level.cefr})` : "",
            })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
