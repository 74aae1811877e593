import { usePayments } from "../../state/site";
import { CtaLink } from "./CtaLink";
import { useCourseFigures } from "../../pages/courses/landing";

const BENEFITS = [
  { title: "24/7 access", text: "Learn any time, on any device, at the child's own pace.", c: "sky" },
  { title: "Tests & Quizzes", text: "Friendly checks after every lesson show what has been learned.", c: "coral" },
  { title: "Enjoyable Experience", text: "Games, songs and stories keep children coming back.", c: "sun" },
  { title: "Interactive Learning", text: "A forum with tutors and other learners to ask and share.", c: "grape" },
  { title: "Innovative Approach", text: "A bot companion guides every step, in small playful chunks.", c: "primary" },
  { title: "Qualified Teachers", text: "Native speakers with over 10 years of experience.", c: "mint" },
];

export function About() {
  const f = useCourseFigures();
  return (
    <section id="about" className="section about" aria-labelledby="about-title">
      <div className="container about-grid">
        <div className="about-art lc-area">
          <img className="lc-about-illustration" src="/static/img/learning.svg" alt="A child learning Arabic on a tablet" width="480" height="380" loading="lazy" decoding="async" />
          {f && (
            <p className="lc-about-badge about-badge" aria-hidden="true">
              <strong>{f.lessons}</strong> lessons
            </p>
          )}
        </div>
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title">Arabic that children love to learn</h2>
          <p>
            Marhaba teaches Arabic to children who do not speak it, presented by an interactive bot character. Level by level, every child finds a
            path that fits, from the very first letters to confident reading and speaking.
          </p>
          {f && (
            <ul className="stats-inline">
              <li>
                <strong>{f.units}</strong> learning units
              </li>
              <li>
                <strong>{f.levels}</strong> learning levels
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
          {BENEFITS.map((b) => (
            <li key={b.title} className={`benefit card tint-${b.c}`}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
