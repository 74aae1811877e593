// /progress — for the grown-up: time this week and in total, lessons, stars, the letters and words
// learned (each with its audio), skills that need practice, the next milestone, the week's goal and
// the sticker album and certificates — as the server counts them (GET /progress). Charts are SVG rendered on the
// server: the page is complete without JavaScript.
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { loaderApi, ok } from "../../api/client";
import { requireSession, useSession } from "../../state/session";
import type { PublicChild } from "../../state/types";
import { Shell } from "../subscription/Shell";
import { Ar, Stars } from "./bits";
import { MasteryBar, WeekBars } from "./charts";
import { duration, en } from "./format";
import { ListenButton } from "./ListenButton";
import { MyPath } from "./MyPath";
import { utcDate } from "../../../shared/format";

export async function progressLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  const client = loaderApi(args);
  // Issue #16: the grown-up of a family with child profiles reads one child at a time (?child=<id>)
  const kids = session.family && !session.family.child ? session.family.children : [];
  const wanted = Number(new URL(args.request.url).searchParams.get("child"));
  const child = kids.find((c) => c.id === wanted) ?? kids[0] ?? null;
  const query = child ? { child_id: String(child.id) } : {};
  const [progress, courses, certs] = await Promise.all([
    ok(client.progress.get({ query })),
    ok(client.courses.get()).catch(() => null),
    ok(client.certificates.get({ query })).catch(() => ({ certificates: [] })),
  ]);
  return { progress, courses, certificates: certs.certificates, children: kids, child };
}

/** One tab per child profile (links: the page works without JavaScript). */
function ChildTabs({ children, current }: { children: PublicChild[]; current: PublicChild | null }) {
  if (!children.length) return null;
  return (
    <nav aria-label="Children">
      <ul className="progress-tabs">
        {children.map((c) => (
          <li key={c.id}>
            <Link
              to={`/progress?child=${c.id}`}
              className="progress-tab"
              aria-current={c.id === current?.id ? "page" : undefined}
              data-testid={`progress-tab-${c.first_name}`}
            >
              {c.avatar_url && <img src={c.avatar_url} alt="" width={40} height={40} />}
              {c.first_name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ProgressPage() {
  const { progress, courses, certificates, children, child } = useLoaderData() as Awaited<
    ReturnType<typeof progressLoader>
  >;
  const { family, learner } = useSession();
  // a child's own "My path" (issue #25): the path with stars and stickers, no figures
  if (learner && courses) return <MyPath courses={courses} progress={progress} />;
  const me = family?.child ?? null; // a child's own session: their path
  const titles = new Map<string, { title: string; level: string }>();
  for (const level of courses?.levels ?? [])
    for (const u of level.units)
      for (const l of u.lessons) titles.set(l.id, { title: en(l.title), level: level.name });
  const finished = [...progress.lessons_completed].sort((a, b) =>
    b.completed_at.localeCompare(a.completed_at),
  );
  const { week } = progress;
  return (
    <Shell className="progress-page">
      <section className="library-hero">
        <div className="container">
          <p className="eyebrow">
            {me
              ? `${me.first_name}'s path`
              : child
                ? `For grown-ups · ${child.first_name}'s progress`
                : "For grown-ups · progress"}
          </p>
          <h1>
            {me
              ? progress.lessons_completed.length
                ? `Look how far you have come, ${me.first_name}!`
                : `Your path starts here, ${me.first_name}!`
              : progress.lessons_completed.length
                ? `Look how far ${child?.first_name ?? "your child"} has come!`
                : "Progress grows here"}
          </h1>
          <p className="lead">
            Everything here is counted by Marhaba from the lessons played: nothing is ever taken away.
          </p>
        </div>
      </section>
      <div className="container progress-body">
        <ChildTabs children={children} current={child} />
        <ul className="progress-stats" aria-label="Summary">
          <li className="progress-stat tone-sky">
            <strong data-testid="time-week">{duration(week.seconds)}</strong> this week ·{" "}
            {duration(progress.total_seconds)} in total
          </li>
          <li className="progress-stat tone-sun">
            <strong data-testid="lessons-finished">{progress.lessons_completed.length}</strong> lessons
            finished
          </li>
          <li className="progress-stat tone-grape">
            <strong data-testid="stars-total">{progress.stars_total}</strong> stars
          </li>
          <li className="progress-stat tone-mint">
            <strong data-testid="letters-learned">{progress.letters_learned.length}</strong> letters ·{" "}
            <span data-testid="words-learned">{progress.words_learned.length}</span> words learned
          </li>
          <li className="progress-stat tone-sky">
            <strong data-testid="stories-read">{progress.stories_read}</strong> tales and rhymes read
          </li>
        </ul>

        <section aria-labelledby="week-title" className="progress-section progress-card">
          <h2 id="week-title">This week</h2>
          <p data-testid="week-goal">
            {week.goal_met
              ? `Weekly goal reached: ${week.days} learning days.`
              : `Learning days this week: ${week.days} of ${week.goal}.`}{" "}
            {week.lessons} lessons, {duration(week.seconds)}. A missed day costs nothing: there is no streak
            to lose.
          </p>
          <WeekBars weeks={progress.weeks} />
        </section>

        <section aria-labelledby="skills-title" className="progress-section progress-card">
          <h2 id="skills-title">Skills</h2>
          <MasteryBar {...progress.skill_counts} />
          <p className="muted small">
            A skill is mastered when its letters, syllables or words have been answered right on three spaced
            days.
          </p>
          {progress.needs_practice.length > 0 ? (
            <>
              <h3>Needs practice</h3>
              <ul className="practice-list" data-testid="needs-practice">
                {progress.needs_practice.map((s) => (
                  <li key={s.skill}>{s.label}</li>
                ))}
              </ul>
              <Link to="/practice" className="btn btn-primary btn-sm">
                Start today's practice{progress.review_due > 0 ? ` (${progress.review_due} to review)` : ""}
              </Link>
            </>
          ) : (
            <p>Nothing needs practice today.</p>
          )}
        </section>

        <section aria-labelledby="learned-title" className="progress-section progress-card">
          <h2 id="learned-title">Letters and words learned</h2>
          {progress.letters_learned.length + progress.words_learned.length === 0 ? (
            <p className="progress-empty">
              Letters and words appear here once your child answers them right.
            </p>
          ) : (
            <ul className="learned-list">
              {progress.letters_learned.map((l) => (
                <li key={l.id} className="learned-item">
                  <Ar className="learned-ar">{l.char}</Ar>
                  <span className="learned-text">{l.translit}</span>
                  <ListenButton slot={l.audio} label={`Listen: ${l.translit}`} />
                </li>
              ))}
              {progress.words_learned.map((w) => (
                <li key={w.id} className="learned-item">
                  <Ar className="learned-ar">{w.ar}</Ar>
                  <span className="learned-text">
                    {w.translit} · {w.en}
                  </span>
                  <ListenButton slot={w.audio} label={`Listen: ${w.en}`} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="next-title" className="progress-section progress-card">
          <h2 id="next-title">Next milestone</h2>
          {progress.next_milestone ? (
            <p data-testid="next-milestone">
              {progress.next_milestone.lessons_left} of {progress.next_milestone.lessons} lessons left to
              finish the unit <strong>{en(progress.next_milestone.title)}</strong> and earn its sticker.
            </p>
          ) : (
            <p>Every available unit is finished. New units are on the way!</p>
          )}
        </section>

        {certificates.length > 0 && (
          <section aria-labelledby="certs-title" className="progress-section progress-card">
            <h2 id="certs-title">Certificates</h2>
            <ul className="cert-list" data-testid="certificates">
              {certificates.map((c) => (
                <li key={c.code}>
                  <strong>{c.level.name}</strong> {c.level.cefr && `(${c.level.cefr})`} ·{" "}
                  {utcDate("en-GB", {}).format(new Date(c.issued_at))} · code{" "}
                  <Link to={`/certificates/${c.code}`}>{c.code}</Link>
                  {c.revoked ? (
                    " · revoked"
                  ) : (
                    <>
                      {" · "}
                      <Link to={`/certificates/${c.code}/print`}>Print the certificate</Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="stickers-title" className="progress-section" id="stickers">
          <h2 id="stickers-title">Sticker album</h2>
          {progress.stickers.length === 0 ? (
            <p className="progress-empty">
              Each finished unit brings a sticker. The first one is waiting at the end of unit 1!
            </p>
          ) : (
            <ul className="sticker-album" data-testid="sticker-album">
              {progress.stickers.map((s) => (
                <li key={s.unit_id} className="sticker" data-unit={s.unit_id}>
                  {s.picture ? (
                    <img src={s.picture} alt="" width="72" height="72" />
                  ) : (
                    <span className="sticker-star" aria-hidden="true">
                      ★
                    </span>
                  )}
                  <span>{en(s.title)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="done-title" className="progress-section">
          <h2 id="done-title">Lessons finished</h2>
          {finished.length === 0 ? (
            <p className="progress-empty">
              No lesson finished yet. <Link to="/courses">Open the library</Link> and start the first one!
            </p>
          ) : (
            <ul className="done-list">
              {finished.map((l) => (
                <li key={l.lesson_id}>
                  <Link to={`/lessons/${l.lesson_id}`}>{titles.get(l.lesson_id)?.title ?? l.lesson_id}</Link>
                  <span className="muted small">{titles.get(l.lesson_id)?.level}</span>
                  <Stars count={l.stars} size="sm" />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Shell>
  );
}
