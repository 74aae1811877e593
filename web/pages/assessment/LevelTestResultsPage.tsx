// /level-test/results (SPEC sections 2 and 4): the result from navigation state, else the
// requested or latest one from the server's history; level colour and description; offer cards by tier.
import { usePayments } from "../../state/site";
import { useEffect, useState } from "react";
import { useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { AppNavbar } from "../../components/AppNavbar";
import { loaderApi, ok } from "../../api/client";
import { loadSession, useSession } from "../../state/session";
import {
  FIRST_PURCHASE_MONTHS,
  monthsWords,
  nextPurchaseMonths,
  oldPrice,
  price,
  priceLocale,
} from "../../lib/offer";
import { Rich, useT, type Translator } from "../../i18n";
import { redirectWithNotice } from "../../lib/notice";
import { levelInfo, levelWords } from "./levels";
import { dateIn } from "./format";
import { BookIcon, CloudIcon, LevelStars, TrophyIcon } from "./Icons";
import {
  RESULTS_STORAGE_KEY,
  isResult,
  type LevelTestResult,
  type StartHere as StartHereInfo,
} from "./types";

export const GOOD_TRY = "Good try!";
export const NO_RESULTS = "No test results found. Please take the level test first.";
export const LOAD_FAILED = "Failed to load test results. Please try again.";

type ResultsData = { result: LevelTestResult | null; history: LevelTestResult[]; error: string | null };

export async function levelTestResultsLoader(args: LoaderFunctionArgs): Promise<ResultsData> {
  const session = await loadSession(args);
  if (!session.user)
    throw redirectWithNotice(
      `/login?from=${encodeURIComponent("/level-test/results")}`,
      "assessment.results.loginToView",
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
  const t = useT();

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
                <h1 id="lt-empty-title">{t("assessment.results.wrong")}</h1>
                <p className="alert alert-error" role="alert">
                  {t("assessment.results.loadFailed")}
                </p>
                <button type="button" className="btn btn-primary" onClick={() => revalidator.revalidate()}>
                  {t("assessment.results.tryAgain")}
                </button>
              </>
            ) : (
              <>
                <h1 id="lt-empty-title">{t("assessment.results.noneTitle")}</h1>
                <p>{t("assessment.results.none")}</p>
                <Link className="btn btn-sun" to="/level-test">
                  {t("assessment.results.take")}
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
  const words = levelWords(t, level);
  const score = result.score ?? 0;
  // Praise that is true: a full score is celebrated, a partial one encouraged, none met with kindness.
  const mood = score >= 100 ? "top" : score > 0 ? "some" : "none";
  const review = result.review ?? [];
  const skills = result.skills ?? [];
  const canDo = skills.filter((s) => s.can_do);
  const when = dateIn(result.test_date, t.locale) || dateIn(new Date().toISOString(), t.locale);
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
          <h1 id="lt-congrats">{t("assessment.results.congrats", { mood })}</h1>
          <p className="lt-lead">
            {mood === "none" ? (
              <>
                {t("assessment.results.finishedNone")}
                {learner ? "" : t("assessment.results.answersBelow")}
              </>
            ) : (
              <Rich
                k="assessment.results.finished"
                tags={{
                  ar: (c) => (
                    <span lang="ar" dir="rtl" className="arabic">
                      {c}
                    </span>
                  ),
                }}
              />
            )}
          </p>
          <div
            className="lt-level"
            style={{ background: info.soft, borderColor: info.colour }}
            data-testid="level-card"
          >
            <p className="lt-level-kicker">
              {t("assessment.results.kicker", { learner: learner ? "yes" : "no" })}
            </p>
            <p className="lt-level-name">
              <span className="lt-level-badge" style={{ background: info.colour }} data-testid="level">
                {words.name || words.title}
              </span>
            </p>
            <LevelStars count={info.stars} />
            <p className="lt-level-desc">{words.description}</p>
            {result.ceiling_note && (
              <p className="lt-ceiling" data-testid="ceiling-note">
                {result.ceiling_note}
              </p>
            )}
          </div>
          {/* issue #25: what the child can do, in words and pictures; no score or percentage for them */}
          <div className="lt-child-result" data-testid="can-do">
            <h2>{t(canDo.length ? "assessment.results.canAlready" : "assessment.results.adventure")}</h2>
            {canDo.length > 0 ? (
              <ul className="lt-can-list">
                {canDo.map((s) => (
                  <li key={`${s.level_id}:${s.skill}`}>
                    <span className="lt-can-icon" aria-hidden="true">
                      {SKILL_ICON[s.skill] ?? "★"}
                    </span>
                    {skillWords(t, s, "youCan")}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t("assessment.results.firstLesson")}</p>
            )}
          </div>
          {result.start_here && <StartHere start={result.start_here} />}
          {!learner && (
            <details className="lt-grownup-detail" data-testid="grownup-detail">
              <summary>{t("assessment.results.grownups")}</summary>
              <p className="lt-plain-score">
                <Rich
                  k="assessment.results.score"
                  values={{ score }}
                  tags={{ b: (c) => <strong data-testid="score">{c}</strong> }}
                />
                {result.totalQuestions !== undefined &&
                  t("assessment.results.correct", {
                    right: result.correctAnswers ?? 0,
                    total: result.totalQuestions,
                  })}
                {t("assessment.results.completed", { date: when })}
              </p>
              {skills.length > 0 && (
                <div className="lt-skills" data-testid="skills">
                  <h2>{t("assessment.results.childCan")}</h2>
                  <ul>
                    {skills.map((s) => (
                      <li key={`${s.level_id}:${s.skill}`} className={s.can_do ? "is-can" : "is-not-yet"}>
                        <span className="lt-skill-mark" aria-hidden="true">
                          {s.can_do ? "✓" : "…"}
                        </span>
                        <span>
                          <strong>
                            {s.can_do
                              ? skillWords(t, s, "skill")
                              : t("assessment.results.notYet", {
                                  skill: lowerFirst(skillWords(t, s, "skill")),
                                })}
                          </strong>
                          <span className="lt-skill-count">
                            {t("assessment.results.rightOf", { right: s.right, asked: s.asked })}
                          </span>
                        </span>
                      </li>
                    ))}
                  </ul>
                  {skills.some((s) => !s.can_do) && (
                    <p className="muted">{t("assessment.results.lessonsTeach")}</p>
                  )}
                </div>
              )}
              {review.length > 0 && (
                <div className="lt-review" data-testid="review">
                  <h2>{t("assessment.results.answers")}</h2>
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
                          <Rich
                            k="assessment.results.rightAnswer"
                            values={{ answer: q.correct_text }}
                            tags={{ b: (c) => <strong data-testid="right-answer">{c}</strong> }}
                          />
                        </p>
                        <p className="muted">
                          {q.chosen_text === null
                            ? t("assessment.results.notAnswered")
                            : t(q.is_correct ? "assessment.results.choseRight" : "assessment.results.chose", {
                                answer: q.chosen_text,
                              })}
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
              <h2>{t("assessment.results.next")}</h2>
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
              <h2 id="lt-offers-title">{t("assessment.results.keepGoing")}</h2>
              <div className={"lt-offer-grid" + (hadDemo ? " is-single" : "")}>
                <article className="lt-offer lt-offer-premium" aria-labelledby="offer-premium">
                  <p className="lt-offer-ribbon">{t("assessment.results.bestValue")}</p>
                  <h3 id="offer-premium">
                    {t(hadDemo ? "assessment.results.upgrade" : "assessment.results.premium")}
                  </h3>
                  <p className="lt-price">
                    <del aria-label={t("assessment.results.oldPrice", { price: oldPrice(priceLocale(t)) })}>
                      {oldPrice(priceLocale(t))}
                    </del>{" "}
                    <strong data-testid="price">{price(priceLocale(t))}</strong>{" "}
                    <span data-testid="months">
                      {t("assessment.results.for", {
                        months: monthsWords(t, nextPurchaseMonths(subscription)),
                      })}
                    </span>
                  </p>
                  {nextPurchaseMonths(subscription) >= FIRST_PURCHASE_MONTHS && (
                    <p className="lt-offer-hook">{t("assessment.results.hook")}</p>
                  )}
                  <ul>
                    <li>{t("assessment.results.library")}</li>
                    <li>{t("assessment.results.certificates")}</li>
                    <li>{t("assessment.results.support")}</li>
                  </ul>
                  <Link className="btn btn-sun btn-block" to="/subscribe" state={navState}>
                    {t("assessment.results.pay")}
                  </Link>
                </article>
                {!hadDemo && (
                  <article className="lt-offer lt-offer-trial" aria-labelledby="offer-trial">
                    <h3 id="offer-trial">{t("assessment.results.trial")}</h3>
                    <p className="lt-price">
                      <Rich
                        k="assessment.results.trialPrice"
                        tags={{ b: (c) => <strong>{c}</strong>, s: (c) => <span>{c}</span> }}
                      />
                    </p>
                    <ul>
                      <li>{t("assessment.results.trialLessons")}</li>
                      <li>{t("assessment.results.trialAssessments")}</li>
                      <li>{t("assessment.results.noCard")}</li>
                    </ul>
                    <Link className="btn btn-outline btn-block" to="/demo-confirmation" state={navState}>
                      {t("assessment.results.startTrial")}
                    </Link>
                  </article>
                )}
              </div>
            </section>
          )}

        {older.length > 0 && (
          <section className="lt-card lt-history" aria-labelledby="lt-history-title">
            <h2 id="lt-history-title">{t("assessment.results.earlier")}</h2>
            <ul>
              {older.map((h) => (
                <li key={h.id}>
                  <Link to={`/level-test/results?id=${h.id}`}>
                    {dateIn(h.test_date, t.locale)} — {levelWords(t, h.level).name} ({h.score}%)
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="lt-again">
          <Link to="/level-test">{t("assessment.results.again")}</Link>
        </p>
      </main>
    </>
  );
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** A skill in the page's language: "Knows what …" for the grown-up, "You know what …" for the child. */
function skillWords(
  t: Translator,
  s: { skill: string; label: string; level_name: string },
  as: "skill" | "youCan",
) {
  const skill = s.skill as "greetings" | "letters" | "listening" | "reading";
  if (!["greetings", "letters", "listening", "reading"].includes(skill)) return s.label;
  return t(`assessment.${as}.${skill}`, { level: levelWords(t, s.level_name).name });
}
const SKILL_ICON: Record<string, string> = { greetings: "★", letters: "★", listening: "★", reading: "★" };

/** "Start here": the first lesson of the placed level, in the library, as the family's tier allows. */
function StartHere({ start }: { start: StartHereInfo }) {
  const sells = usePayments();
  const t = useT();
  return (
    <div className="lt-start-here" data-testid="start-here">
      <h2>{t("assessment.startHere.title")}</h2>
      <p>
        <Rich
          k="assessment.startHere.text"
          values={{ title: start.title, level: levelWords(t, start.level_name).name }}
          tags={{ b: (c) => <strong>{c}</strong> }}
        />
      </p>
      <Link className="btn btn-sun lt-start-link" to={`/lessons/${start.lesson_id}`}>
        {t("assessment.startHere.link", { title: start.title })}
      </Link>
      {start.locked && (
        <p className="lt-start-lock">
          {t("assessment.startHere.lock", {
            why: !sells ? "school" : start.unlock_tier === "demo" ? "demo" : "subscription",
          })}
        </p>
      )}
      {start.tier === "premium" && start.earlier_lessons > 0 && (
        <p className="lt-start-skip" data-testid="skip-note">
          {t("assessment.startHere.skip", { sells: sells ? "yes" : "no", n: start.earlier_lessons })}
        </p>
      )}
    </div>
  );
}
