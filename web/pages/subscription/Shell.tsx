// The frame of every learner page of this area: the internal navigation bar, the page, the footer.
import type { ReactNode } from "react";
import { AppNavbar } from "../../components/AppNavbar";
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { useSession } from "../../state/session";

export function Shell({ children, className = "", lang }: { children: ReactNode; className?: string; lang?: string }) {
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

/** A friendly price tag: the old price struck through, the new one big. */
export function PriceTag({ oldPrice, price, per }: { oldPrice: string; price: string; per: string }) {
  return (
    <p className="price-tag">
      <del aria-label={`old price ${oldPrice} euros`}>{oldPrice} €</del> <strong>{price} €</strong> <span className="price-per">{per}</span>
    </p>
  );
}
