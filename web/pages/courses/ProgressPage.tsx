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
import { longDate } from "../../../shared/i18n/translate";
import { Rich, useT } from "../../i18n";

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
  const t = useT();
  if (!children.length) return null;
  return (
    <nav aria-label={t("courses.progress.children")}>
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
  const t = useT();
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
              ? t("courses.progress.eyebrowMe", { name: me.first_name })
              : child
                ? t("courses.progress.eyebrowChild", { name: child.first_name })
                : t("courses.progress.eyebrow")}
          </p>
          <h1>
            {me
              ? progress.lessons_completed.length
                ? t("courses.progress.titleMeFar", { name: me.first_name })
                : t("courses.progress.titleMeStart", { name: me.first_name })
              : progress.lessons_completed.length
                ? child
                  ? t("courses.progress.titleChildFar", { name: child.first_name })
                  : t("courses.progress.titleYourChildFar")
                : t("courses.progress.titleEmpty")}
          </h1>
          <p className="lead">{t("courses.progress.lead")}</p>
        </div>
      </section>
      <div className="container progress-body">
        <ChildTabs children={children} current={child} />
        <ul className="progress-stats" aria-label={t("courses.progress.summary")}>
          <li className="progress-stat tone-sky">
            <Rich
              k="courses.progress.statTime"
              values={{ week: duration(week.seconds, t), total: duration(progress.total_seconds, t) }}
              tags={{ b: (c) => <strong data-testid="time-week">{c}</strong> }}
            />
          </li>
          <li className="progress-stat tone-sun">
            <Rich
              k="courses.progress.statLessons"
              values={{ n: progress.lessons_completed.length }}
              tags={{ b: (c) => <strong data-testid="lessons-finished">{c}</strong> }}
            />
          </li>
          <li className="progress-stat tone-grape">
            <Rich
              k="courses.progress.statStars"
              values={{ n: progress.stars_total }}
              tags={{ b: (c) => <strong data-testid="stars-total">{c}</strong> }}
            />
          </li>
          <li className="progress-stat tone-mint">
            <Rich
              k="courses.progress.statLearned"
              values={{ letters: progress.letters_learned.length, words: progress.words_learned.length }}
              tags={{
                b: (c) => <strong data-testid="letters-learned">{c}</strong>,
                w: (c) => <span data-testid="words-learned">{c}</span>,
              }}
            />
          </li>
          <li className="progress-stat tone-sky">
            <Rich
              k="courses.progress.statStories"
              values={{ n: progress.stories_read }}
              tags={{ b: (c) => <strong data-testid="stories-read">{c}</strong> }}
            />
          </li>
        </ul>

        <section aria-labelledby="week-title" className="progress-section progress-card">
          <h2 id="week-title">{t("courses.progress.week")}</h2>
          <p data-testid="week-goal">
            {week.goal_met
              ? t("courses.progress.weekMet", { days: week.days })
              : t("courses.progress.weekDays", { days: week.days, goal: week.goal })}{" "}
            {t("courses.progress.weekLessons", { lessons: week.lessons, time: duration(week.seconds, t) })}
          </p>
          <WeekBars weeks={progress.weeks} />
        </section>

        <section aria-labelledby="skills-title" className="progress-section progress-card">
          <h2 id="skills-title">{t("courses.progress.skills")}</h2>
          <MasteryBar {...progress.skill_counts} />
          <p className="muted small">{t("courses.progress.skillsNote")}</p>
          {progress.needs_practice.length > 0 ? (
            <>
              <h3>{t("courses.progress.needsPractice")}</h3>
              <ul className="practice-list" data-testid="needs-practice">
                {progress.needs_practice.map((s) => (
                  <li key={s.skill}>{s.label}</li>
                ))}
              </ul>
              <Link to="/practice" className="btn btn-primary btn-sm">
                {t("courses.progress.startPractice", { due: progress.review_due })}
              </Link>
            </>
          ) : (
            <p>{t("courses.progress.nothingToPractise")}</p>
          )}
        </section>

        <section aria-labelledby="learned-title" className="progress-section progress-card">
          <h2 id="learned-title">{t("courses.progress.learned")}</h2>
          {progress.letters_learned.length + progress.words_learned.length === 0 ? (
            <p className="progress-empty">{t("courses.progress.learnedEmpty")}</p>
          ) : (
            <ul className="learned-list">
              {progress.letters_learned.map((l) => (
                <li key={l.id} className="learned-item">
                  <Ar className="learned-ar">{l.char}</Ar>
                  <span className="learned-text">{l.translit}</span>
                  <ListenButton slot={l.audio} label={t("courses.progress.listen", { what: l.translit })} />
                </li>
              ))}
              {progress.words_learned.map((w) => (
                <li key={w.id} className="learned-item">
                  <Ar className="learned-ar">{w.ar}</Ar>
                  <span className="learned-text">
                    {w.translit} · {w.en}
                  </span>
                  <ListenButton slot={w.audio} label={t("courses.progress.listen", { what: w.en })} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="next-title" className="progress-section progress-card">
          <h2 id="next-title">{t("courses.progress.milestone")}</h2>
          {progress.next_milestone ? (
            <p data-testid="next-milestone">
              <Rich
                k="courses.progress.milestoneText"
                values={{
                  left: progress.next_milestone.lessons_left,
                  lessons: progress.next_milestone.lessons,
                  title: en(progress.next_milestone.title),
                }}
                tags={{ b: (c) => <strong>{c}</strong> }}
              />
            </p>
          ) : (
            <p>{t("courses.progress.milestoneDone")}</p>
          )}
        </section>

        {certificates.length > 0 && (
          <section aria-labelledby="certs-title" className="progress-section progress-card">
            <h2 id="certs-title">{t("courses.progress.certificates")}</h2>
            <ul className="cert-list" data-testid="certificates">
              {certificates.map((c) => (
                <li key={c.code}>
                  <strong>{c.level.name}</strong> {c.level.cefr && `(${c.level.cefr})`} ·{" "}
                  {longDate(c.issued_at, t.locale)} · {t("courses.progress.certCode")}{" "}
                  <Link to={`/certificates/${c.code}`}>{c.code}</Link>
                  {" · "}
                  {c.revoked ? (
                    t("courses.progress.certRevoked")
                  ) : (
                    <Link to={`/certificates/${c.code}/print`}>{t("courses.progress.certPrint")}</Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="stickers-title" className="progress-section" id="stickers">
          <h2 id="stickers-title">{t("courses.progress.stickers")}</h2>
          {progress.stickers.length === 0 ? (
            <p className="progress-empty">{t("courses.progress.stickersEmpty")}</p>
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
          <h2 id="done-title">{t("courses.progress.done")}</h2>
          {finished.length === 0 ? (
            <p className="progress-empty">
              <Rich k="courses.progress.doneEmpty" tags={{ link: (c) => <Link to="/courses">{c}</Link> }} />
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
