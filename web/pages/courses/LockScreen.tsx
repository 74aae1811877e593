// A locked lesson (issue #25): a padlock, what to do, and a way on, never a dead end or an error page.
// - held back by the order: the lesson before, as a big button;
// - a child profile: "Ask a grown-up", which opens the parent gate, then the subscribe page (or the free
//   demo), which comes back to this lesson after paying;
// - a lesson the server marks unlock_by "school" (a pupil's class would open it): the class's wording
//   (issue #29), never Premium or a grown-up's payment; the server decides, not the user's kind;
// - a grown-up: the way to unlock, which also comes back here; signed out: the demo, subscribe, sign in.
// Every instruction a child meets here is heard (Instruction).
import { useState, type ReactNode } from "react";
import { Link } from "../../components/Link";
import { Instruction } from "../../components/Instruction";
import { useSession } from "../../state/session";
import { ParentGate } from "../family/ParentGate";
import { GrownUpUnlock, LockIcon } from "./bits";
import { PlayMark } from "./ChildPath";
import { en } from "./format";
import { useT } from "../../i18n";
import type { LessonSummary, Tier } from "./types";

function GrownUpIcon() {
  return (
    <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
      <circle cx="9" cy="6.5" r="3.2" fill="currentColor" />
      <path d="M3.5 21v-3.5a5.5 5.5 0 0 1 11 0V21z" fill="currentColor" />
      <circle cx="17.5" cy="10" r="2.3" fill="currentColor" />
      <path d="M14.5 21v-2.6a3 3 0 0 1 6 0V21z" fill="currentColor" />
    </svg>
  );
}

export function LockScreen({
  lessonId,
  summary,
  tier,
  signedIn,
  title: shownTitle,
  unlockBy,
}: {
  lessonId: string;
  summary: LessonSummary | null;
  tier: Tier;
  signedIn: boolean;
  title?: string;
  unlockBy?: "school";
}) {
  const t = useT();
  const { learner, family } = useSession();
  const [gate, setGate] = useState(false);
  const title = shownTitle || en(summary?.title) || t("courses.lock.thisLesson");
  const here = `/lessons/${lessonId}`;
  // what opens it: the free demo when that is enough and the family has no plan, else Premium
  const unlockPath =
    summary?.unlock_tier === "demo" && tier === "none"
      ? "/demo-confirmation"
      : `/subscribe?from=${encodeURIComponent(here)}`;
  const bySchool = (unlockBy ?? summary?.unlock_by) === "school";

  let body: ReactNode;
  if (summary?.after) {
    // the order lock: nothing to buy, just the lesson before it to play
    body = (
      <>
        <Instruction text={t("courses.lock.afterBefore")} />
        <div className="lock-screen-actions">
          <Link
            to={`/lessons/${summary.after}`}
            className="btn-kid btn-kid--go btn-kid--huge"
            data-testid="lesson-before"
          >
            <PlayMark /> {t("courses.lock.goBefore")}
          </Link>
        </div>
      </>
    );
  } else if (bySchool) {
    body = (
      <>
        <Instruction text={t("courses.lock.bySchool")} />
      </>
    );
  } else if (learner && family) {
    body = (
      <>
        <Instruction text={t("courses.lock.askGrownUp")} />
        <div className="lock-screen-actions">
          {!gate && (
            <button
              type="button"
              className="btn-kid btn-kid--go btn-kid--huge ask-grownup"
              onClick={() => setGate(true)}
              data-testid="ask-grownup"
            >
              <GrownUpIcon /> {t("courses.lock.askButton")}
            </button>
          )}
          {gate && <ParentGate gate={family.gate} onCancel={() => setGate(false)} next={unlockPath} />}
        </div>
      </>
    );
  } else if (signedIn) {
    // the grown-up's own session: the way to unlock, coming back here after paying
    const demo = unlockPath === "/demo-confirmation";
    body = (
      <>
        <p className="locked-lead">{t("courses.lock.stillLocked")}</p>
        <aside className="grownup" aria-label={t("courses.lock.howToOpen")}>
          <p className="grownup-tag">{t("courses.unlock.forGrownUps")}</p>
          <p className="grownup-text">
            {demo ? t("courses.unlock.lessonDemo") : t("courses.unlock.lessonPremium")}
          </p>
          <div className="grownup-actions">
            <Link to={unlockPath} className="btn btn-primary" data-testid="unlock-lesson">
              {demo ? t("courses.unlock.startDemo") : t("courses.unlock.subscribe")}
            </Link>
          </div>
        </aside>
      </>
    );
  } else {
    body = (
      <>
        <p className="locked-lead">{t("courses.lock.stillLocked")}</p>
        <GrownUpUnlock tier={tier} unlockTier={summary?.unlock_tier ?? null} signedIn={false} />
      </>
    );
  }

  return (
    <main id="main" className="player player--locked">
      <div className="player-card locked-card lock-screen" data-testid="lock-screen">
        <span className="locked-badge" aria-hidden="true">
          <LockIcon size={64} />
        </span>
        <h1>{title}</h1>
        {body}
        <div className="lock-screen-actions">
          <Link to="/courses" className="btn-kid btn-kid--soft">
            {learner ? t("courses.lock.myLessons") : t("courses.player.backToLibrary")}
          </Link>
        </div>
      </div>
    </main>
  );
}
