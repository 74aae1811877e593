// /class — a pupil signs in without email or typing: the class code (typed once; this device remembers
// the class, so the next pupil only taps), then their own picture, then their three pictures in order
// from the grid of 9. Big tiles, kind messages, no countdown. The server checks everything.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { Link } from "../../components/Link";
import { api, ApiClientError, ok } from "../../api/client";
import { loadSession } from "../../state/session";
import { signOut } from "../../components/UserMenu";
import { Brand } from "../../components/PublicHeader";
import type { ClassSignInInfo as Info } from "./teacher";
import { currentT, useT } from "../../i18n";

const REMEMBER = "marhaba-class-code";

export async function classSignInLoader(args: LoaderFunctionArgs) {
  const session = await loadSession(args);
  return { user: session.user };
}

const message = (e: unknown) =>
  e instanceof ApiClientError ? e.message : currentT()("classes.error.generic");

export function ClassSignInPage() {
  const { user } = useLoaderData() as Awaited<ReturnType<typeof classSignInLoader>>;
  const [info, setInfo] = useState<Info | null>(null);
  const [pupil, setPupil] = useState<Info["pupils"][number] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();

  const open = async (typed: string, remembered = false) => {
    setBusy(true);
    setError(null);
    try {
      const r = await ok(api["class-sign-in"]({ code: encodeURIComponent(typed.trim()) }).get());
      setInfo(r);
      try {
        localStorage.setItem(REMEMBER, r.class.code);
      } catch {}
    } catch (e) {
      if (remembered) {
        try {
          localStorage.removeItem(REMEMBER);
        } catch {}
      }
      setError(message(e));
    } finally {
      setBusy(false);
      setReady(true);
    }
  };

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(REMEMBER);
    } catch {}
    if (saved && !user) void open(saved, true);
    else setReady(true);
  }, []);
  useEffect(() => heading.current?.focus(), [info?.class.code, pupil?.id]);

  const tap = async (name: string) => {
    if (!info || !pupil || busy) return;
    const next = [...chosen, name];
    setChosen(next);
    setError(null);
    if (next.length < 3) return;
    setBusy(true);
    try {
      await ok(
        api["class-sign-in"].post({ class_code: info.class.code, pupil_id: pupil.id, pictures: next }),
      );
      window.location.assign("/courses");
    } catch (e) {
      setError(message(e));
      setChosen([]);
      setBusy(false);
    }
  };

  const forget = () => {
    try {
      localStorage.removeItem(REMEMBER);
    } catch {}
    setInfo(null);
    setPupil(null);
    setChosen([]);
    setError(null);
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void open(code);
  };

  let body;
  if (user) {
    body = (
      <div className="class-step">
        <h1 ref={heading} tabIndex={-1}>
          {t("classes.signIn.hello", { name: user.first_name })}
        </h1>
        <p className="lead">{t("classes.signIn.signedIn")}</p>
        <div className="class-actions">
          <Link to="/courses" className="btn-kid btn-kid--go btn-kid--huge">
            {t("classes.signIn.myLessons")}
          </Link>
          <button type="button" className="btn-kid btn-kid--soft" onClick={() => signOut("/class")}>
            {user.kind === "pupil"
              ? t("classes.signIn.notMe", { name: user.first_name })
              : t("classes.signIn.signOut")}
          </button>
        </div>
      </div>
    );
  } else if (!info) {
    body = (
      <form className="class-step" onSubmit={submitCode} data-testid="class-code-step">
        <h1 ref={heading} tabIndex={-1}>
          {t("classes.signIn.whichClass")}
        </h1>
        <p className="lead">{t("classes.signIn.teacherTypes")}</p>
        <label htmlFor="class-code" className="class-code-label">
          {t("classes.signIn.code")}
        </label>
        <input
          id="class-code"
          className="class-code-input"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          inputMode="text"
          placeholder={t("classes.signIn.codeExample")}
          aria-describedby={error ? "class-error" : undefined}
          disabled={!ready}
        />
        <button type="submit" className="btn-kid btn-kid--go btn-kid--huge" disabled={busy || !ready}>
          {t("classes.signIn.go")}
        </button>
      </form>
    );
  } else if (!pupil) {
    body = (
      <div className="class-step">
        <h1 ref={heading} tabIndex={-1}>
          {t("classes.signIn.who")}
        </h1>
        <p className="lead">{t("classes.signIn.tapYou")}</p>
        <ul
          className="class-tiles class-tiles--pupils"
          aria-label={t("classes.signIn.pupilsOf", { name: info.class.name })}
        >
          {info.pupils.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="class-tile"
                onClick={() => (setPupil(p), setChosen([]), setError(null))}
              >
                <img src={p.avatar.url} alt="" width={72} height={72} />
                <span>{p.first_name}</span>
              </button>
            </li>
          ))}
        </ul>
        {!info.pupils.length && <p>{t("classes.signIn.noPupils")}</p>}
        <button type="button" className="btn btn-ghost class-switch" onClick={forget}>
          {t("classes.signIn.changeClass", { name: info.class.name })}
        </button>
      </div>
    );
  } else {
    const byName = new Map(info.pictures.map((p) => [p.name, p]));
    body = (
      <div className="class-step">
        <h1 ref={heading} tabIndex={-1} className="class-who">
          <img src={pupil.avatar.url} alt="" width={56} height={56} /> {pupil.first_name}
        </h1>
        <p className="lead">{t("classes.signIn.tapThree")}</p>
        <ol className="class-slots" aria-label={t("classes.signIn.soFar")}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={chosen[i] ? "is-filled" : ""}>
              {chosen[i] ? (
                <img src={byName.get(chosen[i])!.url} alt={chosen[i]} width={56} height={56} />
              ) : (
                <span className="sr-only">{t("classes.signIn.empty")}</span>
              )}
            </li>
          ))}
        </ol>
        <p className="sr-only" aria-live="polite">
          {t("classes.signIn.count", { n: chosen.length })}
        </p>
        <ul className="class-tiles class-tiles--grid" aria-label={t("classes.signIn.pictures")}>
          {info.pictures.map((p) => (
            <li key={p.name}>
              <button
                type="button"
                className="class-tile class-tile--picture"
                onClick={() => tap(p.name)}
                disabled={busy}
                aria-label={p.name.replace(/-/g, " ")}
              >
                <img src={p.url} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
        <div className="class-actions">
          <button
            type="button"
            className="btn-kid btn-kid--soft"
            onClick={() => (setChosen([]), setError(null))}
            disabled={!chosen.length || busy}
          >
            {t("classes.signIn.again")}
          </button>
          <button
            type="button"
            className="btn-kid btn-kid--soft"
            onClick={() => (setPupil(null), setChosen([]), setError(null))}
          >
            {t("classes.signIn.notMeButton")}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="class-page">
      <header className="class-header">
        <Brand />
        {info && !user && <span className="class-name">{info.class.name}</span>}
      </header>
      <main id="main" className="class-main">
        {body}
        {error && (
          <p id="class-error" className="class-message" role="alert">
            {error}
          </p>
        )}
      </main>
    </div>
  );
}
