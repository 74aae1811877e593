// Messages: what parents and schools wrote through the contact form, newest first.
import type { MessagePage } from "./types";
import { shortDateTime } from "./format";
import { Pager } from "./Pager";
import { useT } from "../../i18n";
import { ADMIN_PAGE_SIZE } from "./format";

export function MessagesTab({ data, page }: { data: MessagePage | null; page: number }) {
  const t = useT();
  return (
    <>
      <h2 id="admin-panel-title">{t("admin.messages.title")}</h2>
      {data && data.messages.length === 0 && <p className="admin-empty">{t("admin.messages.none")}</p>}
      {data && data.messages.length > 0 && (
        <ul className="admin-messages">
          {data.messages.map((m) => (
            <li key={m.id} className="admin-message">
              <div className="admin-message-head">
                <strong>{m.name}</strong>
                <a href={`mailto:${m.email}`} className="admin-email">
                  {m.email}
                </a>
                <span className="admin-muted">{shortDateTime(m.created_at, t)}</span>
              </div>
              <p className="admin-message-body">
                {m.message || <em className="admin-muted">{t("admin.messages.noText")}</em>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          page={page}
          rows={data.messages.length}
          total={data.total}
          pageSize={ADMIN_PAGE_SIZE}
          hrefFor={(p) => `/admin?tab=messages&page=${p}`}
          noun="messages"
        />
      )}
    </>
  );
}
