// /credits — the openly licensed work Marhaba is made with: the course's pictures, the fonts and the
// audio. Public and the same for everyone (served from the signed-out page cache).
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { useClaims } from "../../state/site";
import { VoiceCredits } from "./VoiceCredits";
import type { ReactNode } from "react";
import { Rich, useT } from "../../i18n";

const OFL = "https://openfontlicense.org/open-font-license-official-text/";

const FONTS = [
  {
    name: "Noto Naskh Arabic",
    use: "naskh",
    by: "The Noto Project Authors (Google)",
    url: "https://github.com/notofonts/arabic",
  },
  {
    name: "Cairo",
    use: "cairo",
    by: "The Cairo Project Authors (Mohamed Gaber)",
    url: "https://github.com/Gue3bara/Cairo",
  },
  {
    name: "Nunito",
    use: "nunito",
    by: "The Nunito Project Authors (Vernon Adams and others)",
    url: "https://github.com/googlefonts/nunito",
  },
] as const;

const ext = (href: string) => (c: ReactNode) => (
  <a href={href} rel="noopener noreferrer">
    {c}
  </a>
);
const b = (c: ReactNode) => <strong>{c}</strong>;

export function CreditsPage() {
  const claims = useClaims();
  const t = useT();
  return (
    <>
      <PublicHeader />
      <main id="main" className="credits-page">
        <PageHero tint="grape" current={t("site.pages.credits.crumb")}>
          <h1>{t("site.pages.credits.title")}</h1>
          <p className="lead">{t("site.pages.credits.lead")}</p>
        </PageHero>
        <div className="container section credits-grid">
          <section className="card credits-card" aria-labelledby="credits-pictures">
            <h2 id="credits-pictures">{t("site.pages.credits.pictures")}</h2>
            <p>
              <Rich
                k="site.pages.credits.picturesText"
                tags={{
                  b,
                  mit: ext("https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE"),
                  iconify: ext("https://github.com/iconify/icon-sets"),
                  code: (c) => <code>{c}</code>,
                }}
              />
            </p>
            <p>
              <a href="https://github.com/microsoft/fluentui-emoji" rel="noopener noreferrer">
                {t("site.pages.credits.fluentLink")}
              </a>
            </p>
          </section>

          <section className="card credits-card" aria-labelledby="credits-fonts">
            <h2 id="credits-fonts">{t("site.pages.credits.fonts")}</h2>
            <ul className="credits-list">
              {FONTS.map((f) => (
                <li key={f.name}>
                  <Rich
                    k="site.pages.credits.font"
                    values={{ name: f.name, use: t(`site.pages.credits.font.${f.use}`), by: f.by }}
                    tags={{ font: (c) => <strong>{ext(f.url)(c)}</strong> }}
                  />
                </li>
              ))}
            </ul>
            <p>
              <Rich k="site.pages.credits.fontsLicence" tags={{ ofl: ext(OFL) }} />
            </p>
          </section>

          <section className="card credits-card" aria-labelledby="credits-audio">
            <h2 id="credits-audio">{t("site.pages.credits.audio")}</h2>
            <p>
              {t("site.pages.credits.audioText", {
                state: claims.audio.complete ? "complete" : claims.audio.recorded > 0 ? "some" : "none",
                recorded: claims.audio.recorded,
                total: claims.audio.total,
              })}
            </p>
            <VoiceCredits />
            <p>
              <Rich k="site.pages.credits.sox" tags={{ sox: ext("https://sourceforge.net/projects/sox/") }} />
            </p>
          </section>
        </div>
      </main>
      <Footer />
    </>
  );
}
