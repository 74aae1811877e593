// The coloured top of a public page: the breadcrumb trail from Home, then the page's own heading.
import type { ReactNode } from "react";
import { Link } from "../Link";
import { useT } from "../../i18n";

export type Crumb = { label: string; href: string };

export function PageHero({
  tint,
  trail = [],
  current,
  children,
}: {
  tint: string;
  trail?: Crumb[];
  current: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className={`page-hero tint-${tint}`}>
      <div className="container">
        <nav aria-label={t("common.notFound.breadcrumb")} className="breadcrumb">
          <ol>
            <li>
              <Link to="/">{t("common.nav.home")}</Link>
            </li>
            {trail.map((c) => (
              <li key={c.href}>
                <a href={c.href}>{c.label}</a>
              </li>
            ))}
            <li aria-current="page">{current}</li>
          </ol>
        </nav>
        {children}
      </div>
    </section>
  );
}
