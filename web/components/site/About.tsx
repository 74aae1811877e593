import { usePayments } from "../../state/site";
import { CtaLink } from "./CtaLink";
import { useClaims } from "../../state/site";
import type { Claims } from "../../../shared/claims";

// The spec's benefit titles stay; their text says only what this instance has (issue #28).
const benefits = (c: Claims) => [
  { title: "24/7 access", text: "Learn any time, on any device, at the child's own pace.", c: "sky" },
  {
    title: "Tests & Quizzes",
    text: "A short check closes every unit and shows what has been learned.",
    c: "coral",
  },
  {
    title: "Enjoyable Experience",
    text:
      c.tales > 0
        ? "Games, picture tales, stars and stickers keep children coming back."
        : "Games, stars and stickers keep children coming back.",
    c: "sun",
  },
  c.forum_url
    ? {
        title: "Interactive Learning",
        text: "A forum to ask questions and share with other families.",
        c: "grape",
        href: c.forum_url,
      }
    : {
        title: "Interactive Learning",
        text: "Every answer gets an instant, gentle reply, and a missed activity comes back until it is right.",
        c: "grape",
      },
  {
    title: "Innovative Approach",
    text: "A bot companion guides every step, in small playful chunks.",
    c: "primary",
  },
  {
    title: "Qualified Teachers",
    text: "Lessons with a teacher: coming, not offered yet. Schools use Marhaba with their own teachers.",
    c: "mint",
  },
];

export function About() {
  const c = useClaims();
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container about-grid">
        <div className="about-art lc-area">
          <img
            className="lc-about-illustration"
            src="/static/img/learning.svg"
            alt="A child learning Arabic on a tablet"
            width="480"
            height="380"
            loading="lazy"
            decoding="async"
          />
          {c.lessons > 0 && (
            <p className="lc-about-badge about-badge" aria-hidden="true">
              <strong>{c.lessons}</strong> lessons
            </p>
          )}
        </div>
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title">Arabic that children love to learn</h2>
          <p>
            Marhaba teaches Arabic to children who do not speak it, presented by an interactive bot character.
            Level by level, every child finds a path that fits, from the very first letters to confident
            reading and speaking.
          </p>
          {c.lessons > 0 && (
            <ul className="stats-inline">
              <li>
                <strong>{c.units}</strong> learning {c.units === 1 ? "unit" : "units"}
              </li>
              <li>
                <strong>{c.levels_available}</strong> learning {c.levels_available === 1 ? "level" : "levels"}{" "}
                open
                {c.levels > c.levels_available && `, ${c.levels - c.levels_available} planned`}
              </li>
            </ul>
          )}
          {usePayments() && (
            <CtaLink kind="demo" className="btn btn-primary">
              Request Free Demo
            </CtaLink>
          )}
        </div>
      </div>
      <div className="container">
        <ul className="benefits">
          {benefits(c).map((b) => (
            <li key={b.title} className={`benefit card tint-${b.c}`}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
              {"href" in b && b.href && (
                <a href={b.href} target="_blank" rel="noopener noreferrer">
                  Open the forum<span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
