// /lessons/:lessonId — the lesson player. Start → one activity at a time → the server grades each
// answer (right: a cheer; wrong: the right answer, and the activity comes back later) → finish →
// 1–3 stars from the server. The browser only keeps the queue; every rule is the server's.
import { useEffect, useRef, useState } from "react";
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { preload } from "react-dom";
import toast from "react-hot-toast";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { loadSession } from "../../state/session";
import { Activity } from "./activities/Activity";
import { Ar, GrownUpUnlock, Sparkle, Stars } from "./bits";
import { en } from "./format";
import type {
  AnswerResult,
  AttemptReply,
  CoursesReply,
  FinishReply,
  LessonReply,
  LessonSummary,
  Prompts,
  PublicActivity,
  Tier,
} from "./types";
import { cancel, instruct, muted, onMuteChange, setMuted, speechLangFor, voices } from "../../lib/voice";
import { chime } from "../../lib/chime";
import { Rich, useT } from "../../i18n";
import { checkLead, cueFor } from "./cues";
import { cueActivity, feedbackWords, isHeard, loadPrompts, replayCue } from "./playerSpeech";
import { SpeakerIcon } from "./activities/Say";
import { LockScreen } from "./LockScreen";

export const TEACHING_FONT = "/static/fonts/noto-naskh-arabic-arabic-400-normal.woff2";

type LoaderData =
  | { state: "open"; lesson: LessonReply; tier: Tier }
  | { state: "locked"; lessonId: string; summary: LessonSummary | null; tier: Tier; signedIn: boolean };

function findSummary(courses: CoursesReply, id: string) {
  for (const level of courses.levels)
    for (const unit of level.units) for (const l of unit.lessons) if (l.id === id) return l;
  return null;
}

export async function lessonLoader(args: LoaderFunctionArgs): Promise<LoaderData> {
  const id = args.params.lessonId ?? "";
  const session = await loadSession(args);
  const client = loaderApi(args);
  const courses = () => ok(client.courses.get()).catch(() => null);
  if (!session.user) {
    const c = await courses();
    const summary = c ? findSummary(c, id) : null;
    if (c && !summary) throw data(null, { status: 404 });
    return { state: "locked", lessonId: id, summary, tier: "none", signedIn: false };
  }
  // a locked card leads to the lock screen without a refused call (issue #25: no 403 in the console)
  const c = await courses();
  const known = c ? findSummary(c, id) : null;
  if (c && known?.locked)
    return { state: "locked", lessonId: id, summary: known, tier: c.tier, signedIn: true };
  try {
    const lesson = await ok(client.lessons({ id: encodeURIComponent(id) }).get());
    return { state: "open", lesson, tier: c?.tier ?? "premium" };
  } catch (e) {
    if (!(e instanceof ApiClientError)) throw e;
    if (e.status === 404 || e.status === 422 || e.status === 400) throw data(null, { status: 404 });
    if (e.status === 403 || e.status === 401) {
      const c = await courses();
      return {
        state: "locked",
        lessonId: id,
        summary: c ? findSummary(c, id) : null,
        tier: c?.tier ?? "none",
        signedIn: true,
      };
    }
    throw e;
  }
}

export function LessonPage() {
  const d = useLoaderData() as LoaderData;
  preload(TEACHING_FONT, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  if (d.state === "locked")
    return <LockScreen lessonId={d.lessonId} summary={d.summary} tier={d.tier} signedIn={d.signedIn} />;
  return <Player key={d.lesson.id} lesson={d.lesson} tier={d.tier} />;
}

type Phase = "intro" | "starting" | "playing" | "finishing" | "done" | "locked";

function useTranslit(allowed: boolean) {
  const [on, setOn] = useState(allowed);
  useEffect(() => {
    if (allowed && localStorage.getItem("marhaba.translit") === "off") setOn(false);
  }, [allowed]);
  const toggle = () =>
    setOn((v) => {
      localStorage.setItem("marhaba.translit", v ? "off" : "on");
      return !v;
    });
  return [allowed && on, toggle] as const;
}

/** Plays a lesson, or a practice session (PracticePage): `practice` starts a review attempt, `count` the activities announced. */
export function Player({
  lesson,
  tier,
  practice,
  count,
}: {
  lesson: LessonReply;
  tier: Tier;
  practice?: boolean;
  count?: number;
}) {
  const t = useT();
  const lang = speechLangFor(t.locale);
  const [phase, setPhase] = useState<Phase>("intro");
  const [lockedBy, setLockedBy] = useState<"school" | undefined>(undefined);
  const [attempt, setAttempt] = useState<AttemptReply | null>(null);
  const [queue, setQueue] = useState<PublicActivity[]>([]);
  const [turn, setTurn] = useState(0);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(0);
  const [finish, setFinish] = useState<FinishReply | null>(null);
  const [prompts, setPrompts] = useState<
    { turn: number; p: Prompts } | { turn: number; failed: true } | null
  >(null);
  const [reload, setReload] = useState(0);
  const [translit, toggleTranslit] = useTranslit(lesson.show_translit);
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const answered = useRef(0);
  // how the last answer was given: after one by the keyboard (a switch, a screen reader) the feedback waits
  // for Next, so there is time to hear it (WCAG 2.2.1); after a tap the next activity comes by itself
  const byKeys = useRef(false);

  const current = queue[0] ?? null;
  const total = attempt?.total ?? lesson.activities.length;
  const ready = prompts && prompts.turn === turn && "p" in prompts ? prompts.p : null;
  // a unit check opens with a line that says no cheer will come on the way (on its first item only)
  const lead = lesson.kind === "check" && done === 0 ? checkLead(t) : undefined;

  useEffect(() => {
    if (result) nextRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (phase === "playing" && turn > 0 && ready) headingRef.current?.focus();
  }, [turn, phase, ready]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  // the device's voices load while the child looks at the start screen (some devices take a moment)
  useEffect(() => void voices.ready(), []);

  // Each activity as it appears: its prompts (heard or seen on this device), then the spoken cue.
  useEffect(() => {
    if (phase !== "playing" || !current || !attempt) return;
    let live = true;
    loadPrompts(current, attempt.attempt_id).then(
      (p) => {
        if (!live) return;
        setPrompts({ turn, p });
        void cueActivity(current, p, t, lead);
      },
      () => live && setPrompts({ turn, failed: true }),
    );
    return () => {
      live = false;
      cancel();
    };
    // a new turn is a new activity on screen (a retried one too)
  }, [turn, phase, attempt, reload]); // eslint-disable-line react-hooks/exhaustive-deps

  async function start() {
    setPhase("starting");
    try {
      // the voices (asked for on mount) are known before the first activity: heard or seen depends on them
      const [a] = await Promise.all([
        ok(
          practice
            ? api.review.attempts.post()
            : api.lessons({ id: encodeURIComponent(lesson.id) }).attempts.post(),
        ),
        voices.ready(),
      ]);
      setAttempt(a);
      setQueue(a.activities);
      setDone(0);
      setResult(null);
      setFinish(null);
      setTurn((t) => t + 1);
      setPhase("playing");
    } catch (e) {
      if (e instanceof ApiClientError && e.code === "LESSON_LOCKED") return locked(e);
      toast.error(e instanceof ApiClientError ? e.message : t("courses.player.startFailed"));
      setPhase("intro");
    }
  }

  /** A lesson closed under the child's feet: the lock, worded by the server's unlock_by. */
  function locked(e: ApiClientError) {
    setLockedBy(e.details.unlock_by === "school" ? "school" : undefined);
    setPhase("locked");
  }

  async function answer(value: unknown) {
    if (!attempt || !current || busy || !ready) return;
    setBusy(true);
    try {
      // a heard activity says which form this device played it in (the seen form is never graded)
      const body = isHeard(current) ? { ...(value as object), played: ready.form } : value;
      const r = await ok(
        api.attempts({ id: attempt.attempt_id }).answers.post({
          activity_id: current.id,
          answer: body,
        }),
      );
      setDone((d) => Math.max(d, r.done));
      // Meeting a letter or word needs no cheer: straight on to the next activity.
      if ((current.type === "meet_letter" || current.type === "meet_word") && r.correct) return advance(r);
      // A unit check says nothing until it is finished (the server keeps right and wrong): straight on.
      if (r.correct === null) return advance(r);
      setResult(r);
      chime(r.correct);
      void instruct(feedbackWords(r.correct, answered.current++, t), lang);
      // then the next activity comes by itself (a wrong answer stays longer: the right one is shown)
      const wait = r.correct ? RIGHT_MS : current.type === "build_word" ? COMPARE_MS : WRONG_MS;
      if (!byKeys.current) timer.current = setTimeout(() => advance(r), wait);
    } catch (e) {
      if (e instanceof ApiClientError && e.code === "LESSON_CHANGED") {
        toast(t("courses.player.changed"), { icon: "✨", id: "lesson-changed" });
        await start();
      } else if (e instanceof ApiClientError && e.code === "LESSON_LOCKED") {
        locked(e);
      } else {
        toast.error(
          e instanceof ApiClientError && e.status !== 0 ? e.message : t("courses.player.answerFailed"),
          { id: "answer-error" },
        );
      }
    } finally {
      setBusy(false);
    }
  }

  function advance(r: AnswerResult) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    cancel();
    const [head, ...rest] = queue;
    // A wrong answer: the activity comes back at the end of the lesson.
    const next = r.retry_later && head ? [...rest, head] : rest;
    setResult(null);
    setQueue(next);
    if (next.length === 0) return void end();
    setTurn((t) => t + 1);
  }

  async function end() {
    if (!attempt) return;
    setPhase("finishing");
    try {
      setFinish(await ok(api.attempts({ id: attempt.attempt_id }).finish.post()));
      setPhase("done");
    } catch (e) {
      if (e instanceof ApiClientError && e.code === "LESSON_CHANGED") {
        toast(t("courses.player.changed"), { icon: "✨", id: "lesson-changed" });
        return void start();
      }
      toast.error(e instanceof ApiClientError ? e.message : t("courses.player.saveFailed"));
      setPhase("playing");
    }
  }

  if (phase === "locked")
    return (
      <LockScreen
        lessonId={lesson.id}
        summary={null}
        tier={tier}
        signedIn
        title={en(lesson.title)}
        unlockBy={lockedBy}
      />
    );

  if (phase === "intro" || phase === "starting")
    return (
      <main id="main" className="player player--intro">
        <div className="player-card intro-card">
          <p className="player-crumb">
            {lesson.level.name} · {en(lesson.unit.title)}
          </p>
          <h1>{en(lesson.title)}</h1>
          <IntroArt lesson={lesson} />
          <p className="intro-count">
            {t("courses.player.activities", { n: count ?? lesson.activities.length })}
          </p>
          <button
            type="button"
            className="btn-kid btn-kid--go btn-kid--huge"
            onClick={start}
            disabled={phase === "starting"}
          >
            {phase === "starting" ? t("courses.player.gettingReady") : t("courses.player.start")}
          </button>
          <Link to="/courses" className="player-back-link">
            {t("courses.player.backToLibrary")}
          </Link>
        </div>
      </main>
    );

  if (phase === "done" && finish)
    return <EndScreen lesson={lesson} finish={finish} tier={tier} onReplay={start} />;

  const cue = current && ready ? cueFor(current.type, current, ready.form, t) : null;
  return (
    <main id="main" className="player player--playing">
      <div className="player-bar">
        <Link to="/courses" className="player-exit" aria-label={t("courses.player.leave")}>
          ✕
        </Link>
        <div
          className="progress"
          role="progressbar"
          aria-label={t("courses.player.progress")}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={t("courses.player.progressText", { done, total })}
        >
          <span className="progress-fill" style={{ width: `${total ? (100 * done) / total : 0}%` }} />
        </div>
        <MuteSwitch />
        {lesson.show_translit && (
          <button type="button" className="translit-toggle" aria-pressed={translit} onClick={toggleTranslit}>
            <Rich
              k="courses.player.translit"
              values={{ shown: translit ? "yes" : "no" }}
              tags={{
                sample: (c) => <span className="translit-sample">{c}</span>,
                sr: (c) => <span className="sr-only">{c}</span>,
              }}
            />
          </button>
        )}
      </div>
      <div
        className="player-stage"
        onPointerDownCapture={() => void (byKeys.current = false)}
        onKeyDownCapture={(e) => void (e.key === "Enter" || e.key === " " ? (byKeys.current = true) : null)}
      >
        {current && (
          <div
            className="player-card"
            key={`${current.id}-${turn}`}
            data-type={current.type}
            data-activity={current.id}
            data-form={ready?.form}
            aria-busy={!ready}
          >
            {cue && ready ? (
              <>
                {lead && (
                  <p className="cue-lead" data-testid="check-lead">
                    {lead}
                  </p>
                )}
                <div className="cue" ref={headingRef} tabIndex={-1}>
                  <button
                    type="button"
                    className="cue-replay"
                    aria-label={t("courses.player.sayAgain")}
                    onClick={() => void replayCue(current, ready, t, lead)}
                  >
                    <SpeakerIcon size={34} />
                  </button>
                  <p className="cue-text">{cue.text}</p>
                </div>
                <Activity
                  activity={current}
                  onAnswer={answer}
                  disabled={busy || phase === "finishing"}
                  result={result}
                  showTranslit={translit}
                  prompts={ready}
                />
              </>
            ) : prompts && "failed" in prompts && prompts.turn === turn ? (
              <>
                <p className="cue-text">{t("courses.player.notLoaded")}</p>
                <button type="button" className="btn-kid btn-kid--go" onClick={() => setReload((n) => n + 1)}>
                  {t("courses.player.tryAgain")}
                </button>
              </>
            ) : (
              <p className="cue-text cue-wait" aria-live="polite">
                {t("courses.player.gettingReady")}
              </p>
            )}
          </div>
        )}
        {!current && (
          <div className="player-card">
            <p className="act-instruction">
              {phase === "finishing" ? t("courses.player.counting") : t("courses.player.notSaved")}
            </p>
            {phase !== "finishing" && (
              <button type="button" className="btn-kid btn-kid--go" onClick={end}>
                {t("courses.player.tryAgain")}
              </button>
            )}
          </div>
        )}
        <div
          className={"feedback" + (result ? (result.correct ? " feedback--right" : " feedback--wrong") : "")}
          role="status"
          aria-live="polite"
        >
          {result && (
            <>
              {result.correct && (
                <span className="feedback-face" aria-hidden="true">
                  <Sparkle className="cheer" />
                </span>
              )}
              <p className="feedback-text">
                <FeedbackText
                  text={
                    result.feedback ||
                    (result.correct ? t("courses.player.wellDone") : t("courses.player.notQuite"))
                  }
                />
                {!result.correct && result.retry_later && (
                  <span className="feedback-later">{t("courses.player.retryLater")}</span>
                )}
              </p>
              <button
                ref={nextRef}
                type="button"
                className="btn-kid btn-kid--go feedback-next"
                aria-label={t("courses.player.next")}
                onClick={() => advance(result)}
              >
                <span aria-hidden="true">→</span>
              </button>
            </>
          )}
        </div>
      </div>
    </main>
  );
}

/** How long the feedback stays before the next activity comes by itself (the child may tap Next sooner). */
const RIGHT_MS = 1600;
const WRONG_MS = 3200;
const COMPARE_MS = 4500; // a wrong build: the child's word and the right one side by side

/** Sound on or off for instructions and the right/wrong sounds (the Arabic itself always plays), remembered on the device. */
function MuteSwitch() {
  const t = useT();
  const [off, setOff] = useState(false);
  useEffect(() => {
    setOff(muted());
    return onMuteChange(setOff);
  }, []);
  return (
    <button
      type="button"
      className="mute-switch"
      aria-pressed={off}
      aria-label={t("courses.player.soundOff")}
      onClick={() => setMuted(!off)}
    >
      <SpeakerIcon size={28} off={off} />
    </button>
  );
}

/** A taste of what the lesson brings: its new letters big, or the pictures of its new words. */
function IntroArt({ lesson }: { lesson: LessonReply }) {
  const letters = lesson.activities.flatMap((a) => (a.type === "meet_letter" ? [a.letter.char] : []));
  const pictures = lesson.activities.flatMap((a) =>
    a.type === "meet_word" && a.word.picture ? [a.word.picture] : [],
  );
  if (letters.length)
    return (
      <p className="intro-art" aria-hidden="true">
        {letters.map((c, i) => (
          <Ar key={i} className={`intro-letter tone-${i % 4}`}>
            {c}
          </Ar>
        ))}
      </p>
    );
  if (pictures.length)
    return (
      <p className="intro-art" aria-hidden="true">
        {pictures.slice(0, 4).map((src) => (
          <img key={src} src={src} alt="" width="72" height="72" />
        ))}
      </p>
    );
  return <Sparkle className="intro-sparkle" />;
}

/** The server's friendly sentence may hold Arabic ("This is دَ (da)."): give those runs the teaching font. */
function FeedbackText({ text }: { text: string }) {
  const parts = text.split(/([\u0600-\u06FF][\u0600-\u06FF\s]*[\u0600-\u06FF]|[\u0600-\u06FF])/);
  return <span>{parts.map((p, i) => (i % 2 ? <Ar key={i}>{p}</Ar> : p))}</span>;
}

/** A unit check's items once it is finished (issue #31): a gentle mark for each, right (✓) or not yet (•), in
 *  the order they were asked, and how many were right. Nothing red: a check tells where one is. */
function CheckResults({
  results,
  howMany,
}: {
  results: NonNullable<FinishReply["results"]>;
  howMany: string;
}) {
  const t = useT();
  return (
    <div className="check-results" data-testid="check-results">
      <ol className="check-marks" aria-label={t("courses.player.yourAnswers")}>
        {results.map((r, i) => (
          <li key={r.activity_id} className={r.correct ? "check-mark is-right" : "check-mark is-missed"}>
            <span aria-hidden="true">{r.correct ? "✓" : "•"}</span>
            <span className="sr-only">
              {t("courses.player.checkItem", { n: i + 1, right: r.correct ? "yes" : "no" })}
            </span>
          </li>
        ))}
      </ol>
      <p className="end-score">{howMany}</p>
    </div>
  );
}

function EndScreen({
  lesson,
  finish,
  tier,
  onReplay,
}: {
  lesson: LessonReply;
  finish: FinishReply;
  tier: Tier;
  onReplay: () => void;
}) {
  const t = useT();
  const lang = speechLangFor(t.locale);
  const next = finish.next_lesson;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const words = t("courses.end.words", { stars: finish.stars });
  const results = finish.results ?? null;
  const right = results?.filter((r) => r.correct).length ?? 0;
  const howMany = results ? t("courses.player.howMany", { right, total: results.length }) : "";
  const said = howMany
    ? t("courses.end.saidCheck", { words, stars: finish.stars, howMany })
    : t("courses.end.said", { words, stars: finish.stars });
  useEffect(() => void instruct(said, lang), [said, lang]);
  return (
    <main id="main" className="player player--done">
      <div className="player-card end-card">
        <div className="end-burst" aria-hidden="true">
          <Sparkle />
          <span className="confetti-dot c1" />
          <Sparkle />
          <span className="confetti-dot c2" />
          <Sparkle />
        </div>
        <h1 ref={heading} tabIndex={-1}>
          {words}
        </h1>
        <Stars count={finish.stars} size="lg" label={t("courses.end.starsLabel", { stars: finish.stars })} />
        <p className="end-lead">
          <Rich
            k="courses.end.finished"
            values={{ title: en(lesson.title) }}
            tags={{ b: (c) => <strong>{c}</strong> }}
          />
        </p>
        {results ? (
          <CheckResults results={results} howMany={howMany} />
        ) : (
          <p className="end-score">
            {finish.first_try_correct > 0
              ? t("courses.end.firstTry", { right: finish.first_try_correct, graded: finish.graded })
              : t("courses.end.keptGoing")}
          </p>
        )}
        {finish.sticker && (
          <div className="end-sticker" data-testid="sticker">
            {finish.sticker.picture ? (
              <img src={finish.sticker.picture} alt="" width="88" height="88" />
            ) : (
              <Sparkle />
            )}
            <p>
              <Rich
                k="courses.end.sticker"
                values={{ title: en(finish.sticker.title) }}
                tags={{
                  b: (c) => <strong>{c}</strong>,
                  album: (c) => <Link to="/progress#stickers">{c}</Link>,
                }}
              />
            </p>
          </div>
        )}
        <div className="end-actions">
          {next && !next.locked && (
            <Link to={`/lessons/${next.id}`} className="btn-kid btn-kid--go">
              {t("courses.end.nextLesson")}
            </Link>
          )}
          <Link to="/courses" className="btn-kid btn-kid--soft">
            {t("courses.player.backToLibrary")}
          </Link>
          <button type="button" className="btn-kid btn-kid--soft" onClick={onReplay}>
            {t("courses.end.playAgain")}
          </button>
        </div>
        {next?.locked && (
          <GrownUpUnlock
            tier={tier}
            unlockTier={tier === "none" ? "demo" : "premium"}
            signedIn
            compact
            about="next"
          />
        )}
        {lesson.home_card && (
          <aside className="home-card" aria-label={t("courses.end.homeCard")}>
            <p className="grownup-tag">{t("courses.end.homeCardTag")}</p>
            <p>{en(lesson.home_card)}</p>
          </aside>
        )}
      </div>
    </main>
  );
}
