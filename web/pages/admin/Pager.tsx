// Previous / Next for a 20-row page. Next is disabled on a short page (SPEC) or the last one.
import { Link } from "../../components/Link";
import { useT, type MessageKey } from "../../i18n";

export type PagerNoun = "messages" | "classes" | "users" | "subscriptions" | "items";

export function Pager({
  page,
  rows,
  total,
  pageSize,
  hrefFor,
  noun,
}: {
  page: number;
  rows: number;
  total: number;
  pageSize: number;
  hrefFor: (p: number) => string;
  noun: PagerNoun;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = rows >= pageSize && page * pageSize < total;
  return (
    <nav
      className="admin-pager"
      aria-label={t("admin.pager.label", { noun: t(`admin.noun.${noun}` as MessageKey) })}
    >
      {page > 1 ? (
        <Link className="btn btn-outline" to={hrefFor(page - 1)} rel="prev">
          {t("admin.pager.previous")}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          {t("admin.pager.previous")}
        </button>
      )}
      <span className="admin-pager-info">
        {t("admin.pager.info", { page, pages, count: t(`admin.count.${noun}` as MessageKey, { n: total }) })}
      </span>
      {hasNext ? (
        <Link className="btn btn-outline" to={hrefFor(page + 1)} rel="next">
          {t("admin.pager.next")}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          {t("admin.pager.next")}
        </button>
      )}
    </nav>
  );
}
