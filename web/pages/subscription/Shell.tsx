// The frame of every learner page of this area: the internal navigation bar, the page, the footer.
import type { ReactNode } from "react";
import { AppNavbar } from "../../components/AppNavbar";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { useSession } from "../../state/session";
import { monthsText, oldPrice, price, type Locale } from "../../lib/offer";

export function Shell({
  children,
  className = "",
  lang,
}: {
  children: ReactNode;
  className?: string;
  lang?: string;
}) {
  const { user } = useSession();
  return (
    <>
      {user ? <AppNavbar /> : <PublicHeader />}
      <main id="main" className={`sub-page ${className}`} lang={lang}>
        {children}
      </main>
      <Footer />
    </>
  );
}

/**
 * A friendly price tag: the old price struck through, the new one big, and the months this
 * purchase grants (from the server's offer). Amounts come from the one constant, per language.
 */
export function PriceTag({ months, locale = "en" }: { months: number; locale?: Locale }) {
  const fr = locale === "fr";
  return (
    <p className="price-tag" data-testid="price-tag">
      <del aria-label={fr ? `ancien prix ${oldPrice(locale)}` : `old price ${oldPrice(locale)}`}>
        {oldPrice(locale)}
      </del>{" "}
      <strong data-testid="price">{price(locale)}</strong>{" "}
      <span className="price-per" data-testid="months">
        {fr ? "pour " : "for "}
        {monthsText(months, locale)}
      </span>
    </p>
  );
}
