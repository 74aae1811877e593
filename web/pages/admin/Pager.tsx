// Previous / Next for a 20-row page. Next is disabled on a short page (SPEC) or the last one.
import { Link } from "../../components/Link";

/** "classes" → "class" (not "classe"), "messages" → "message", "users" → "user". */
const singular = (noun: string) => (noun.endsWith("sses") ? noun.slice(0, -2) : noun.replace(/s$/, ""));

export function Pager({ page, rows, total, pageSize, hrefFor, noun }: { page: number; rows: number; total: number; pageSize: number; hrefFor: (p: number) => string; noun: string }) {
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
        Page {page} of {pages} · {total} {total === 1 ? singular(noun) : noun}
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
