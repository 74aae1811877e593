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
import { nextPurchaseMonths, price, saving } from "./format";
import { monthsWords, priceLocale } from "../../lib/offer";
import { dateIn } from "../assessment/format";
import { Rich, useT } from "../../i18n";
import type { HistoryEntry } from "./types";

const FAQ = ["cancel", "methods", "refund", "upgrade", "support", "devices"] as const;

function HistoryList({ history }: { history: HistoryEntry[] | null }) {
  const t = useT();
  const date = (iso: string) => dateIn(iso, t.locale);
  if (history === null)
    return (
      <p className="alert alert-error" role="alert">
        {t("subscription.plan.historyFailed")}
      </p>
    );
  if (!history.length) return <p className="muted">{t("subscription.plan.historyEmpty")}</p>;
  return (
    <ol className="history-list">
      {history.map((h) => (
        <li key={h.id} className={`history-item history-${h.kind}`}>
          <span className="history-kind">{t("subscription.plan.kind", { kind: h.kind })}</span>
          <time dateTime={h.created_at}>{date(h.created_at)}</time>
          {typeof h.detail.months === "number" && (
            <span className="muted small" data-testid="history-months">
              {t("subscription.plan.months", { n: h.detail.months })}
            </span>
          )}
          {typeof h.detail.class_name === "string" && (
            <span className="muted small">{h.detail.class_name}</span>
          )}
          {typeof h.detail.period_start === "string" && (h.kind === "payment" || h.kind === "renewal") && (
            <span className="muted small">
              {t("subscription.plan.from", { date: date(h.detail.period_start) })}
            </span>
          )}
          {typeof h.detail.end_date === "string" && (
            <span className="muted small">
              {t("subscription.plan.until", { date: date(h.detail.end_date) })}
            </span>
          )}
          {typeof h.detail.demo_days_kept === "number" && h.detail.demo_days_kept > 0 && (
            <span className="muted small" data-testid="history-demo-days">
              {t("subscription.plan.demoDaysKept", { n: h.detail.demo_days_kept })}
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
  const t = useT();
  const badge = t("subscription.plan.badge", { kind });
  const date = (iso: string | null | undefined) => dateIn(iso, t.locale);
  const b = (c: React.ReactNode) => <strong>{c}</strong>;

  async function cancel() {
    setBusy(true);
    try {
      await ok(api.subscriptions.cancel.delete());
      toast.success(t("subscription.plan.cancelledToast"), {
        id: "cancelled",
      });
    } catch (e) {
      toast.error(
        e instanceof ApiClientError && e.status > 0 && !e.code.startsWith("HTTP_")
          ? e.message
          : t("subscription.plan.cancelFailed"),
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
          <h1>{t("subscription.plan.title")}</h1>
          <p className="muted">{t("subscription.plan.lead")}</p>
        </div>
      </section>
      <div className="container sub-body">
        {revalidator.state === "loading" && (
          <p className="loading-line" role="status">
            <span className="spinner spinner-sm" aria-hidden="true" /> {t("subscription.plan.loading")}
          </p>
        )}
        {sub ? (
          <section className={`card plan-card plan-${kind}`} aria-labelledby="plan-title">
            <div className="plan-head">
              <h2 id="plan-title">{t("subscription.plan.name", { type: sub.type })}</h2>
              <span className={`badge badge-${kind === "none" ? "expired" : kind}`}>{badge}</span>
            </div>
            <dl className="plan-facts">
              <div>
                <dt>{t("subscription.plan.start")}</dt>
                <dd>{date(sub.start_date)}</dd>
              </div>
              <div>
                <dt>{t("subscription.plan.end")}</dt>
                <dd>{date(sub.end_date)}</dd>
              </div>
              <div>
                <dt>{t("subscription.plan.status")}</dt>
                <dd className="plan-status">
                  {t("subscription.plan.statusValue", {
                    status: access?.expired ? "expired" : sub.status,
                  })}
                </dd>
              </div>
              {access?.days_left != null && (
                <div>
                  <dt>{t("subscription.plan.daysLeft")}</dt>
                  <dd>{access.days_left}</dd>
                </div>
              )}
            </dl>
            {access?.cancelled && (
              <p className="alert alert-info">
                {t("subscription.plan.cancelled", { date: date(access.ends_at) })}
              </p>
            )}
            <div className="plan-actions">
              {kind === "demo" && (
                <button
                  type="button"
                  className="btn btn-sun"
                  onClick={() => {
                    toast(t("subscription.plan.toUpgrade"), { id: "upgrade" });
                    navigate("/subscribe");
                  }}
                >
                  {t("subscription.plan.upgradeNow")}
                </button>
              )}
              {access?.renew_window && (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => {
                    toast(t("subscription.plan.toPayment"), { id: "renew" });
                    navigate("/subscribe");
                  }}
                >
                  {t("subscription.plan.renew")}
                </button>
              )}
              {!access?.live && (
                <>
                  <Link to="/subscribe" className="btn btn-primary">
                    {t("subscription.plan.getPremium")}
                  </Link>
                  {sub.type !== "demo" && (
                    <Link to="/demo-confirmation" className="btn btn-outline">
                      {t("subscription.plan.tryDemo")}
                    </Link>
                  )}
                </>
              )}
              {access?.live && !access.cancelled && !confirming && (
                <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)}>
                  {t("subscription.plan.cancel")}
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
                  <Rich
                    k="subscription.plan.confirm"
                    values={{ type: sub.type, date: date(sub.end_date) }}
                    tags={{ b }}
                  />
                </p>
                <button type="button" className="btn btn-danger btn-sm" onClick={cancel} disabled={busy}>
                  {busy ? t("subscription.plan.cancelling") : t("subscription.plan.yesCancel")}
                </button>{" "}
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  onClick={() => setConfirming(false)}
                  disabled={busy}
                >
                  {t("subscription.plan.keep")}
                </button>
              </div>
            )}
          </section>
        ) : (
          <section className="card plan-card plan-none" aria-labelledby="noplan-title">
            <h2 id="noplan-title">{t("subscription.plan.noneTitle")}</h2>
            <p>{t("subscription.plan.noneText")}</p>
            <div className="plan-actions">
              <Link to="/subscribe" className="btn btn-primary">
                {t("subscription.plan.getPremium")}
              </Link>
              <Link to="/demo-confirmation" className="btn btn-outline">
                {t("subscription.plan.tryDemo")}
              </Link>
            </div>
          </section>
        )}

        {kind === "demo" && (
          <div className="sub-grid">
            <section className="card" aria-labelledby="benefits-title">
              <h2 id="benefits-title">{t("subscription.plan.demoIncludes")}</h2>
              <ul className="benefit-list">
                <li className="yes">{t("subscription.plan.demo.days")}</li>
                <li className="yes">{t("subscription.plan.demo.lessons")}</li>
                <li className="yes">{t("subscription.plan.demo.assessments")}</li>
                <li className="no">{t("subscription.plan.demo.library")}</li>
                <li className="no">{t("subscription.plan.demo.advanced")}</li>
                <li className="no">{t("subscription.plan.demo.certificates")}</li>
              </ul>
            </section>
            <section className="card upgrade-card" aria-labelledby="upgrade-card-title">
              <h2 id="upgrade-card-title">{t("subscription.plan.goPremium")}</h2>
              <p className="upgrade-price">
                <strong data-testid="price">{price(priceLocale(t))}</strong>{" "}
                <span data-testid="months">
                  {t("subscription.plan.for", { months: monthsWords(t, nextPurchaseMonths(subscription)) })}
                </span>{" "}
                <span className="badge badge-save">
                  {t("subscription.plan.save", { amount: saving(priceLocale(t)) })}
                </span>
              </p>
              <p>{t("subscription.plan.premiumText")}</p>
              <p className="secure-note">
                <Icon name="lock" size={18} /> {t("subscription.plan.secure")}
              </p>
              <Link to="/subscribe" className="btn btn-sun btn-block">
                {t("subscription.plan.choose")}
              </Link>
            </section>
          </div>
        )}

        <section className="card" aria-labelledby="history-title">
          <h2 id="history-title">{t("subscription.plan.history")}</h2>
          <HistoryList history={history} />
        </section>

        <section aria-labelledby="faq-title" className="faq">
          <h2 id="faq-title">{t("subscription.plan.faq")}</h2>
          {FAQ.map((f) => (
            <details key={f} className="faq-item">
              <summary>{t(`subscription.plan.faq.${f}.q`)}</summary>
              <p>{t(`subscription.plan.faq.${f}.a`)}</p>
            </details>
          ))}
        </section>
      </div>
    </Shell>
  );
}
