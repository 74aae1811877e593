// /level-test (SPEC sections 2, 4, 5; issue 14): intro → one question at a time → results. The
// server holds the test, grades each answer and picks the next question; the page only shows it.
// A test left half-way is offered again ("Continue").
import { useEffect, useRef, useState } from "react";
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import toast from "react-hot-toast";
import { AppNavbar } from "../../components/AppNavbar";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { loadSession } from "../../state/session";
import { redirectWithNotice } from "../../lib/notice";
import { signupUrl } from "../../lib/pendingAction";
import { Ar } from "../courses/bits";
import { ListenButton } from "../courses/ListenButton";
import { Instruction } from "../../components/Instruction";
import { canSpeakArabic, say, voices } from "../../lib/voice";
import { BoltIcon, ClockIcon, QuestionIcon } from "./Icons";
import { useT, type Translator } from "../../i18n";
import { RESULTS_STORAGE_KEY, type LevelTestCurrent, type PublicQuestion, type TestState } from "./types";

/** What a question says (heard when it appears) and asks, in the page's language, by its type. Its choices'
 * words (the greeting's options, the pictures' meanings) come from the server in the reader's language. */
export function questionWords(t: Translator, q: PublicQuestion) {
  return {
    prompt: t(`assessment.q.${q.type}`),
    say: q.type === "meaning" ? t("assessment.q.meaningSay") : t(`assessment.q.${q.type}`),
  };
}

export async function levelTestLoader(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  // The spec sends signed-out visitors to sign-up (not the general /login guard), with the pending action.
  if (!session.user) throw redirect(signupUrl("level-test", "/level-test"));
  if (!session.user.is_verified)
    throw redirectWithNotice("/verify-email-notice", "assessment.test.verifyFirst", "error");
  return ok(loaderApi(args).assessments["level-tests"].current.get());
}

export function LevelTestPage() {
  const { test: open } = useLoaderData() as LevelTestCurrent;
  const navigate = useNavigate();
  const [test, setTest] = useState<TestState | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  const questionHeading = useRef<HTMLParagraphElement>(null);
  const q = test?.question ?? null;
  // Keyboard and screen-reader users land on the new question, not at the top of the page.
  useEffect(() => {
    if (q) questionHeading.current?.focus();
  }, [q?.number, test?.id]);

  function fail(err: unknown) {
    setBusy(false);
    if (err instanceof ApiClientError && err.code === "EMAIL_NOT_VERIFIED") {
      toast.error(t("assessment.test.verifyFirst"), { id: "verify-first" });
      navigate("/verify-email-notice");
      return;
    }
    toast.error(err instanceof ApiClientError ? err.message : t("assessment.test.failed"));
  }

  function show(next: TestState) {
    setChosen(null);
    setBusy(false);
    if (next.status === "finished" && next.result) {
      try {
        sessionStorage.setItem(RESULTS_STORAGE_KEY, JSON.stringify(next.result));
      } catch {}
      navigate("/level-test/results", { state: { testResults: next.result, fromTest: true } });
      return;
    }
    setTest(next);
  }

  async function start(restart: boolean) {
    setBusy(true);
    try {
      const next = await ok(api.assessments["level-tests"].post({ restart }));
      if (restart || !open) toast.success(t("assessment.test.started"), { id: "test-started" });
      show(next);
    } catch (err) {
      fail(err);
    }
  }

  // One tap answers (issue #25): no separate Submit, nothing to read before tapping.
  async function answer(choice: string) {
    if (!test || !q || busy) return;
    setChosen(choice);
    setBusy(true);
    try {
      // the server asks the next listening question only about what this device can say or play
      await voices.ready();
      show(
        await ok(
          api.assessments["level-tests"]({ id: test.id }).answers.post({
            number: q.number,
            choice,
            hears_arabic: canSpeakArabic(),
          }),
        ),
      );
    } catch (err) {
      // Already answered (another tab, a double tap): show where the test really is.
      if (
        err instanceof ApiClientError &&
        (err.code === "QUESTION_ANSWERED" || err.code === "TEST_FINISHED")
      ) {
        try {
          return show(await ok(api.assessments["level-tests"]({ id: test.id }).get()));
        } catch (again) {
          return fail(again);
        }
      }
      fail(err);
    }
  }

  return (
    <>
      <AppNavbar />
      <main id="main" className="lt-page">
        <div className="lt-bubbles" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        {!test || !q ? (
          <Intro resumable={open?.question ? open.question.number : null} busy={busy} onStart={start} />
        ) : (
          <section className="lt-card lt-question" aria-labelledby="lt-q-title">
            <p className="lt-progress-label" ref={questionHeading} tabIndex={-1}>
              {t("assessment.test.question", { n: q.number })}
            </p>
            <div
              className="lt-progress"
              role="progressbar"
              aria-label={t("assessment.test.progress")}
              aria-valuemin={0}
              aria-valuemax={test.total_estimate}
              aria-valuenow={test.answered}
              aria-valuetext={t("assessment.test.answered", { n: test.answered })}
            >
              <span
                style={{ width: `${Math.max(4, (test.answered / Math.max(1, test.total_estimate)) * 100)}%` }}
              />
            </div>
            <QuestionView
              key={`${test.id}:${q.number}`}
              testId={test.id}
              q={q}
              chosen={chosen}
              busy={busy}
              onAnswer={answer}
            />
          </section>
        )}
      </main>
    </>
  );
}

/** A listening question's hidden word (its text would give the answer away), asked for when it is played. */
const loadPrompt = (testId: string) => ok(api.assessments["level-tests"]({ id: testId }).prompt.get());

function Intro({
  resumable,
  busy,
  onStart,
}: {
  resumable: number | null;
  busy: boolean;
  onStart: (restart: boolean) => void;
}) {
  const t = useT();
  return (
    <section className="lt-card lt-intro" aria-labelledby="lt-title">
      <p className="lt-hello" aria-hidden="true">
        <QuestionIcon />
      </p>
      <h1 id="lt-title">{t("assessment.test.title")}</h1>
      <p className="lt-lead">{t("assessment.test.lead")}</p>
      <ul className="lt-facts" aria-label={t("assessment.test.about")}>
        <li>
          <QuestionIcon />
          <strong>{t("assessment.test.questions")}</strong>
        </li>
        <li>
          <ClockIcon />
          <strong>{t("assessment.test.minutes")}</strong>
        </li>
        <li>
          <BoltIcon />
          <strong>{t("assessment.test.instant")}</strong>
        </li>
      </ul>
      <p className="lt-note">{t("assessment.test.note")}</p>
      {resumable ? (
        <div className="lt-resume">
          <p className="lt-resume-note">{t("assessment.test.resume", { n: resumable })}</p>
          <button
            type="button"
            className="btn btn-sun lt-start"
            onClick={() => onStart(false)}
            disabled={busy}
          >
            {t("assessment.test.continue")}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => onStart(true)} disabled={busy}>
            {t("assessment.test.restart")}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-sun lt-start" onClick={() => onStart(false)} disabled={busy}>
          {t("assessment.test.start")}
        </button>
      )}
    </section>
  );
}

/** One question, read aloud when it appears (with a replay button): what to hear or read, then the
 * choices as big buttons (pictures, letters or words). One tap answers. */
function QuestionView({
  testId,
  q,
  chosen,
  busy,
  onAnswer,
}: {
  testId: string;
  q: PublicQuestion;
  chosen: string | null;
  busy: boolean;
  onAnswer: (id: string) => void;
}) {
  const pictures = q.choices.some((c) => c.picture);
  const t = useT();
  const words = questionWords(t, q);
  // A listening question's word is played by itself after the instruction, when this device can say it.
  useEffect(() => {
    if (!q.prompt_url) return;
    let live = true;
    (async () => {
      try {
        const [slot] = await Promise.all([loadPrompt(testId), voices.ready()]);
        const saying = live && say(slot);
        if (saying) await saying;
      } catch {}
    })();
    return () => {
      live = false;
    };
  }, [testId, q.number]);
  return (
    <>
      <Instruction
        text={words.say}
        lang={t.locale === "fr" ? "fr" : "en"}
        replayLabel={t("assessment.test.hearAgain")}
      />
      {q.type === "meaning" && q.arabic && (
        <div className="lt-stimulus">
          <Ar as="p" className="lt-arabic-big">
            {q.arabic}
          </Ar>
          {q.audio && <ListenButton slot={q.audio} label={t("assessment.test.listen")} />}
        </div>
      )}
      {q.type === "read_pick_picture" && q.arabic && (
        <div className="lt-stimulus">
          <Ar as="p" className="lt-arabic-big">
            {q.arabic}
          </Ar>
        </div>
      )}
      {q.prompt_url && (
        <div className="lt-stimulus">
          <ListenButton
            prompt={{ key: `${testId}:${q.number}`, load: () => loadPrompt(testId) }}
            label={t("assessment.test.listen")}
            size="big"
          />
        </div>
      )}
      <h2 id="lt-q-title" className="lt-prompt">
        {words.prompt}
      </h2>
      <ul
        className={
          "lt-options lt-taps" +
          (pictures ? " lt-options--pictures" : q.type === "listen_pick_letter" ? " lt-options--tiles" : "")
        }
        aria-labelledby="lt-q-title"
      >
        {q.choices.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={
                "lt-option" + (chosen === c.id ? " is-chosen" : "") + (c.picture ? " lt-option--picture" : "")
              }
              data-choice={c.id}
              onClick={() => onAnswer(c.id)}
              disabled={busy}
              aria-label={c.picture && !c.text ? c.label : undefined}
            >
              {c.picture && (
                <img src={c.picture} alt="" width="96" height="96" className="lt-option-picture" />
              )}
              {q.type === "listen_pick_letter" ? (
                <Ar className="lt-option-text lt-option-ar">{c.text}</Ar>
              ) : c.text ? (
                <span className="lt-option-text">{c.text}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
