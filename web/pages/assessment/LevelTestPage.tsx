// /level-test (SPEC sections 2, 4, 5): intro → questions → submit. The server grades.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import toast from "react-hot-toast";
import { AppNavbar } from "../../components/AppNavbar";
import { api, ApiClientError, loaderApi } from "../../api/client";
import { loadSession } from "../../state/session";
import { redirectWithNotice } from "../../lib/notice";
import { signupUrl } from "../../lib/pendingAction";
import { BoltIcon, ClockIcon, QuestionIcon, SunFace } from "./Icons";
import { RESULTS_STORAGE_KEY, type LevelTestQuestions, type LevelTestResult } from "./types";

export const VERIFY_FIRST = "Please verify your email before taking the level test";
export const SELECT_FIRST = "Please select an answer before submitting";

export async function levelTestLoader(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  // The spec sends signed-out visitors to sign-up (not the general /login guard), with the pending action.
  if (!session.user) throw redirect(signupUrl("level-test", "/level-test"));
  if (!session.user.is_verified) throw redirectWithNotice("/verify-email-notice", VERIFY_FIRST, "error");
  return loaderApi(args).get<LevelTestQuestions>("/assessments/level-test/questions");
}

const LETTERS = ["A", "B", "C", "D", "E", "F"];
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function LevelTestPage() {
  const test = useLoaderData() as LevelTestQuestions;
  const navigate = useNavigate();
  const [stage, setStage] = useState<"intro" | "question">("intro");
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const questionHeading = useRef<HTMLParagraphElement>(null);
  // Keyboard and screen-reader users land on the new question, not at the top of the page.
  useEffect(() => {
    if (stage === "question") questionHeading.current?.focus();
  }, [stage, index]);

  const question = test.questions[index];
  const chosen = question ? answers[question.id] : undefined;
  const last = index === test.questions.length - 1;

  function start() {
    setStage("question");
    toast.success("Test started! Good luck!", { id: "test-started" });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!chosen) {
      setWarning(SELECT_FIRST);
      return;
    }
    if (!last) {
      setIndex((i) => i + 1);
      return;
    }
    setBusy(true);
    try {
      const result = await api.post<LevelTestResult>("/assessments/level-test", { answers });
      try {
        sessionStorage.setItem(RESULTS_STORAGE_KEY, JSON.stringify(result));
      } catch {}
      navigate("/level-test/results", { state: { testResults: result, fromTest: true } });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiClientError && err.code === "EMAIL_NOT_VERIFIED") {
        toast.error(VERIFY_FIRST, { id: VERIFY_FIRST });
        navigate("/verify-email-notice");
        return;
      }
      toast.error(err instanceof ApiClientError ? err.message : "Could not submit your answer. Please try again.");
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
        {stage === "intro" ? (
          <section className="lt-card lt-intro" aria-labelledby="lt-title">
            <p className="lt-hello">
              <span lang="ar" dir="rtl" className="arabic">
                مرحبا
              </span>
              <SunFace className="lt-wave" />
            </p>
            <h1 id="lt-title">Arabic Level Test</h1>
            <p className="lt-lead">Let's find out how much Arabic you already know. It's quick, it's fun, and every answer helps us choose the right lessons for you.</p>
            <ul className="lt-facts" aria-label="About this test">
              <li>
                <QuestionIcon />
                <strong>{plural(test.total_questions, "question")}</strong>
              </li>
              <li>
                <ClockIcon />
                <strong>{plural(test.duration_minutes, "minute")}</strong>
              </li>
              <li>
                <BoltIcon />
                <strong>Instant results</strong>
              </li>
            </ul>
            <p className="lt-note">
              Coming next: our full placement test — 50 questions in 60 minutes, aligned to the CEFR levels (A1 to C2).
            </p>
            <button type="button" className="btn btn-sun lt-start" onClick={start}>
              Start Assessment
            </button>
          </section>
        ) : (
          <form className="lt-card lt-question" onSubmit={onSubmit} noValidate aria-labelledby="lt-q-title">
            <p className="lt-progress-label" ref={questionHeading} tabIndex={-1}>
              Question {index + 1} of {test.total_questions}
            </p>
            <div
              className="lt-progress"
              role="progressbar"
              aria-label="Test progress"
              aria-valuemin={0}
              aria-valuemax={test.total_questions}
              aria-valuenow={index + (chosen ? 1 : 0)}
            >
              <span style={{ width: `${((index + (chosen ? 1 : 0)) / test.total_questions) * 100}%` }} />
            </div>
            {question.arabic && (
              <p className="lt-arabic-big">
                <span lang="ar" dir="rtl" className="arabic">
                  {question.arabic}
                </span>
              </p>
            )}
            <fieldset className="lt-options">
              <legend id="lt-q-title" className="lt-prompt">
                {question.prompt}
              </legend>
              {question.options.map((o, i) => (
                <label key={o.id} className={"lt-option" + (chosen === o.id ? " is-chosen" : "")} data-letter={LETTERS[i]}>
                  <input
                    type="radio"
                    name={question.id}
                    value={o.id}
                    checked={chosen === o.id}
                    onChange={() => {
                      setAnswers((a) => ({ ...a, [question.id]: o.id }));
                      setWarning(null);
                    }}
                  />
                  <span className="lt-letter" aria-hidden="true">
                    {LETTERS[i]}
                  </span>
                  <span className="lt-option-text">{o.text}</span>
                </label>
              ))}
            </fieldset>
            {!chosen && (
              <p className={warning ? "lt-warning" : "lt-hint"} id="lt-select-hint" role={warning ? "alert" : undefined}>
                {SELECT_FIRST}
              </p>
            )}
            <button type="submit" className="btn btn-primary lt-submit" disabled={!chosen || busy} aria-describedby={chosen ? undefined : "lt-select-hint"}>
              {busy ? "Checking..." : last ? "Submit Answer" : "Next Question"}
            </button>
          </form>
        )}
      </main>
    </>
  );
}
