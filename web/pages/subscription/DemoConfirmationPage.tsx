// /demo-confirmation (SPEC sections 2, 4, 8): anyone may read it; activating needs a sign-in.
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { primeSession, useSession } from "../../state/session";
import { Icon } from "../../components/Icon";
import { Shell } from "./Shell";
import { DEMO_DAYS } from "./format";
import { Rich, useT } from "../../i18n";

export const DEMO_ACTIVATION_REDIRECT_MS = 2000;

export function DemoConfirmationPage() {
  const session = useSession();
  const { user } = session;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function activate() {
    if (!user) {
      toast.error(t("subscription.demo.logIn"), { id: "demo-login" });
      navigate("/login?from=" + encodeURIComponent("/demo-confirmation"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // One request: the reply is the whole status (access block included) and the server's clock, so
      // this page and then the dashboard show the demo without asking /session again.
      const { server_time, ...status } = await ok(api.subscriptions.demo.post({}));
      const next = { user, family: session.family, notice: null, subscription: status, server_time };
      primeSession(next);
      await revalidator.revalidate();
      setDone(true);
      toast.success(t("subscription.demo.activated"), { id: "demo-ok" });
      setTimeout(() => {
        primeSession(next);
        navigate("/dashboard");
      }, DEMO_ACTIVATION_REDIRECT_MS);
    } catch (e) {
      const code = e instanceof ApiClientError ? e.code : "";
      if (code === "DEMO_ALREADY_USED") {
        toast.error(t("subscription.notice.demoUsed"), { id: code });
        navigate("/demo-expired", { replace: true });
        return;
      }
      if (code === "SUBSCRIPTION_EXISTS") {
        toast(t("subscription.notice.alreadyActive"), { id: code });
        navigate("/dashboard", { replace: true });
        return;
      }
      const msg =
        e instanceof ApiClientError && e.status > 0 && !e.code.startsWith("HTTP_")
          ? e.message
          : t("subscription.demo.failed");
      setError(msg);
      toast.error(msg, { id: "demo-error" });
      setBusy(false);
    }
  }

  return (
    <Shell className="demo-confirm">
      <section className="container demo-confirm-inner">
        <div className="demo-confirm-art" aria-hidden="true">
          <span className="bubble bubble-1">
            <Icon name="balloon" size={44} />
          </span>
          <span className="bubble bubble-2">
            <Icon name="star" size={40} />
          </span>
          <span className="bubble bubble-3">
            <Icon name="gift" size={44} />
          </span>
          <span lang="ar" dir="rtl" className="arabic demo-confirm-word">
            أهلاً
          </span>
        </div>
        <div className="card demo-confirm-card">
          <p className="eyebrow">{t("subscription.demo.eyebrow", { days: DEMO_DAYS })}</p>
          <h1>{t("subscription.demo.title")}</h1>
          <ul className="tick-list">
            <li>{t("subscription.demo.lessons")}</li>
            <li>{t("subscription.demo.assessments")}</li>
            <li>{t("subscription.demo.noCard")}</li>
          </ul>
          <p className="alert alert-warn">
            <Rich k="subscription.demo.remember" tags={{ b: (c) => <strong>{c}</strong> }} />
          </p>
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <button
            type="button"
            className="btn btn-sun btn-block btn-lg"
            onClick={activate}
            disabled={busy || done}
            aria-busy={busy}
          >
            {busy ? t("subscription.demo.activating") : t("subscription.demo.proceed")}
          </button>
          {!user && <p className="muted small">{t("subscription.demo.signInFirst")}</p>}
        </div>
      </section>
    </Shell>
  );
}
