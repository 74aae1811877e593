// The landing page (SPEC section 2): header, hero, about, services grid, fun facts, video
// carousel, call-to-action banner, level-test promotion, bundles, contact form, footer,
// scroll-to-top link.
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { Hero } from "../../components/site/Hero";
import { About } from "../../components/site/About";
import { Services } from "../../components/site/Services";
import { FunFacts } from "../../components/site/FunFacts";
import { VideoCarousel } from "../../components/site/VideoCarousel";
import { CtaBanner } from "../../components/site/CtaBanner";
import { LevelTestPromo } from "../../components/site/LevelTestPromo";
import { Bundles } from "../../components/site/Bundles";
import { ContactSection } from "../../components/site/ContactSection";
import { ScrollToTop } from "../../components/site/ScrollToTop";
import { LayoutStyles } from "../../components/site/LayoutStyles";

export function LandingPage() {
  return (
    <div className="landing" id="top">
      <LayoutStyles />
      <PublicHeader />
      <main id="main">
        <Hero />
        <About />
        <Services />
        <FunFacts />
        <VideoCarousel />
        <CtaBanner />
        <LevelTestPromo />
        <Bundles />
        <ContactSection />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
