// The landing page (SPEC section 2): header, hero, about, services grid, fun facts, video
// carousel, call-to-action banner, level-test promotion, bundles, contact form, footer,
// scroll-to-top link.
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { Hero } from "../../components/site/Hero";
import { About } from "../../components/site/About";
import { Services } from "../../components/site/Services";
import { FunFacts } from "../../components/site/FunFacts";
import { VideoCarousel, type CarouselCard } from "../../components/site/VideoCarousel";
import { usePayments, useSite } from "../../state/site";
import { CtaBanner } from "../../components/site/CtaBanner";
import { LevelTestPromo } from "../../components/site/LevelTestPromo";
import { Bundles } from "../../components/site/Bundles";
import { ContactSection } from "../../components/site/ContactSection";
import { ScrollToTop } from "../../components/site/ScrollToTop";
import { LayoutStyles } from "../../components/site/LayoutStyles";

export function LandingPage() {
  const cards: CarouselCard[] = useSite().videos.map((v) => ({
    kind: "video",
    key: v.id,
    title: v.title,
    thumbnail: v.thumbnail_url,
    embedUrl: v.embed_url,
  }));
  const sells = usePayments(); // a school's instance (PAYMENTS=off) shows no demo offer and no prices (issue #33)
  return (
    <div className="landing" id="top">
      <LayoutStyles />
      <PublicHeader />
      <main id="main">
        <Hero />
        <About />
        <Services />
        <FunFacts />
        <VideoCarousel cards={cards} />
        {sells && <CtaBanner />}
        <LevelTestPromo />
        {sells && <Bundles />}
        <ContactSection />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
