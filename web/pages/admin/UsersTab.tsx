// Users: search, pages of 20, activate/deactivate, grant/revoke admin, make or unmake a teacher
// (with confirmation), delete (with confirmation). Adults by default; child profiles and pupils
// (no email, no sign-in of their own) on their own filter.
import { useState } from "react";
import { Form } from "react-router";
import { api, ok } from "../../api/client";
import type { AdminUser, UserPage } from "./types";
import { shortDate } from "./format";
import { AdminTable, type Column } from "./AdminTable";
import { ConfirmDialog, type ConfirmRequest } from "./ConfirmDialog";
import { useAdminAction } from "./useAdminAction";

export const DELETE_CONFIRM = "Are you sure you want to delete this user? This action cannot be undone.";

const KINDS = [
  { id: "adult", label: "Adults" },
  { id: "child", label: "Child profiles" },
  { id: "pupil", label: "Pupils" },
  { id: "all", label: "All accounts" },
];
const KIND_BADGE = { adult: null, child: "Child profile", pupil: "Pupil" } as const;

/** How a row is named in button labels: children and pupils have no email. */
const labelOf = (u: AdminUser) =>
  u.email ?? `${u.first_name} (${u.kind === "child" ? "child profile" : "pupil"} #${u.id})`;

export function UsersTab({
  data,
  search,
  kind,
  page,
  me,
}: {
  data: UserPage | null;
  search: string;
  kind: string;
  page: number;
  me: number | null;
}) {
  const { run, busy } = useAdminAction();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const href = (p: number) =>
    `/admin?${new URLSearchParams({ tab: "users", ...(search ? { search } : {}), ...(kind !== "adult" ? { kind } : {}), page: String(p) })}`;

  const setActive = (u: AdminUser) =>
    run(
      `active-${u.id}`,
      () => ok(api.admin.users({ id: u.id }).patch({ is_active: !u.is_active })),
      "User status updated",
      "Failed to update user status",
    );
  const setAdmin = (u: AdminUser) =>
    run(
      `admin-${u.id}`,
      () => ok(api.admin.users({ id: u.id }).patch({ is_admin: !u.is_admin })),
      "Admin status updated",
      "Failed to update admin status",
    );
  const setTeacher = (u: AdminUser) =>
    setConfirm({
      title: u.is_teacher
        ? `Remove the teacher role from ${u.first_name} ${u.last_name}?`
        : `Make ${u.first_name} ${u.last_name} a teacher?`,
      message: u.is_teacher
        ? "Their classes and pupils stay, but they can no longer open them until they are made a teacher again."
        : "A teacher can create classes, add pupils and see their progress. They see only their own classes.",
      confirmLabel: u.is_teacher ? "Remove teacher role" : "Make teacher",
      dismissLabel: "Keep as is",
      onConfirm: () =>
        run(
          `teacher-${u.id}`,
          () => ok(api.admin.users({ id: u.id }).teacher.post({ is_teacher: !u.is_teacher })),
          u.is_teacher ? "Teacher role removed" : "Teacher role granted",
          "Failed to update the teacher role",
        ),
    });
  const remove = (u: AdminUser) =>
    setConfirm({
      title: `Delete ${u.first_name} ${u.last_name}?`,
      message: DELETE_CONFIRM,
      confirmLabel: "Delete user",
      danger: true,
      onConfirm: () =>
        run(
          `delete-${u.id}`,
          () => ok(api.admin.users({ id: u.id }).delete()),
          "User deleted successfully",
          "Failed to delete user",
        ),
    });

  const columns: [Column<AdminUser>, ...Column<AdminUser>[]] = [
    {
      header: "Name",
      cell: (u) => (
        <>
          <span className="admin-name">
            {u.first_name} {u.last_name}
          </span>
          <span className="admin-muted">@{u.username}</span>
          {u.id === me && <span className="badge admin-badge-you">You</span>}
        </>
      ),
    },
    {
      header: "Email",
      className: "admin-email",
      cell: (u) => (
        <>
          {u.email ?? <span className="admin-muted">no email</span>}
          {u.email && !u.is_verified && <span className="admin-muted"> · unverified</span>}
        </>
      ),
    },
    {
      header: "Account",
      cell: (u) => (
        <span className="admin-badges">
          <span className={`badge ${u.is_active ? "admin-badge-ok" : "admin-badge-off"}`}>
            {u.is_active ? "Active" : "Inactive"}
          </span>
          {u.kind === "adult" ? (
            <span className={`badge ${u.is_admin ? "admin-badge-admin" : "admin-badge-plain"}`}>
              {u.is_admin ? "Admin" : "Learner"}
            </span>
          ) : (
            <span className="badge admin-badge-plain">{KIND_BADGE[u.kind]}</span>
          )}
          {u.is_teacher && <span className="badge admin-badge-teacher">Teacher</span>}
        </span>
      ),
    },
    {
      header: "Plan",
      cell: (u) =>
        u.subscription
          ? `${u.subscription.type === "paid" ? "Premium" : "Demo"} · ${u.subscription.status}`
          : "—",
    },
    { header: "Joined", cell: (u) => shortDate(u.created_at) },
  ];

  return (
    <>
      <h2 id="admin-panel-title">Users</h2>
      <Form method="get" action="/admin" className="admin-filters" role="search">
        <input type="hidden" name="tab" value="users" />
        <div className="field admin-field-kind">
          <label htmlFor="admin-user-kind">Accounts</label>
          <select id="admin-user-kind" name="kind" defaultValue={kind}>
            {KINDS.map((k) => (
              <option key={k.id} value={k.id}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-user-search">Search by name, email or username</label>
          <input
            id="admin-user-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={200}
            placeholder="e.g. Amira or amira@example.com"
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Search
        </button>
        {(search || kind !== "adult") && (
          <a className="btn btn-ghost" href="/admin?tab=users">
            Clear
          </a>
        )}
      </Form>

      {data && (
        <AdminTable
          caption="Users, newest first"
          columns={columns}
          rows={data.users}
          testId="user-row"
          empty={search ? `No users match “${search}”.` : "No users on this page."}
          pager={{ page, total: data.total, hrefFor: href, noun: "users" }}
          actions={(u) => {
            const self = u.id === me;
            const adult = u.kind === "adult";
            return (
              <>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={(self && u.is_active) || busy !== null}
                  title={self ? "You cannot deactivate your own account" : undefined}
                  onClick={() => setActive(u)}
                  aria-label={`${u.is_active ? "Deactivate" : "Activate"} ${labelOf(u)}`}
                >
                  {u.is_active ? "Deactivate" : "Activate"}
                </button>
                {adult && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={(self && u.is_admin) || busy !== null}
                    title={self ? "You cannot remove your own admin rights" : undefined}
                    onClick={() => setAdmin(u)}
                    aria-label={`${u.is_admin ? "Revoke admin from" : "Grant admin to"} ${labelOf(u)}`}
                  >
                    {u.is_admin ? "Revoke admin" : "Grant admin"}
                  </button>
                )}
                {adult && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={busy !== null}
                    onClick={() => setTeacher(u)}
                    aria-label={`${u.is_teacher ? "Remove teacher" : "Make teacher"} ${labelOf(u)}`}
                  >
                    {u.is_teacher ? "Remove teacher" : "Make teacher"}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={self || busy !== null}
                  title={self ? "You cannot delete your own account" : undefined}
                  onClick={() => remove(u)}
                  aria-label={`Delete ${labelOf(u)}`}
                >
                  Delete
                </button>
              </>
            );
          }}
        />
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
