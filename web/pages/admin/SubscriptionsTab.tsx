// Subscriptions: filter by status and type; cancel, expire (with confirmation) or activate.
import { useState } from "react";
import { Form } from "react-router";
import { api, ok } from "../../api/client";
import type { AdminSubscription, SubscriptionPage } from "./types";
import { shortDate } from "./format";
import { AdminTable, type Column } from "./AdminTable";
import { ConfirmDialog, type ConfirmRequest } from "./ConfirmDialog";
import { useAdminAction } from "./useAdminAction";
import { useT, type Translator } from "../../i18n";

// The spec's expire question: admin.subs.expireConfirm; on production instances without its note about
// testing: admin.subs.expireConfirmProduction.

/** Who is affected and what they lose, named in both confirmations. */
function Consequence({ s, loss, question }: { s: AdminSubscription; loss: string; question: string }) {
  const t = useT();
  return (
    <>
      <p className="admin-dialog-family">
        <strong>
          {s.user.first_name} {s.user.last_name}
        </strong>{" "}
        {t("admin.subs.who", { email: s.user.email, type: s.type, id: s.id })}
      </p>
      <p>{loss}</p>
      <p>{question}</p>
    </>
  );
}

const STATUS_TONE: Record<string, string> = {
  active: "admin-badge-ok",
  cancelled: "admin-badge-warn",
  expired: "admin-badge-off",
};

const columns = (t: Translator): [Column<AdminSubscription>, ...Column<AdminSubscription>[]] => [
  {
    header: t("admin.subs.family"),
    cell: (s) => (
      <>
        <span className="admin-name">
          {s.user.first_name} {s.user.last_name}
        </span>
        <span className="admin-muted admin-email">{s.user.email}</span>
      </>
    ),
  },
  {
    header: t("admin.subs.type"),
    cell: (s) => (
      <span className={`badge ${s.type === "paid" ? "admin-badge-admin" : "admin-badge-demo"}`}>
        {s.type === "paid" ? t("admin.subs.paid") : t("admin.subs.demo")}
      </span>
    ),
  },
  {
    header: t("admin.subs.status"),
    cell: (s) => (
      <span className={`badge ${STATUS_TONE[s.status] ?? ""}`}>
        {t("admin.subs.statusValue", { status: s.status })}
      </span>
    ),
  },
  { header: t("admin.subs.start"), id: "start", cell: (s) => shortDate(s.start_date, t) },
  { header: t("admin.subs.end"), id: "end", cell: (s) => shortDate(s.end_date, t) },
  {
    header: t("admin.subs.daysLeft"),
    cell: (s) => (s.status === "active" ? (s.days_remaining ?? "—") : "—"),
  },
];

export function SubscriptionsTab({
  data,
  status,
  type,
  page,
}: {
  data: SubscriptionPage | null;
  status: string;
  type: string;
  page: number;
}) {
  const { run, busy } = useAdminAction();
  const t = useT();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const href = (p: number) =>
    `/admin?${new URLSearchParams({ tab: "subscriptions", ...(status ? { status } : {}), ...(type ? { type } : {}), page: String(p) })}`;

  const setStatus = (s: AdminSubscription, to: "active" | "cancelled") =>
    run(
      `sub-${s.id}`,
      () => ok(api.admin.subscriptions({ id: s.id }).patch({ status: to })),
      t("admin.subs.updated"),
      t("admin.subs.updateFailed"),
    );
  const cancel = (s: AdminSubscription) =>
    setConfirm({
      title: t("admin.subs.cancelTitle", { name: `${s.user.first_name} ${s.user.last_name}` }),
      message: (
        <Consequence
          s={s}
          loss={t("admin.subs.cancelLoss", { day: shortDate(s.end_date, t) })}
          question={t("admin.subs.cancelQuestion")}
        />
      ),
      confirmLabel: t("admin.subs.cancelConfirm"),
      dismissLabel: t("admin.subs.keep"),
      danger: true,
      onConfirm: () => setStatus(s, "cancelled"),
    });
  const expire = (s: AdminSubscription) =>
    setConfirm({
      title: t("admin.subs.expireTitle", { name: `${s.user.first_name} ${s.user.last_name}` }),
      message: (
        <Consequence
          s={s}
          loss={t("admin.subs.expireLoss")}
          question={t(
            data?.is_production ? "admin.subs.expireConfirmProduction" : "admin.subs.expireConfirm",
          )}
        />
      ),
      confirmLabel: t("admin.subs.expireNow"),
      dismissLabel: t("admin.subs.keep"),
      danger: true,
      onConfirm: () =>
        run(
          `sub-${s.id}`,
          () => ok(api.admin.subscriptions({ id: s.id }).expire.post()),
          t("admin.subs.expired"),
          t("admin.subs.expireFailed"),
        ),
    });

  return (
    <>
      <h2 id="admin-panel-title">{t("admin.subs.title")}</h2>
      <Form method="get" action="/admin" className="admin-filters">
        <input type="hidden" name="tab" value="subscriptions" />
        <div className="field">
          <label htmlFor="admin-sub-status">{t("admin.subs.status")}</label>
          <select id="admin-sub-status" name="status" defaultValue={status}>
            <option value="">{t("admin.subs.anyStatus")}</option>
            <option value="active">{t("admin.subs.active")}</option>
            <option value="cancelled">{t("admin.subs.cancelled")}</option>
            <option value="expired">{t("admin.subs.expiredOption")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-sub-type">{t("admin.subs.type")}</label>
          <select id="admin-sub-type" name="type" defaultValue={type}>
            <option value="">{t("admin.subs.anyType")}</option>
            <option value="demo">{t("admin.subs.demo")}</option>
            <option value="paid">{t("admin.subs.paid")}</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t("admin.subs.filter")}
        </button>
      </Form>

      {data && (
        <AdminTable
          caption={t("admin.subs.caption")}
          columns={columns(t)}
          rows={data.subscriptions}
          testId="sub-row"
          empty={t("admin.subs.none")}
          pager={{ page, total: data.total, hrefFor: href, noun: "subscriptions" }}
          actions={(s) =>
            s.status === "active" ? (
              <>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy !== null}
                  onClick={() => cancel(s)}
                  aria-label={t("admin.subs.cancelLabel", { id: s.id, email: s.user.email })}
                >
                  {t("admin.subs.cancel")}
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={busy !== null}
                  onClick={() => expire(s)}
                  aria-label={t("admin.subs.expireLabel", { id: s.id, email: s.user.email })}
                >
                  {t("admin.subs.expire")}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy !== null}
                onClick={() => setStatus(s, "active")}
                aria-label={t("admin.subs.activateLabel", { id: s.id, email: s.user.email })}
              >
                {t("admin.subs.activate")}
              </button>
            )
          }
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
