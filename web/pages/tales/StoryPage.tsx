// /tales/:storyId — the reader of a tale or a rhyme. One page at a time: a big picture, the Arabic in the
// teaching font right to left, every word a button that says it and shows what it means. "Read to me"
// reads page after page (a recorded clip where there is one, else the device's Arabic voice) and
// highlights the line and the word being said. A tale ends with three picture questions, graded on the
// server; a rhyme read to its end counts as read. A locked story shows what opens it, nothing to enter.
import { useEffect, useRef, useState } from "react";
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { preload } from "react-dom";
import { Link } from "../../components/Link";
import { Instruction } from "../../components/Instruction";
import { api, ApiClientError, loaderApi, ok } from "../../api/client";
import { cancel, instruct, say, speechLangFor } from "../../lib/voice";
import { useT } from "../../i18n";
import { inLang, langOf } from "./lang";
import { LockIcon, Stars } from "../courses/bits";
import { wordAt, wordAtFraction } from "./speech";
import type { ShelfItem, ShelfReply, StoryReply, StoryToken } from "./types";

const TEACHING_FONT = "/static/fonts/noto-naskh-arabic-arabic-400-normal.woff2";

type LoaderData =
  | { state: "open"; story: StoryReply }
  | { state: "locked"; item: ShelfItem | null; lang?: ShelfReply["lang"] };

export async function storyLoader(args: LoaderFunctionArgs): Promise<LoaderData> {
  const id = args.params.storyId ?? "";
  const client = loaderApi(args);
  try {
    return { state: "open", story: await ok(client.shelf({ id: encodeURIComponent(id) }).get()) };
  } catch (e) {
    if (!(e instanceof ApiClientError)) throw e;
    if (e.status === 403 || e.status === 401) {
      const shelf = await ok(client.shelf.get()).catch(() => null);
      const item = shelf?.items.find((i) => i.id === id) ?? null;
      if (shelf && !item) throw data(null, { status: 404 });
      return { state: "locked", item, lang: shelf?.lang };
    }
    if (e.status >= 400 && e.status < 500) throw data(null, { status: 404 });
    throw e;
  }
}

export function StoryPage() {
  const d = useLoaderData() as LoaderData;
  preload(TEACHING_FONT, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  if (d.state === "locked") return <LockedStory item={d.item} />;
  return <Reader key={d.story.id} story={d.story} />;
}

function LockedStory({ item }: { item: ShelfItem | null }) {
  const t = useT();
  const lang = speechLangFor(t.locale);
  const lead = item?.unlock_tier
    ? t("tales.locked.withLessons")
    : t("tales.locked.afterUnit", {
        title: item ? inLang(item.after.title, t.locale) : t("tales.locked.beforeIt"),
      });
  useEffect(() => {
    void instruct(lead, lang);
  }, [lead, lang]);
  return (
    <main id="main" className="player player--locked">
      <div className="player-card locked-card">
        <span className="locked-badge" aria-hidden="true">
          <LockIcon size={56} />
        </span>
        <h1>{item ? inLang(item.title, t.locale) : t("tales.locked.thisStory")}</h1>
        <p className="locked-lead">{lead}</p>
        <Link to="/courses#tales" className="btn-kid btn-kid--go">
          {t("tales.reader.backToLibrary")}
        </Link>
      </div>
    </main>
  );
}

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const label = (name: string) => name.replace(/-/g, " ");
type Reading = { line: number; token: number } | null;
type Phase = "reading" | "questions" | "done";

function Reader({ story }: { story: StoryReply }) {
  const t = useT();
  const lang = speechLangFor(t.locale);
  const [page, setPage] = useState(0);
  const [phase, setPhase] = useState<Phase>("reading");
  const [reading, setReading] = useState<Reading>(null);
  const [auto, setAuto] = useState(false);
  const [meaning, setMeaning] = useState<{ line: number; token: number } | null>(null);
  const run = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rhyme = story.kind === "rhyme";
  const last = story.pages.length - 1;
  const p = story.pages[page];

  useEffect(
    () => () => {
      run.current++;
      cancel();
    },
    [],
  );

  function stop() {
    run.current++;
    cancel();
    setAuto(false);
    setReading(null);
  }

  /** Reads from page `from` to the end, then the questions (a tale) or the end (a rhyme). */
  async function readFrom(from: number) {
    const me = ++run.current;
    cancel();
    setAuto(true);
    setMeaning(null);
    for (let i = from; i <= last; i++) {
      if (run.current !== me) return;
      setPage(i);
      for (const [li, line] of story.pages[i].lines.entries()) {
        if (run.current !== me) return;
        setReading({ line: li, token: -1 });
        const mine = () => run.current === me;
        const said = say(line.say, {
          onBoundary: (c) => mine() && setReading({ line: li, token: wordAt(line.say.speak, c) }),
          onProgress: (f) => mine() && setReading({ line: li, token: wordAtFraction(line.ar, f) }),
        });
        // no clip and no Arabic voice here: the line stays lit long enough to look at it
        if (said === false) await pause(1200 + 500 * line.tokens.length);
        else await said;
      }
      if (run.current !== me) return;
      await pause(400);
    }
    if (run.current !== me) return;
    setAuto(false);
    setReading(null);
    await end();
  }

  async function end() {
    if (rhyme) {
      await ok(api.shelf({ id: encodeURIComponent(story.id) }).finish.post()).catch(() => null);
      setPhase("done");
      void instruct(t("tales.reader.rhymeDone"), lang);
    } else setPhase("questions");
  }

  function go(to: number) {
    stop();
    setMeaning(null);
    if (to > last) void end();
    else setPage(Math.max(0, to));
  }

  function tapWord(line: number, token: number, word: StoryToken) {
    stop();
    setMeaning({ line, token });
    if (say(word.say) === false) void instruct(inLang(word, t.locale), langOf(word, t.locale));
  }

  // a new phase (the end, back to the pages) is announced by moving focus to its heading; not on arrival
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) headingRef.current?.focus();
    arrived.current = true;
  }, [phase]);

  if (phase === "questions")
    return (
      <Questions
        story={story}
        onDone={() => setPhase("done")}
        onReread={() => {
          setPage(0);
          setPhase("reading");
        }}
      />
    );
  if (phase === "done")
    return (
      <main id="main" className="player player--done tale">
        <div className="player-card tale-done">
          <h1 ref={headingRef} tabIndex={-1}>
            {t("tales.reader.doneTitle", { kind: story.kind })}
          </h1>
          <Stars count={3} size="lg" label={t("tales.reader.wellDone")} />
          <div className="tale-done-actions">
            <button
              type="button"
              className="btn-kid btn-kid--soft"
              onClick={() => {
                setPage(0);
                setPhase("reading");
              }}
            >
              {t("tales.reader.again")}
            </button>
            <Link to="/courses#tales" className="btn-kid btn-kid--go">
              {t("tales.reader.backToLibrary")}
            </Link>
          </div>
        </div>
      </main>
    );

  const shownMeaning = meaning ? p.lines[meaning.line]?.tokens[meaning.token] : null;
  return (
    <main id="main" className={`player tale tale--${story.kind}`}>
      <div className="player-bar">
        <Link to="/courses#tales" className="player-exit" aria-label={t("tales.reader.close")}>
          ✕
        </Link>
        <h1 className="tale-title" ref={headingRef} tabIndex={-1}>
          {inLang(story.title, t.locale)}
        </h1>
        <p className="tale-pageno" aria-live="polite">
          {t("tales.reader.pageNo", { kind: story.kind, n: page + 1, total: story.pages.length })}
        </p>
      </div>
      <div className="tale-stage">
        {page === 0 && <Instruction text={t("tales.reader.instruction", { kind: story.kind })} />}
        <div
          className={`tale-scene tale-scene--${p.scene}`}
          role="img"
          aria-label={p.lines.map((l) => inLang(l, t.locale)).join(" ")}
        >
          {p.icons.map((icon, i) => (
            <img
              key={`${page}-${i}`}
              src={icon.url ?? undefined}
              alt=""
              className={`tale-icon tale-icon--${p.icons.length}-${i}`}
            />
          ))}
        </div>
        <div className="tale-text">
          {p.lines.map((line, li) => (
            <div key={`${page}-${li}`} className={`tale-line${reading?.line === li ? " is-reading" : ""}`}>
              <p lang="ar" dir="rtl" className="tale-ar">
                {line.tokens.map((w, ti) => (
                  <button
                    key={ti}
                    type="button"
                    className={`tale-word${reading?.line === li && reading.token === ti ? " is-said" : ""}${meaning?.line === li && meaning.token === ti ? " is-open" : ""}`}
                    onClick={() => tapWord(li, ti, w)}
                    aria-label={`${w.text}: ${inLang(w, t.locale)}`}
                  >
                    {w.text}
                  </button>
                ))}
              </p>
              <p className="tale-gloss">
                <span className="tale-translit">{line.translit}</span>{" "}
                <span className="tale-en">{inLang(line, t.locale)}</span>
              </p>
            </div>
          ))}
          <p className="tale-meaning" aria-live="polite">
            {shownMeaning ? (
              <>
                <span lang="ar" dir="rtl" className="tale-meaning-ar">
                  {shownMeaning.text.replace(/[؟،]/g, "")}
                </span>
                <span className="tale-meaning-en">
                  {shownMeaning.translit ? `${shownMeaning.translit}: ` : ""}
                  {inLang(shownMeaning, t.locale)}
                </span>
              </>
            ) : null}
          </p>
        </div>
        <nav className="tale-nav" aria-label={t("tales.reader.pages")} dir="rtl">
          <button
            type="button"
            className="btn-kid btn-kid--soft tale-turn"
            onClick={() => go(page - 1)}
            disabled={page === 0}
            aria-label={t("tales.reader.previous")}
          >
            <span aria-hidden="true">→</span>
          </button>
          {auto ? (
            <button type="button" className="btn-kid btn-kid--soft tale-read" onClick={stop} dir="ltr">
              {t("tales.reader.stop")}
            </button>
          ) : (
            <button
              type="button"
              className="btn-kid btn-kid--go tale-read"
              onClick={() => void readFrom(page)}
              dir="ltr"
            >
              <span aria-hidden="true">🔊</span> {t("tales.reader.read", { kind: story.kind })}
            </button>
          )}
          <button
            type="button"
            className="btn-kid btn-kid--soft tale-turn"
            onClick={() => go(page + 1)}
            aria-label={t(
              page === last
                ? rhyme
                  ? "tales.reader.theEnd"
                  : "tales.reader.toQuestions"
                : "tales.reader.next",
            )}
          >
            <span aria-hidden="true">←</span>
          </button>
        </nav>
      </div>
    </main>
  );
}

/** The three picture questions: heard, answered by tapping a picture, graded by the server. */
function Questions({
  story,
  onDone,
  onReread,
}: {
  story: StoryReply;
  onDone: () => void;
  onReread: () => void;
}) {
  const t = useT();
  const lang = speechLangFor(t.locale);
  const [qi, setQi] = useState(0);
  const [wrong, setWrong] = useState<Set<string>>(new Set());
  const [right, setRight] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const q = story.questions[qi];

  useEffect(() => {
    headingRef.current?.focus();
  }, [q]);

  async function pick(choice: string) {
    if (busy || right) return;
    setBusy(true);
    try {
      const r = await ok(
        api.shelf({ id: encodeURIComponent(story.id) }).answers.post({
          question: q.index,
          choice,
        }),
      );
      if (r.correct) {
        setRight(choice);
        setNote(t("tales.questions.right"));
        await instruct(t("tales.questions.right"), lang);
        if (qi + 1 < story.questions.length) {
          setQi(qi + 1);
          setWrong(new Set());
          setRight(null);
          setNote("");
        } else onDone();
      } else {
        setWrong((w) => new Set(w).add(choice));
        setNote(t("tales.questions.wrong"));
        void instruct(t("tales.questions.wrong"), lang);
      }
    } catch {
      setNote(t("tales.questions.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="player tale">
      <div className="player-bar">
        <Link to="/courses#tales" className="player-exit" aria-label={t("tales.reader.close")}>
          ✕
        </Link>
        <p className="tale-title">{inLang(story.title, t.locale)}</p>
        <p className="tale-pageno">
          {t("tales.questions.count", { n: qi + 1, total: story.questions.length })}
        </p>
      </div>
      <div className="player-card tale-question">
        <h1 ref={headingRef} tabIndex={-1} className="tale-ask">
          {inLang(q.ask, t.locale)}
        </h1>
        <Instruction
          key={q.index}
          text={inLang(q.ask, t.locale)}
          lang={langOf(q.ask, t.locale)}
          replayLabel={t("tales.questions.hear")}
        />
        <div className="tale-choices">
          {q.choices.map((c) => (
            <button
              key={c.id}
              type="button"
              className={`tale-choice${wrong.has(c.id) ? " is-wrong" : ""}${right === c.id ? " is-right" : ""}`}
              onClick={() => void pick(c.id)}
              disabled={busy || wrong.has(c.id)}
              aria-label={label(c.name)}
            >
              <img src={c.picture ?? undefined} alt="" />
            </button>
          ))}
        </div>
        <p className="tale-note" role="status">
          {note}
        </p>
        <button type="button" className="btn-kid btn-kid--soft" onClick={onReread}>
          {t("tales.questions.reread")}
        </button>
      </div>
    </main>
  );
}
