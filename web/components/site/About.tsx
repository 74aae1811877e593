import { usePayments } from "../../state/site";
import { CtaLink } from "./CtaLink";
import { useClaims } from "../../state/site";
import type { Claims } from "../../../shared/claims";
import { Rich, useT, type MessageKey, type Translator } from "../../i18n";

// The spec's benefit titles stay; their text says only what this instance has (issue #28).
const benefits = (t: Translator, c: Claims) => {
  const b = (key: string, colour: string, text?: string, href?: string) => ({
    key,
    title: t(`site.benefit.${key}.title` as MessageKey),
    text: text ?? t(`site.benefit.${key}.text` as MessageKey),
    c: colour,
    href,
  });
  return [
    b("access", "sky"),
    b("tests", "coral"),
    b("fun", "sun", t("site.benefit.fun.text", { tales: c.tales > 0 ? "yes" : "no" })),
    c.forum_url
      ? b("interactive", "grape", t("site.benefit.interactive.forum"), c.forum_url)
      : b("interactive", "grape"),
    b("approach", "primary"),
    b("teachers", "mint"),
  ];
};

const strong = { b: (c: React.ReactNode) => <strong>{c}</strong> };

export function About() {
  const c = useClaims();
  const t = useT();
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container about-grid">
        <div className="about-art lc-area">
          <img
            className="lc-about-illustration"
            src="/static/img/learning.svg"
            alt={t("site.about.illustrationAlt")}
            width="480"
            height="380"
            loading="lazy"
            decoding="async"
          />
          {c.lessons > 0 && (
            <p className="lc-about-badge about-badge" aria-hidden="true">
              <Rich k="site.about.badge" values={{ n: c.lessons }} tags={strong} />
            </p>
          )}
        </div>
        <div>
          <p className="eyebrow">{t("site.about.eyebrow")}</p>
          <h2 id="about-title">{t("site.about.title")}</h2>
          <p>{t("site.about.text")}</p>
          {c.lessons > 0 && (
            <ul className="stats-inline">
              <li>
                <Rich k="site.about.units" values={{ n: c.units }} tags={strong} />
              </li>
              <li>
                <Rich
                  k="site.about.levels"
                  values={{ n: c.levels_available, planned: Math.max(0, c.levels - c.levels_available) }}
                  tags={strong}
                />
              </li>
            </ul>
          )}
          {usePayments() && (
            <CtaLink kind="demo" className="btn btn-primary">
              {t("site.about.demo")}
            </CtaLink>
          )}
        </div>
      </div>
      <div className="container">
        <ul className="benefits">
          {benefits(t, c).map((b) => (
            <li key={b.key} className={`benefit card tint-${b.c}`}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
              {b.href && (
                <a href={b.href} target="_blank" rel="noopener noreferrer">
                  {t("site.about.forum")}
                  <span className="sr-only">{t("common.footer.opensNewTab")}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
