// /level-test/results (SPEC sections 2 and 4): the result from navigation state, else the
// requested or latest one from the server's history; level colour and description; offer cards by tier.
import { usePayments } from "../../state/site";
import { useEffect, useState } from "react";
import { useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { AppNavbar } from "../../components/AppNavbar";
import { loaderApi, ok } from "../../api/client";
import { loadSession, useSession } from "../../state/session";
import { FIRST_PURCHASE_MONTHS, monthsText, nextPurchaseMonths, oldPrice, price } from "../../lib/offer";
import { redirectWithNotice } from "../../lib/notice";
import { levelInfo } from "./levels";
import { shortDate } from "./format";
import { BookIcon, CloudIcon, LevelStars, TrophyIcon } from "./Icons";
import {
  RESULTS_STORAGE_KEY,
  isResult,
  type LevelTestResult,
  type StartHere as StartHereInfo,
} from "./types";

export const LOGIN_TO_VIEW = "Please log in to view your test results";
export const GOOD_TRY = "Good try!";
export const NO_RESULTS = "No test results found. Please take the level test first.";
export const LOAD_FAILED = "Failed to load test results. Please try again.";

type ResultsData = { result: LevelTestResult | null; history: LevelTestResult[]; error: string | null };

export async function levelTestResultsLoader(args: LoaderFunctionArgs): Promise<ResultsData> {
  const session = await loadSession(args);
  if (!session.user)
    throw redirectWithNotice(
      `/login?from=${encodeURIComponent("/level-test/results")}`,
      LOGIN_TO_VIEW,
      "info",
    );
  const client = loaderApi(args);
  const id = new URL(args.request.url).searchParams.get("id");
  try {
    const history = await ok(client.assessments.results.get());
    if (id && /^\d{1,15}$/.test(id)) {
      const one = await ok(client.assessments.results({ id }).get()).catch(() => null);
      if (one) return { result: one, history, error: null };
    }
    return { result: history[0] ?? null, history, error: null };
  } catch {
    return { result: null, history: [], error: LOAD_FAILED };
  }
}

function readStored(): LevelTestResult | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(RESULTS_STORAGE_KEY) ?? "null");
    return isResult(v) ? v : null;
  } catch {
    return null;
  }
}

const CONFETTI = [
  "#ffb020",
  "#f25c54",
  "#0b7a6f",
  "#3a86ff",
  "#7b5cd6",
  "#ffb020",
  "#f25c54",
  "#3a86ff",
  "#0b7a6f",
  "#7b5cd6",
  "#ffb020",
  "#f25c54",
];

export function LevelTestResultsPage() {
  const data = useLoaderData() as ResultsData;
  const location = useLocation();
  const revalidator = useRevalidator();
  const { access, subscription, family, learner } = useSession();
  const premium = access?.kind === "premium";
  const sells = usePayments(); // a school's instance sells nothing (issue #33)
  // a running or ended demo: the upgrade offer alone (the server's plan_state; the demo is once per account)
  const hadDemo = subscription?.plan_state === "demo" || subscription?.plan_state === "demo_ended";
  const fromState = (location.state as { testResults?: unknown } | null)?.testResults;
  const [stored, setStored] = useState<LevelTestResult | null>(null);

  // Session storage is a fallback only when the server could not be reached (read after hydration).
  useEffect(() => {
    setStored(data.error ? readStored() : null);
  }, [data]);

  const result: LevelTestResult | null = isResult(fromState) ? fromState : (data.result ?? stored);

  if (!result) {
    return (
      <>
        <AppNavbar />
        <main id="main" className="lt-page">
          <section className="lt-card lt-empty" aria-labelledby="lt-empty-title">
            <p className="lt-empty-icon">{data.error ? <CloudIcon /> : <BookIcon />}</p>
            {data.error ? (
              <>
                <h1 id="lt-empty-title">Something went wrong</h1>
                <p className="alert alert-error" role="alert">
                  {data.error}
                </p>
                <button type="button" className="btn btn-primary" onClick={() => revalidator.revalidate()}>
                  Try again
                </button>
              </>
            ) : (
              <>
                <h1 id="lt-empty-title">No Test Results Found</h1>
                <p>{NO_RESULTS}</p>
                <Link className="btn btn-sun" to="/level-test">
                  Take Level Test
                </Link>
              </>
            )}
          </section>
        </main>
      </>
    );
  }

  const level = result.level ?? result.level_result ?? "";
  const info = levelInfo(level);
  const score = result.score ?? 0;
  // Praise that is true: a full score is celebrated, a partial one encouraged, none met with kindness.
  const mood = score >= 100 ? "top" : score > 0 ? "some" : "none";
  const review = result.review ?? [];
  const skills = result.skills ?? [];
  const canDo = skills.filter((s) => s.can_do);
  const when = shortDate(result.test_date) || shortDate(new Date().toISOString());
  const navState = { testResults: result };
  const older = data.history.filter((h) => h.id !== result.id).slice(0, 5);

  return (
    <>
      <AppNavbar />
      <main id="main" className="lt-page lt-results">
        {mood !== "none" && (
          <div className="lt-confetti" aria-hidden="true">
            {CONFETTI.map((c, i) => (
              <span
                key={i}
                style={{
                  background: c,
                  left: `${(i * 8.3 + 3) % 100}%`,
                  animationDelay: `${(i % 6) * 0.35}s`,
                }}
              />
            ))}
          </div>
        )}
        <section className="lt-card lt-celebrate" aria-labelledby="lt-congrats">
          <p className="lt-trophy">{mood === "none" ? <BookIcon /> : <TrophyIcon size={88} />}</p>
          <h1 id="lt-congrats">
            {mood === "top" ? "Congratulations!" : mood === "some" ? "Well done!" : GOOD_TRY}
          </h1>
          <p className="lt-lead">
            {mood === "none" ? (
              <>
                You finished the level test — every try helps you learn.
                {learner ? "" : " The answers are in the grown-ups' details below."}
              </>
            ) : (
              <>
                You finished the level test.{" "}
                <span lang="ar" dir="rtl" className="arabic">
                  أحسنت
                </span>{" "}
                — well done!
              </>
            )}
          </p>
          <div
            className="lt-level"
            style={{ background: info.soft, borderColor: info.colour }}
            data-testid="level-card"
          >
            <p className="lt-level-kicker">{learner ? "You start at" : "Your proficiency level"}</p>
            <p className="lt-level-name">
              <span className="lt-level-badge" style={{ background: info.colour }} data-testid="level">
                {level || info.title}
              </span>
            </p>
            <LevelStars count={info.stars} />
            <p className="lt-level-desc">{info.description}</p>
            {result.ceiling_note && (
              <p className="lt-ceiling" data-testid="ceiling-note">
                {result.ceiling_note}
              </p>
            )}
          </div>
          {/* issue #25: what the child can do, in words and pictures; no score or percentage for them */}
          <div className="lt-child-result" data-testid="can-do">
            <h2>{canDo.length ? "You can already" : "Your adventure starts here"}</h2>
            {canDo.length > 0 ? (
              <ul className="lt-can-list">
                {canDo.map((s) => (
                  <li key={`${s.level_id}:${s.skill}`}>
                    <span className="lt-can-icon" aria-hidden="true">
                      {SKILL_ICON[s.skill] ?? "★"}
                    </span>
                    {youCan(s.label)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>Your first lesson is waiting: letters, sounds and pictures, one small step at a time.</p>
            )}
          </div>
          {result.start_here && <StartHere start={result.start_here} />}
          {!learner && (
            <details className="lt-grownup-detail" data-testid="grownup-detail">
              <summary>For grown-ups: the details</summary>
              <p className="lt-plain-score">
                Score: <strong data-testid="score">{score}%</strong>
                {result.totalQuestions !== undefined && (
                  <>
                    {" "}
                    · Correct answers: {result.correctAnswers ?? 0} of {result.totalQuestions}
                  </>
                )}{" "}
                · Completed on {when}
              </p>
              {skills.length > 0 && (
                <div className="lt-skills" data-testid="skills">
                  <h2>What your child can already do</h2>
                  <ul>
                    {skills.map((s) => (
                      <li key={`${s.level_id}:${s.skill}`} className={s.can_do ? "is-can" : "is-not-yet"}>
                        <span className="lt-skill-mark" aria-hidden="true">
                          {s.can_do ? "✓" : "…"}
                        </span>
                        <span>
                          <strong>{s.can_do ? s.label : `Not yet: ${lowerFirst(s.label)}`}</strong>
                          <span className="lt-skill-count">
                            {" "}
                            — {s.right} of {s.asked} right
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                  {skills.some((s) => !s.can_do) && (
                    <p className="muted">
                      The lessons teach what is not there yet, one small step at a time.
                    </p>
                  )}
                </div>
              )}
              {review.length > 0 && (
                <div className="lt-review" data-testid="review">
                  <h2>The answers</h2>
                  <ol>
                    {review.map((q) => (
                      <li key={q.question_id} className={q.is_correct ? "is-right" : "is-wrong"}>
                        <p className="lt-review-q">
                          {q.prompt}{" "}
                          {q.arabic && (
                            <span lang="ar" dir="rtl" className="arabic">
                              {q.arabic}
                            </span>
                          )}
                        </p>
                        <p>
                          Right answer: <strong data-testid="right-answer">{q.correct_text}</strong>
                        </p>
                        <p className="muted">
                          {q.chosen_text === null
                            ? "You did not answer this one."
                            : q.is_correct
                              ? `You chose ${q.chosen_text}: right!`
                              : `You chose ${q.chosen_text}.`}
                        </p>
                      </li>
                    ))}
                  </ol>
                </div>
              )}
            </details>
          )}
          {!!result.recommendations?.length && (
            <div className="lt-recs">
              <h2>Your next steps</h2>
              <ol>
                {result.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            </div>
          )}
        </section>

        {sells &&
          !premium &&
          !family?.child /* a child profile's session sees no offer (issue #16); a school's instance sells nothing (issue #33) */ && (
            <section className="lt-offers" aria-labelledby="lt-offers-title">
              <h2 id="lt-offers-title">Keep the adventure going</h2>
              <div className={"lt-offer-grid" + (hadDemo ? " is-single" : "")}>
                <article className="lt-offer lt-offer-premium" aria-labelledby="offer-premium">
                  <p className="lt-offer-ribbon">Best value</p>
                  <h3 id="offer-premium">{hadDemo ? "Upgrade to Premium" : "Premium Access"}</h3>
                  <p className="lt-price">
                    <del aria-label={`old price ${oldPrice()}`}>{oldPrice()}</del>{" "}
                    <strong data-testid="price">{price()}</strong>{" "}
                    <span data-testid="months">for {monthsText(nextPurchaseMonths(subscription))}</span>
                  </p>
                  {nextPurchaseMonths(subscription) >= FIRST_PURCHASE_MONTHS && (
                    <p className="lt-offer-hook">Enroll now and get 2 months for free</p>
                  )}
                  <ul>
                    <li>The full course library, every level</li>
                    <li>Certificates and advanced features</li>
                    <li>Priority support</li>
                  </ul>
                  <Link className="btn btn-sun btn-block" to="/subscribe" state={navState}>
                    Proceed to Payment
                  </Link>
                </article>
                {!hadDemo && (
                  <article className="lt-offer lt-offer-trial" aria-labelledby="offer-trial">
                    <h3 id="offer-trial">Free Trial</h3>
                    <p className="lt-price">
                      <strong>2 weeks</strong> <span>free</span>
                    </p>
                    <ul>
                      <li>2 lessons per level</li>
                      <li>Basic assessments included</li>
                      <li>No credit card required</li>
                    </ul>
                    <Link className="btn btn-outline btn-block" to="/demo-confirmation" state={navState}>
                      Start Free Trial
                    </Link>
                  </article>
                )}
              </div>
            </section>
          )}

        {older.length > 0 && (
          <section className="lt-card lt-history" aria-labelledby="lt-history-title">
            <h2 id="lt-history-title">Earlier tests</h2>
            <ul>
              {older.map((h) => (
                <li key={h.id}>
                  <Link to={`/level-test/results?id=${h.id}`}>
                    {shortDate(h.test_date)} — {h.level} ({h.score}%)
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="lt-again">
          <Link to="/level-test">Take the test again</Link>
        </p>
      </main>
    </>
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** "Knows what …" → "You know what …", for the child reading (or hearing) their result. */
const youCan = (label: string) =>
  label
    .replace(/^Knows /, "You know ")
    .replace(/^Recognises /, "You recognise ")
    .replace(/^Understands /, "You understand ")
    .replace(/^Reads /, "You read ");
const SKILL_ICON: Record<string, string> = { greetings: "★", letters: "★", listening: "★", reading: "★" };

/** "Start here": the first lesson of the placed level, in the library, as the family's tier allows. */
function StartHere({ start }: { start: StartHereInfo }) {
  const sells = usePayments();
  return (
    <div className="lt-start-here" data-testid="start-here">
      <h2>Start here</h2>
      <p>
        <strong>{start.title}</strong> — the first lesson of {start.level_name}.
      </p>
      <Link className="btn btn-sun lt-start-link" to={`/lessons/${start.lesson_id}`}>
        Start here: {start.title}
      </Link>
      {start.locked && (
        <p className="lt-start-lock">
          {!sells
            ? "Your school opens this lesson."
            : start.unlock_tier === "demo"
              ? "This lesson opens with the free demo or a subscription."
              : "This lesson opens with a subscription."}
        </p>
      )}
      {start.tier === "premium" && start.earlier_lessons > 0 && (
        <p className="lt-start-skip" data-testid="skip-note">
          {sells ? "With Premium you" : "You"} may start here and skip the {start.earlier_lessons} earlier
          lessons. They stay open for review whenever you like.
        </p>
      )}
    </div>
  );
}
