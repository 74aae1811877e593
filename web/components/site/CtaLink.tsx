// A landing call-to-action: the href is right from the first (server) paint; a notice, when
// the table has one, shows as a toast as the visitor is taken to the dashboard.
import type { ReactNode } from "react";
import { Link } from "../Link";
import { useSession } from "../../state/session";
import { showNotice } from "../../lib/notice";
import { ctaTarget, type CtaKind } from "./ctaRules";

export function CtaLink({
  kind,
  className,
  children,
}: {
  kind: CtaKind;
  className?: string;
  children: ReactNode;
}) {
  const s = useSession();
  const target = ctaTarget(kind, { signedIn: !!s.user, kind: s.access?.kind ?? "none" });
  return (
    <Link
      to={target.to}
      className={className}
      onClick={() => target.notice && showNotice("info", target.notice)}
    >
      {children}
    </Link>
  );
}
