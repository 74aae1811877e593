// /payment-success (SPEC sections 2 and 4): verify the session, refresh the status, show the
// success, then count down 5 seconds to /dashboard.
import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator, useSearchParams } from "react-router";
import toast from "react-hot-toast";
import { api, ApiClientError } from "../../api/client";
import { Icon } from "./Icon";
import { Shell } from "./Shell";

export const PAYMENT_SUCCESS_REDIRECT_SECONDS = 5;

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<"processing" | "success">("processing");
  const [left, setLeft] = useState(PAYMENT_SUCCESS_REDIRECT_SECONDS);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      if (sessionId) {
        try {
          await api.post(`/payments/verify-session?session_id=${encodeURIComponent(sessionId)}`, {});
        } catch (e) {
          if (e instanceof ApiClientError && e.code === "PAYMENT_NOT_COMPLETED") {
            toast.error("Payment not completed", { id: "not-completed" });
            navigate("/subscribe", { replace: true });
            return;
          }
          // Any other failure: the webhook may already have done the work; refresh and go on.
        }
      }
      await revalidator.revalidate();
      setPhase("success");
    })();
  }, []);

  useEffect(() => {
    if (phase !== "success") return;
    if (left <= 0) {
      navigate("/dashboard");
      return;
    }
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [phase, left]);

  return (
    <Shell className="payment-success">
      <section className="container pay-wrap" aria-live="polite">
        {phase === "processing" ? (
          <div className="card pay-card">
            <div className="spinner" aria-hidden="true" />
            <h1>Processing Payment</h1>
            <p className="muted">Please wait while we confirm your payment with our payment provider…</p>
            <noscript>
              <a className="btn btn-primary" href="/dashboard">
                Go to Dashboard Now
              </a>
            </noscript>
          </div>
        ) : (
          <div className="card pay-card success-card">
            <div className="confetti" aria-hidden="true">
              <Icon name="party" size={44} /> <Icon name="star" size={44} /> <Icon name="balloon" size={44} />
            </div>
            <h1>Success ! We have received your payment</h1>
            <p className="lead">Your subscription is active for 12 months</p>
            <p className="muted">
              <span lang="ar" dir="rtl" className="arabic">
                شكراً
              </span>{" "}
              — thank you! Taking you to your dashboard in <strong data-testid="redirect-seconds">{left}</strong> seconds.
            </p>
            <button type="button" className="btn btn-primary" onClick={() => navigate("/dashboard")}>
              Go to Dashboard Now
            </button>
          </div>
        )}
      </section>
    </Shell>
  );
}
