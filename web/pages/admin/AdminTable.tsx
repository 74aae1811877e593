// The admin lists' one table: the empty state, the table (first column the row header, every cell
// labelled for the narrow layout, an Actions column last) and the pager. The tabs give only their columns.
import type { ReactNode } from "react";
import { ADMIN_PAGE_SIZE } from "./format";
import { Pager, type PagerNoun } from "./Pager";
import { useT } from "../../i18n";

export type Column<T> = {
  /** The column heading, also the cell's data-label (the narrow layout shows it beside the value). */
  header: string;
  /** A stable name for the stylesheet (data-col): the header changes with the language. */
  id?: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

type Props<T extends { id: number }> = {
  /** For screen readers: what the table lists, in which order. */
  caption: string;
  columns: [Column<T>, ...Column<T>[]];
  rows: T[];
  /** data-testid of a row: `${testId}-${row.id}`. */
  testId: string;
  actions: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  pager: { page: number; total: number; hrefFor: (page: number) => string; noun: PagerNoun };
};

export function AdminTable<T extends { id: number }>({
  caption,
  columns,
  rows,
  testId,
  actions,
  empty,
  pager,
}: Props<T>) {
  const t = useT();
  const [head, ...rest] = columns;
  return (
    <>
      {rows.length === 0 ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th scope="col" key={c.header}>
                    {c.header}
                  </th>
                ))}
                <th scope="col">{t("admin.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid={`${testId}-${row.id}`}>
                  <th scope="row" data-label={head.header} className={head.className}>
                    {head.cell(row)}
                  </th>
                  {rest.map((c) => (
                    <td key={c.header} data-label={c.header} data-col={c.id} className={c.className}>
                      {c.cell(row)}
                    </td>
                  ))}
                  <td data-label={t("admin.actions")} data-col="actions">
                    <div className="admin-actions">{actions(row)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={pager.page}
        rows={rows.length}
        total={pager.total}
        pageSize={ADMIN_PAGE_SIZE}
        hrefFor={pager.hrefFor}
        noun={pager.noun}
      />
    </>
  );
}
