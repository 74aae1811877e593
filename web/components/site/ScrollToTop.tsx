// The scroll-to-top link. Without JavaScript it is always there; with it, it appears once the
// visitor has scrolled, so it never covers the hero.
import { useEffect, useRef } from "react";
import { useT } from "../../i18n";

export const SCROLL_TOP_AFTER_PX = 400;

export function ScrollToTop() {
  const ref = useRef<HTMLAnchorElement>(null);
  const t = useT();
  useEffect(() => {
    const onScroll = () => ref.current?.classList.toggle("is-hidden", window.scrollY < SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <nav aria-label={t("site.scrollNav")}>
      <a href="#top" className="scroll-top" aria-label={t("site.scrollTop")} ref={ref}>
        <span aria-hidden="true">↑</span>
      </a>
    </nav>
  );
}
