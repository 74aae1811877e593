// "Who is learning?" (issue #16): one big picture per child profile and a Grown-up tile. A child taps their
// picture, no typing; the Grown-up tile goes straight to the dashboard in the grown-up's session and
// opens the parent gate in a child's.
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safePath } from "../../lib/pendingAction";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { useT } from "../../i18n";
import { CHILD_HOME, useSession } from "../../state/session";
import { Brand } from "../../components/PublicHeader";
import { ParentGate } from "./ParentGate";
import { Icon } from "../../components/Icon";

export function WhoPage() {
  const { family, user } = useSession();
  const navigate = useNavigate();
  // issue #25: back from paying for a locked lesson, the child picked goes straight to that lesson
  const [params] = useSearchParams();
  const from = safePath(params.get("from"));
  const [gate, setGate] = useState(false);
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  if (!family || !user) return null; // the loader sent everyone else on

  async function pick(id: number) {
    setBusy(id);
    try {
      await ok(api.children({ id }).select.post());
      navigate(from ?? CHILD_HOME);
    } catch (e) {
      toast.error(e instanceof ApiClientError ? e.message : t("family.who.failed"));
      setBusy(null);
    }
  }
  const grownUp = () => (family!.child ? setGate(true) : navigate("/dashboard"));

  return (
    <main id="main" className="who-page">
      <div className="who-top">
        <Brand />
      </div>
      <h1>
        {t("family.who.title")}{" "}
        <span lang="ar" dir="rtl" className="arabic who-ar">
          مَنْ يَتَعَلَّم؟
        </span>
      </h1>
      <ul className="who-grid" aria-label={t("family.who.learners")}>
        {family.children.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={"who-tile" + (family.child?.id === c.id ? " is-current" : "")}
              onClick={() => pick(c.id)}
              disabled={busy !== null}
              aria-current={family.child?.id === c.id ? "true" : undefined}
              data-testid={`who-${c.first_name}`}
            >
              {c.avatar_url ? (
                <img src={c.avatar_url} alt="" width={112} height={112} />
              ) : (
                <span className="who-initial" aria-hidden="true">
                  {c.first_name[0]}
                </span>
              )}
              <span className="who-name">{c.first_name}</span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="who-tile who-grown"
            onClick={grownUp}
            disabled={busy !== null}
            data-testid="who-grown-up"
          >
            <span className="who-lock" aria-hidden="true">
              <Icon name={family.child ? "lock" : "user"} size={56} />
            </span>
            <span className="who-name">{t("family.who.grownUp")}</span>
          </button>
        </li>
      </ul>
      {gate && <ParentGate gate={family.gate} onCancel={() => setGate(false)} />}
    </main>
  );
}
