// The frame of every learner page of this area: the internal navigation bar, the page, the footer.
import type { ReactNode } from "react";
import { AppNavbar } from "../../components/AppNavbar";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { useSession } from "../../state/session";
import { monthsText, monthsWords, oldPrice, price, priceLocale, type Locale } from "../../lib/offer";
import { fixedPriceWords } from "./format";
import { useT } from "../../i18n";

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
export function PriceTag({ months, locale }: { months: number; locale?: Locale }) {
  const t = useT();
  const euros = locale ?? priceLocale(t);
  // a page that sets its own language (locale) words the tag itself; every other page from the catalogue
  const fixed = locale ? fixedPriceWords(locale) : null;
  return (
    <p className="price-tag" data-testid="price-tag">
      <del
        aria-label={
          fixed ? fixed.old(oldPrice(euros)) : t("subscription.price.old", { price: oldPrice(euros) })
        }
      >
        {oldPrice(euros)}
      </del>{" "}
      <strong data-testid="price">{price(euros)}</strong>{" "}
      <span className="price-per" data-testid="months">
        {fixed
          ? fixed.per(monthsText(months, euros))
          : t("subscription.price.for", { months: monthsWords(t, months) })}
      </span>
    </p>
  );
}
