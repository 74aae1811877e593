// Subscriptions: filter by status and type; cancel, expire (with confirmation) or activate.
import { useState } from "react";
import { Form } from "react-router";
import { api, ok } from "../../api/client";
import type { AdminSubscription, SubscriptionPage } from "./types";
import { shortDate } from "./format";
import { AdminTable, type Column } from "./AdminTable";
import { ConfirmDialog, type ConfirmRequest } from "./ConfirmDialog";
import { useAdminAction } from "./useAdminAction";

export const EXPIRE_CONFIRM =
  "Are you sure you want to expire this subscription? This is for testing purposes.";
/** Production instances: the spec's question without its note about testing. */
export const EXPIRE_CONFIRM_PRODUCTION = "Are you sure you want to expire this subscription?";

/** Who is affected and what they lose, named in both confirmations. */
function Consequence({ s, loss, question }: { s: AdminSubscription; loss: string; question: string }) {
  return (
    <>
      <p className="admin-dialog-family">
        <strong>
          {s.user.first_name} {s.user.last_name}
        </strong>{" "}
        ({s.user.email}) · {s.type === "paid" ? "paid" : "demo"} subscription #{s.id}
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

const COLUMNS: [Column<AdminSubscription>, ...Column<AdminSubscription>[]] = [
  {
    header: "Family",
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
    header: "Type",
    cell: (s) => (
      <span className={`badge ${s.type === "paid" ? "admin-badge-admin" : "admin-badge-demo"}`}>
        {s.type === "paid" ? "Paid" : "Demo"}
      </span>
    ),
  },
  {
    header: "Status",
    cell: (s) => <span className={`badge ${STATUS_TONE[s.status] ?? ""}`}>{s.status}</span>,
  },
  { header: "Start", cell: (s) => shortDate(s.start_date) },
  { header: "End", cell: (s) => shortDate(s.end_date) },
  { header: "Days left", cell: (s) => (s.status === "active" ? (s.days_remaining ?? "—") : "—") },
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
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const href = (p: number) =>
    `/admin?${new URLSearchParams({ tab: "subscriptions", ...(status ? { status } : {}), ...(type ? { type } : {}), page: String(p) })}`;

  const setStatus = (s: AdminSubscription, to: "active" | "cancelled") =>
    run(
      `sub-${s.id}`,
      () => ok(api.admin.subscriptions({ id: s.id }).patch({ status: to })),
      "Subscription updated",
      "Failed to update subscription",
    );
  const cancel = (s: AdminSubscription) =>
    setConfirm({
      title: `Cancel the subscription of ${s.user.first_name} ${s.user.last_name}?`,
      message: (
        <Consequence
          s={s}
          loss={`Their premium access ends on ${shortDate(s.end_date)}; nothing renews after that.`}
          question="Are you sure you want to cancel this subscription?"
        />
      ),
      confirmLabel: "Cancel subscription",
      dismissLabel: "Keep subscription",
      danger: true,
      onConfirm: () => setStatus(s, "cancelled"),
    });
  const expire = (s: AdminSubscription) =>
    setConfirm({
      title: `Expire the subscription of ${s.user.first_name} ${s.user.last_name}?`,
      message: (
        <Consequence
          s={s}
          loss="Their premium access ends at once."
          question={data?.is_production ? EXPIRE_CONFIRM_PRODUCTION : EXPIRE_CONFIRM}
        />
      ),
      confirmLabel: "Expire now",
      dismissLabel: "Keep subscription",
      danger: true,
      onConfirm: () =>
        run(
          `sub-${s.id}`,
          () => ok(api.admin.subscriptions({ id: s.id }).expire.post()),
          "Subscription expired successfully",
          "Failed to expire subscription",
        ),
    });

  return (
    <>
      <h2 id="admin-panel-title">Subscriptions</h2>
      <Form method="get" action="/admin" className="admin-filters">
        <input type="hidden" name="tab" value="subscriptions" />
        <div className="field">
          <label htmlFor="admin-sub-status">Status</label>
          <select id="admin-sub-status" name="status" defaultValue={status}>
            <option value="">Any status</option>
            <option value="active">Active</option>
            <option value="cancelled">Cancelled</option>
            <option value="expired">Expired</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-sub-type">Type</label>
          <select id="admin-sub-type" name="type" defaultValue={type}>
            <option value="">Any type</option>
            <option value="demo">Demo</option>
            <option value="paid">Paid</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
      </Form>

      {data && (
        <AdminTable
          caption="Subscriptions, newest first"
          columns={COLUMNS}
          rows={data.subscriptions}
          testId="sub-row"
          empty="No subscriptions match these filters."
          pager={{ page, total: data.total, hrefFor: href, noun: "subscriptions" }}
          actions={(s) =>
            s.status === "active" ? (
              <>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={busy !== null}
                  onClick={() => cancel(s)}
                  aria-label={`Cancel subscription ${s.id} of ${s.user.email}`}
                >
                  Cancel
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={busy !== null}
                  onClick={() => expire(s)}
                  aria-label={`Expire subscription ${s.id} of ${s.user.email}`}
                >
                  Expire
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy !== null}
                onClick={() => setStatus(s, "active")}
                aria-label={`Activate subscription ${s.id} of ${s.user.email}`}
              >
                Activate
              </button>
            )
          }
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
