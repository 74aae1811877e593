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
import { useT, type MessageKey, type Translator } from "../../i18n";

// The spec's delete question: admin.users.deleteConfirm.

const KINDS = ["adult", "child", "pupil", "all"] as const;
const KIND_BADGE = {
  adult: null,
  child: "admin.users.badge.child",
  pupil: "admin.users.badge.pupil",
} as const;

/** How a row is named in button labels: children and pupils have no email. */
const labelOf = (u: AdminUser, t: Translator) =>
  u.email ?? t("admin.users.labelOf", { name: u.first_name, kind: u.kind, id: u.id });

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
  const t = useT();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const href = (p: number) =>
    `/admin?${new URLSearchParams({ tab: "users", ...(search ? { search } : {}), ...(kind !== "adult" ? { kind } : {}), page: String(p) })}`;

  const setActive = (u: AdminUser) =>
    run(
      `active-${u.id}`,
      () => ok(api.admin.users({ id: u.id }).patch({ is_active: !u.is_active })),
      t("admin.users.statusUpdated"),
      t("admin.users.statusFailed"),
    );
  const setAdmin = (u: AdminUser) =>
    run(
      `admin-${u.id}`,
      () => ok(api.admin.users({ id: u.id }).patch({ is_admin: !u.is_admin })),
      t("admin.users.adminUpdated"),
      t("admin.users.adminFailed"),
    );
  const setTeacher = (u: AdminUser) =>
    setConfirm({
      title: u.is_teacher
        ? t("admin.users.removeTeacherTitle", { name: `${u.first_name} ${u.last_name}` })
        : t("admin.users.makeTeacherTitle", { name: `${u.first_name} ${u.last_name}` }),
      message: u.is_teacher ? t("admin.users.removeTeacherText") : t("admin.users.makeTeacherText"),
      confirmLabel: u.is_teacher
        ? t("admin.users.removeTeacherConfirm")
        : t("admin.users.makeTeacherConfirm"),
      dismissLabel: t("admin.users.keepAsIs"),
      onConfirm: () =>
        run(
          `teacher-${u.id}`,
          () => ok(api.admin.users({ id: u.id }).teacher.post({ is_teacher: !u.is_teacher })),
          u.is_teacher ? t("admin.users.teacherRemoved") : t("admin.users.teacherGranted"),
          t("admin.users.teacherFailed"),
        ),
    });
  const remove = (u: AdminUser) =>
    setConfirm({
      title: t("admin.users.deleteTitle", { name: `${u.first_name} ${u.last_name}` }),
      message: t("admin.users.deleteConfirm"),
      confirmLabel: t("admin.users.deleteUser"),
      danger: true,
      onConfirm: () =>
        run(
          `delete-${u.id}`,
          () => ok(api.admin.users({ id: u.id }).delete()),
          t("admin.users.deleted"),
          t("admin.users.deleteFailed"),
        ),
    });

  const columns: [Column<AdminUser>, ...Column<AdminUser>[]] = [
    {
      header: t("admin.users.name"),
      cell: (u) => (
        <>
          <span className="admin-name">
            {u.first_name} {u.last_name}
          </span>
          <bdi className="admin-muted" dir="ltr">
            @{u.username}
          </bdi>
          {u.id === me && <span className="badge admin-badge-you">{t("admin.users.you")}</span>}
        </>
      ),
    },
    {
      header: t("admin.users.email"),
      id: "email",
      className: "admin-email",
      cell: (u) => (
        <>
          {u.email ?? <span className="admin-muted">{t("admin.users.noEmail")}</span>}
          {u.email && !u.is_verified && <span className="admin-muted">{t("admin.users.unverified")}</span>}
        </>
      ),
    },
    {
      header: t("admin.users.account"),
      cell: (u) => (
        <span className="admin-badges">
          <span className={`badge ${u.is_active ? "admin-badge-ok" : "admin-badge-off"}`}>
            {u.is_active ? t("admin.users.active") : t("admin.users.inactive")}
          </span>
          {u.kind === "adult" ? (
            <span className={`badge ${u.is_admin ? "admin-badge-admin" : "admin-badge-plain"}`}>
              {u.is_admin ? t("admin.users.admin") : t("admin.users.learner")}
            </span>
          ) : (
            <span className="badge admin-badge-plain">
              {KIND_BADGE[u.kind] && t(KIND_BADGE[u.kind] as MessageKey)}
            </span>
          )}
          {u.is_teacher && <span className="badge admin-badge-teacher">{t("admin.users.teacher")}</span>}
        </span>
      ),
    },
    {
      header: t("admin.users.plan"),
      id: "plan",
      cell: (u) =>
        u.subscription
          ? t("admin.users.planValue", {
              type: u.subscription.type,
              status: t("admin.subs.statusValue", { status: u.subscription.status }),
            })
          : "—",
    },
    { header: t("admin.users.joined"), id: "joined", cell: (u) => shortDate(u.created_at, t) },
  ];

  return (
    <>
      <h2 id="admin-panel-title">{t("admin.users.title")}</h2>
      <Form method="get" action="/admin" className="admin-filters" role="search">
        <input type="hidden" name="tab" value="users" />
        <div className="field admin-field-kind">
          <label htmlFor="admin-user-kind">{t("admin.users.accounts")}</label>
          <select id="admin-user-kind" name="kind" defaultValue={kind}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.users.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="admin-user-search">{t("admin.users.search")}</label>
          <input
            id="admin-user-search"
            name="search"
            type="search"
            defaultValue={search}
            maxLength={200}
            placeholder={t("admin.users.searchPlaceholder")}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t("admin.users.searchButton")}
        </button>
        {(search || kind !== "adult") && (
          <a className="btn btn-ghost" href="/admin?tab=users">
            {t("admin.users.clear")}
          </a>
        )}
      </Form>

      {data && (
        <AdminTable
          caption={t("admin.users.caption")}
          columns={columns}
          rows={data.users}
          testId="user-row"
          empty={search ? t("admin.users.noMatch", { search }) : t("admin.users.none")}
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
                  title={self ? t("admin.users.cannotDeactivate") : undefined}
                  onClick={() => setActive(u)}
                  aria-label={t(u.is_active ? "admin.users.deactivateLabel" : "admin.users.activateLabel", {
                    who: labelOf(u, t),
                  })}
                >
                  {u.is_active ? t("admin.users.deactivate") : t("admin.users.activate")}
                </button>
                {adult && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={(self && u.is_admin) || busy !== null}
                    title={self ? t("admin.users.cannotRevoke") : undefined}
                    onClick={() => setAdmin(u)}
                    aria-label={t(u.is_admin ? "admin.users.revokeLabel" : "admin.users.grantLabel", {
                      who: labelOf(u, t),
                    })}
                  >
                    {u.is_admin ? t("admin.users.revoke") : t("admin.users.grant")}
                  </button>
                )}
                {adult && (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={busy !== null}
                    onClick={() => setTeacher(u)}
                    aria-label={t(
                      u.is_teacher ? "admin.users.removeTeacherLabel" : "admin.users.makeTeacherLabel",
                      {
                        who: labelOf(u, t),
                      },
                    )}
                  >
                    {u.is_teacher ? t("admin.users.removeTeacher") : t("admin.users.makeTeacher")}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={self || busy !== null}
                  title={self ? t("admin.users.cannotDelete") : undefined}
                  onClick={() => remove(u)}
                  aria-label={t("admin.users.deleteLabel", { who: labelOf(u, t) })}
                >
                  {t("admin.users.delete")}
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
