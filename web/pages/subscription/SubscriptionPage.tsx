// /subscription (SPEC section 2): the plan with its badge, dates, status and days remaining,
// demo benefits and the upgrade card, Renew Plan near the end, cancel, history and the FAQ.
import { useState } from "react";
import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import { Link } from "../../components/Link";
import toast from "react-hot-toast";
import { api, ApiClientError, ok } from "../../api/client";
import { useSession } from "../../state/session";
import { Icon } from "../../components/Icon";
import { Shell } from "./Shell";
import { monthsText, nextPurchaseMonths, price, saving, shortDate } from "./format";
import type { HistoryEntry } from "./types";

const FAQ = [
  {
    q: "Can I cancel anytime?",
    a: "Yes. Cancel whenever you like from this page: you keep full access until the end of the period you paid for. There is no automatic renewal.",
  },
  {
    q: "Which payment methods do you accept?",
    a: "All major credit and debit cards, through our secure card payment provider. We never see or store your card number.",
  },
  {
    q: "Is there a money-back guarantee?",
    a: "Yes: if Marhaba is not right for your family, ask within 30 days of paying and we refund you in full.",
  },
  {
    q: "What happens when I upgrade from the demo?",
    a: "Premium starts straight away and your child's progress is preserved: nothing learnt during the demo is lost.",
  },
  { q: "How do I reach support?", a: "Write to us by email: we reply within 24 hours." },
  {
    q: "Can we use Marhaba on several devices?",
    a: "Yes: computer, tablet or phone. Sign in with the same account on each device.",
  },
];

const KIND_TEXT: Record<string, string> = {
  demo_started: "Free demo started",
  demo_ended: "Demo ended (upgraded to Premium)",
  payment: "Premium payment",
  renewal: "Premium renewed",
  cancelled: "Subscription cancelled",
  refunded: "Payment refunded",
  expired: "Subscription expired",
  admin_change: "Changed by our team",
  class_licence: "Class licence granted by the school",
  class_licence_ended: "Class licence ended by the school",
};

function HistoryList({ history }: { history: HistoryEntry[] | null }) {
  if (history === null)
    return (
      <p className="alert alert-error" role="alert">
        Failed to fetch subscription history
      </p>
    );
  if (!history.length) return <p className="muted">Nothing yet: your plan's story starts here.</p>;
  return (
    <ol className="history-list">
      {history.map((h) => (
        <li key={h.id} className={`history-item history-${h.kind}`}>
          <span className="history-kind">{KIND_TEXT[h.kind] ?? h.kind}</span>
          <time dateTime={h.created_at}>{shortDate(h.created_at)}</time>
          {typeof h.detail.months === "number" && (
            <span className="muted small" data-testid="history-months">
              {h.detail.months} months
            </span>
          )}
          {typeof h.detail.class_name === "string" && (
            <span className="muted small">{h.detail.class_name}</span>
          )}
          {typeof h.detail.period_start === "string" && (h.kind === "payment" || h.kind === "renewal") && (
            <span className="muted small">from {shortDate(h.detail.period_start)}</span>
          )}
          {typeof h.detail.end_date === "string" && (
            <span className="muted small">until {shortDate(h.detail.end_date)}</span>
          )}
          {typeof h.detail.demo_days_kept === "number" && h.detail.demo_days_kept > 0 && (
            <span className="muted small" data-testid="history-demo-days">
              {h.detail.demo_days_kept} demo {h.detail.demo_days_kept === 1 ? "day" : "days"} kept
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

export function SubscriptionPage() {
  const { history } = useLoaderData() as { history: HistoryEntry[] | null };
  const { subscription, access } = useSession();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const sub = subscription?.subscription ?? null;
  // how the plan reads comes from the server's access block (issue #12)
  const kind = access?.kind ?? "none";
  const badge = kind === "demo" ? "Demo Access" : kind === "premium" ? "Premium Active" : "Expired";

  async function cancel() {
    setBusy(true);
    try {
      await ok(api.subscriptions.cancel.delete());
      toast.success("Your subscription is cancelled. You keep access until the end date.", {
        id: "cancelled",
      });
    } catch (e) {
      toast.error(
        e instanceof ApiClientError && e.status > 0 && !e.code.startsWith("HTTP_")
          ? e.message
          : "Failed to cancel subscription",
        { id: "cancel-failed" },
      );
    }
    setConfirming(false);
    setBusy(false);
    revalidator.revalidate();
  }

  return (
    <Shell className="subscription">
      <section className="sub-hero">
        <div className="container">
          <h1>My Subscription</h1>
          <p className="muted">Everything about your family's plan, in one place.</p>
        </div>
      </section>
      <div className="container sub-body">
        {revalidator.state === "loading" && (
          <p className="loading-line" role="status">
            <span className="spinner spinner-sm" aria-hidden="true" /> Loading subscription details...
          </p>
        )}
        {sub ? (
          <section className={`card plan-card plan-${kind}`} aria-labelledby="plan-title">
            <div className="plan-head">
              <h2 id="plan-title">{sub.type === "paid" ? "Premium plan" : "Free demo"}</h2>
              <span className={`badge badge-${kind === "none" ? "expired" : kind}`}>{badge}</span>
            </div>
            <dl className="plan-facts">
              <div>
                <dt>Start date</dt>
                <dd>{shortDate(sub.start_date)}</dd>
              </div>
              <div>
                <dt>End date</dt>
                <dd>{shortDate(sub.end_date)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd className="plan-status">{(access?.expired ? "expired" : sub.status).toUpperCase()}</dd>
              </div>
              {access?.days_left != null && (
                <div>
                  <dt>Days remaining</dt>
                  <dd>{access.days_left}</dd>
                </div>
              )}
            </dl>
            {access?.cancelled && (
              <p className="alert alert-info">
                Cancelled: you keep full access until {shortDate(access.ends_at)}.
              </p>
            )}
            <div className="plan-actions">
              {kind === "demo" && (
                <button
                  type="button"
                  className="btn btn-sun"
                  onClick={() => {
                    toast("Redirecting to upgrade...", { id: "upgrade" });
                    navigate("/subscribe");
                  }}
                >
                  Upgrade Now
                </button>
              )}
              {access?.renew_window && (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    toast("Redirecting to payment...", { id: "renew" });
                    navigate("/subscribe");
                  }}
                >
                  Renew Plan
                </button>
              )}
              {!access?.live && (
                <>
                  <Link to="/subscribe" className="btn btn-primary">
                    Get Premium
                  </Link>
                  {sub.type !== "demo" && (
                    <Link to="/demo-confirmation" className="btn btn-outline">
                      Try Demo
                    </Link>
                  )}
                </>
              )}
              {access?.live && !access.cancelled && !confirming && (
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
                  Cancel subscription
                </button>
              )}
            </div>
            {confirming && (
              <div
                className="alert alert-warn confirm-box"
                role="alertdialog"
                aria-labelledby="confirm-title"
              >
                <p id="confirm-title">
                  <strong>Cancel your {sub.type === "paid" ? "Premium plan" : "demo"}?</strong> You keep
                  access until {shortDate(sub.end_date)}.
                </p>
                <button type="button" className="btn btn-danger btn-sm" onClick={cancel} disabled={busy}>
                  {busy ? "Cancelling..." : "Yes, cancel"}
                </button>{" "}
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setConfirming(false)}
                  disabled={busy}
                >
                  Keep my plan
                </button>
              </div>
            )}
          </section>
        ) : (
          <section className="card plan-card plan-none" aria-labelledby="noplan-title">
            <h2 id="noplan-title">No active plan yet</h2>
            <p>Start with a free 14-day demo, or go Premium for the full library.</p>
            <div className="plan-actions">
              <Link to="/subscribe" className="btn btn-primary">
                Get Premium
              </Link>
              <Link to="/demo-confirmation" className="btn btn-outline">
                Try Demo
              </Link>
            </div>
          </section>
        )}

        {kind === "demo" && (
          <div className="sub-grid">
            <section className="card" aria-labelledby="benefits-title">
              <h2 id="benefits-title">Your demo includes</h2>
              <ul className="benefit-list">
                <li className="yes">14 days access</li>
                <li className="yes">First 2 lessons per level</li>
                <li className="yes">Basic assessments included</li>
                <li className="no">Full course library</li>
                <li className="no">Advanced features</li>
                <li className="no">Certificates</li>
              </ul>
            </section>
            <section className="card upgrade-card" aria-labelledby="upgrade-card-title">
              <h2 id="upgrade-card-title">Go Premium</h2>
              <p className="upgrade-price">
                <strong data-testid="price">{price()}</strong>{" "}
                <span data-testid="months">for {monthsText(nextPurchaseMonths(subscription))}</span>{" "}
                <span className="badge badge-save">Save {saving()}</span>
              </p>
              <p>Full library, certificates, advanced features and priority support.</p>
              <p className="secure-note">
                <Icon name="lock" size={18} /> Secure payment through our card payment provider.
              </p>
              <Link to="/subscribe" className="btn btn-sun btn-block">
                Choose Premium
              </Link>
            </section>
          </div>
        )}

        <section className="card" aria-labelledby="history-title">
          <h2 id="history-title">History</h2>
          <HistoryList history={history} />
        </section>

        <section aria-labelledby="faq-title" className="faq">
          <h2 id="faq-title">Frequently asked questions</h2>
          {FAQ.map((f) => (
            <details key={f.q} className="faq-item">
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </section>
      </div>
    </Shell>
  );
}
