import { CtaLink } from "./CtaLink";

export function CtaBanner() {
  return (
    <section className="section cta-banner" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">Start your child's Arabic adventure today</h2>
          <p>Try the first 2 lessons of every level free for 14 days. No card needed.</p>
        </div>
        <CtaLink kind="demo" className="btn btn-sun btn-lg">
          Get Started
        </CtaLink>
      </div>
    </section>
  );
}
