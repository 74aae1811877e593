// /credits — the openly licensed work Marhaba is made with: the course's pictures, the fonts and the
// audio. Public and the same for everyone (served from the signed-out page cache).
import { PublicHeader } from "../../components/PublicHeader";
import { Footer } from "../../components/Footer";
import { PageHero } from "../../components/site/PageHero";
import { useClaims } from "../../state/site";
import { VoiceCredits } from "./VoiceCredits";

const OFL = "https://openfontlicense.org/open-font-license-official-text/";

const FONTS = [
  {
    name: "Noto Naskh Arabic",
    use: "the Arabic of the lessons (clear harakat)",
    by: "The Noto Project Authors (Google)",
    url: "https://github.com/notofonts/arabic",
  },
  {
    name: "Cairo",
    use: "Arabic headings and labels",
    by: "The Cairo Project Authors (Mohamed Gaber)",
    url: "https://github.com/Gue3bara/Cairo",
  },
  {
    name: "Nunito",
    use: "English text",
    by: "The Nunito Project Authors (Vernon Adams and others)",
    url: "https://github.com/googlefonts/nunito",
  },
];

export function CreditsPage() {
  const claims = useClaims();
  return (
    <>
      <PublicHeader />
      <main id="main" className="credits-page">
        <PageHero tint="grape" current="Credits">
          <h1>Credits</h1>
          <p className="lead">Marhaba is made with the generous work of others. Thank you.</p>
        </PageHero>
        <div className="container section credits-grid">
          <section className="card credits-card" aria-labelledby="credits-pictures">
            <h2 id="credits-pictures">Pictures</h2>
            <p>
              The pictures in the lessons are <strong>Fluent Emoji</strong> (flat style) by{" "}
              <strong>Microsoft</strong>, released under the{" "}
              <a
                href="https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE"
                rel="noopener noreferrer"
              >
                MIT licence
              </a>
              . We use them through the{" "}
              <a href="https://github.com/iconify/icon-sets" rel="noopener noreferrer">
                Iconify
              </a>{" "}
              package <code>@iconify-json/fluent-emoji-flat</code> and serve only the pictures the lessons
              use, from our own server.
            </p>
            <p>
              <a href="https://github.com/microsoft/fluentui-emoji" rel="noopener noreferrer">
                Fluent Emoji on GitHub
              </a>
            </p>
          </section>

          <section className="card credits-card" aria-labelledby="credits-fonts">
            <h2 id="credits-fonts">Fonts</h2>
            <ul className="credits-list">
              {FONTS.map((f) => (
                <li key={f.name}>
                  <strong>
                    <a href={f.url} rel="noopener noreferrer">
                      {f.name}
                    </a>
                  </strong>{" "}
                  for {f.use}, by {f.by}.
                </li>
              ))}
            </ul>
            <p>
              All three are licensed under the{" "}
              <a href={OFL} rel="noopener noreferrer">
                SIL Open Font License 1.1
              </a>{" "}
              and served from our own server (through the Fontsource packages).
            </p>
          </section>

          <section className="card credits-card" aria-labelledby="credits-audio">
            <h2 id="credits-audio">Audio</h2>
            <p>
              {claims.audio.complete
                ? "Every letter, word and phrase of the lessons has a clip recorded by the people who run this site; no outside voice service is used."
                : claims.audio.recorded > 0
                  ? `${claims.audio.recorded} of the ${claims.audio.total} letters, words and phrases have a clip made by the people who run this site; for the others your device's own Arabic voice reads, when it has one. No outside voice service is used.`
                  : "No clips are on this site yet: your device's own Arabic voice reads the lessons, when it has one. No outside voice service is used."}
            </p>
            <VoiceCredits />
            <p>
              Clips are trimmed and their loudness evened out with{" "}
              <a href="https://sourceforge.net/projects/sox/" rel="noopener noreferrer">
                SoX
              </a>
              , the Sound eXchange (GPL), run as a separate program on our server.
            </p>
          </section>
        </div>
      </main>
      <Footer />
    </>
  );
}
