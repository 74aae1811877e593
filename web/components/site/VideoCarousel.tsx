// The carousel (SPEC section 9): 3 slides visible, 2 at 1024/991 px, 1 at 767/480 px
// (set in CSS), autoplay with a 1000 ms slide transition, arrows, no dots. A small accessible
// carousel of our own: a native scroll-snap track (swipe, keyboard and no-JS scrolling work),
// arrows that move one slide, autoplay that pauses on hover and focus, a pause button, and no
// motion at all for prefers-reduced-motion.
// Cards are outside videos the operator added (a click-to-load facade: nothing is loaded from the
// video site's player, and no cookie set, before the visitor presses play) or, later, our own
// lessons (a picture linking to the lesson). With no card the section is not rendered at all.
import { useT } from "../../i18n";
import { useEffect, useRef, useState } from "react";

export type CarouselCard =
  | { kind: "video"; key: string; title: string; thumbnail: string; embedUrl: string }
  | { kind: "lesson"; key: string; title: string; picture: string; href: string };

export const SLIDE_SPEED_MS = 1000;
export const AUTOPLAY_INTERVAL_MS = 3000;

const reducedMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/** A designed placeholder first; the real picture replaces it only once it has loaded. */
function Thumb({
  src,
  index,
  visible,
  play,
}: {
  src: string;
  index: number;
  visible: boolean;
  play: boolean;
}) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!visible || loaded) return;
    let alive = true;
    const img = new Image();
    img.onload = () => alive && img.naturalWidth > 0 && setLoaded(true);
    img.src = src;
    return () => {
      alive = false;
      img.onload = null;
    };
  }, [visible, src]);
  return (
    <span className={`video-thumb thumb-${(index % 4) + 1}`}>
      {loaded ? (
        <img src={src} alt="" width="480" height="360" decoding="async" />
      ) : (
        <span className="video-placeholder" aria-hidden="true">
          <span lang="ar" dir="rtl" className="arabic">
            {"أبجد".charAt(index % 4)}
          </span>
        </span>
      )}
      {play && (
        <span className="video-play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      )}
    </span>
  );
}

/** Our own play button over the picture; the privacy-enhanced player is loaded only on press. */
function VideoFacade({
  card,
  index,
  visible,
  onPlay,
}: {
  card: Extract<CarouselCard, { kind: "video" }>;
  index: number;
  visible: boolean;
  onPlay: () => void;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <div className="video-card is-playing">
        <span className="video-thumb">
          <iframe
            src={card.embedUrl}
            title={card.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </span>
        <span className="video-title">{card.title}</span>
      </div>
    );
  // A link to the same privacy-enhanced player, so the card also works without JavaScript;
  // with JavaScript the player opens in place instead.
  return (
    <a
      className="video-card"
      href={card.embedUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => {
        e.preventDefault();
        setPlaying(true);
        onPlay();
      }}
    >
      <Thumb src={card.thumbnail} index={index} visible={visible} play />
      <span className="video-title">{card.title}</span>
      <span className="sr-only">{t("site.videos.playVideo")}</span>
    </a>
  );
}

export function VideoCarousel({ cards }: { cards: CarouselCard[] }) {
  const sectionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const animRef = useRef<number | null>(null);
  const [visible, setVisible] = useState(false);
  const [held, setHeld] = useState(false); // hover or focus inside
  const [paused, setPaused] = useState(false); // the visitor pressed Pause
  const [reduced, setReduced] = useState(false);
  const t = useT();

  useEffect(() => {
    const mq = matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(mq.matches);
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  // Thumbnails are only requested once the carousel comes near the viewport.
  useEffect(() => {
    const el = sectionRef.current;
    if (!el || typeof IntersectionObserver !== "function") return setVisible(true);
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setVisible(true),
      { rootMargin: "200px" },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const geometry = () => {
    const track = trackRef.current!;
    const slides = track.children as HTMLCollectionOf<HTMLElement>;
    const step = slides.length > 1 ? slides[1].offsetLeft - slides[0].offsetLeft : track.clientWidth;
    // right to left, slides run leftwards: step and scrollLeft are both negative, so index and `to` hold
    const perView = Math.max(1, Math.round((track.clientWidth + 1) / Math.abs(step)));
    const index = Math.round(track.scrollLeft / step);
    return { track, step, perView, index, last: Math.max(0, slides.length - perView) };
  };

  const goTo = (target: number) => {
    const { track, step, last } = geometry();
    const i = target > last ? 0 : target < 0 ? last : target;
    const to = i * step;
    if (animRef.current) cancelAnimationFrame(animRef.current);
    if (reducedMotion()) {
      track.scrollLeft = to;
      return;
    }
    const from = track.scrollLeft;
    const start = performance.now();
    track.classList.add("is-animating");
    const tick = (now: number) => {
      const p = Math.min(1, (now - start) / SLIDE_SPEED_MS);
      const eased = p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2;
      track.scrollLeft = from + (to - from) * eased;
      if (p < 1) animRef.current = requestAnimationFrame(tick);
      else {
        animRef.current = null;
        track.classList.remove("is-animating");
      }
    };
    animRef.current = requestAnimationFrame(tick);
  };
  const move = (delta: number) => trackRef.current && goTo(geometry().index + delta);

  // No autoplay without slides to move through (with no video the section is not rendered at all).
  useEffect(() => {
    if (reduced || held || paused || cards.length < 2) return;
    const t = setInterval(() => move(1), AUTOPLAY_INTERVAL_MS + SLIDE_SPEED_MS);
    return () => clearInterval(t);
  }, [reduced, held, paused, cards.length]);

  useEffect(() => () => void (animRef.current && cancelAnimationFrame(animRef.current)), []);

  if (cards.length === 0) return null;

  return (
    <section
      ref={sectionRef}
      className="section videos"
      aria-labelledby="videos-title"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setHeld(false)}
    >
      <div className="container">
        <p className="eyebrow center">{t("site.videos.eyebrow")}</p>
        <h2 id="videos-title" className="center">
          {t("site.videos.title")}
        </h2>
        <div
          className="carousel"
          role="region"
          aria-roledescription={t("site.videos.carousel")}
          aria-label={t("site.videos.region")}
        >
          <div className="carousel-controls">
            <button
              type="button"
              className="carousel-arrow"
              aria-label={t("site.videos.previous")}
              onClick={() => move(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            {!reduced && (
              <button
                type="button"
                className="carousel-pause"
                aria-pressed={paused}
                onClick={() => setPaused((p) => !p)}
              >
                {paused ? t("site.videos.play") : t("site.videos.pause")}
                <span className="sr-only">{t("site.videos.autoSliding")}</span>
              </button>
            )}
            <button
              type="button"
              className="carousel-arrow"
              aria-label={t("site.videos.next")}
              onClick={() => move(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <div className="carousel-track" ref={trackRef}>
            {cards.map((c, i) => (
              <div
                key={c.key}
                className="carousel-slide"
                role="group"
                aria-roledescription={t("site.videos.slideRole")}
                aria-label={t("site.videos.slide", { n: i + 1, total: cards.length })}
              >
                {c.kind === "video" ? (
                  <VideoFacade card={c} index={i} visible={visible} onPlay={() => setPaused(true)} />
                ) : (
                  <a className="video-card" href={c.href}>
                    <Thumb src={c.picture} index={i} visible={visible} play={false} />
                    <span className="video-title">{c.title}</span>
                  </a>
                )}
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
