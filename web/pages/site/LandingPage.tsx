// Placeholder landing page; the public-site work builds the real one.
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";

export function LandingPage() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="page-center">
        <h1>
          <span lang="ar" dir="rtl" className="arabic">
            مرحبا
          </span>{" "}
          — Learn Arabic Online
        </h1>
      </main>
      <Footer />
    </>
  );
}
