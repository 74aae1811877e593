// Previous / Next for a 20-row page. Next is disabled on a short page (SPEC) or the last one.
import { Link } from "../../components/Link";

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
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hasNext = rows >= pageSize && page * pageSize < total;
  return (
    <nav className="admin-pager" aria-label={`${noun} pages`}>
      {page > 1 ? (
        <Link className="btn btn-outline" to={hrefFor(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          ← Previous
        </button>
      )}
      <span className="admin-pager-info">
        Page {page} of {pages} · {total} {total === 1 ? noun.replace(/(ss)es$|s$/, "$1") : noun}
      </span>
      {hasNext ? (
        <Link className="btn btn-outline" to={hrefFor(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <button type="button" className="btn btn-outline" disabled>
          Next →
        </button>
      )}
    </nav>
  );
}
