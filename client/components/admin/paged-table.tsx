import type { ReactNode } from "react";
import type { Paged } from "#core/admin-api";
import { LoadState, Pager, TableRegion, th } from "./admin-ui";

interface PagedTableProps<List extends Paged, Row> {
  /** One page of the list, as useAdminQuery loads it. */
  query: { data: List | undefined; loading: boolean; error: string | undefined };
  rows: (list: List) => Row[];
  /** The accessible name of the table's scrolling region. */
  label: string;
  columns: ReactNode[];
  /** Shown instead of the table when the page has no rows. */
  empty: string;
  /** What the pager counts, singular ("booking"). */
  noun: string;
  onPage: (page: number) => void;
  /** One `<tr>` with its key. */
  row: (row: Row) => ReactNode;
}

/** An admin list: loading and error states, the table or its empty notice, then the pager. */
export function PagedTable<List extends Paged, Row>({ query, rows, label, columns, empty, noun, onPage, row }: PagedTableProps<List, Row>) {
  const list = query.data;
  const shown = list ? rows(list) : [];
  return (
    <>
      <LoadState loading={query.loading && !list} error={query.error} />
      {list && (
        <>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-slate-200 p-6 text-center text-slate-600">{empty}</p>
          ) : (
            <TableRegion label={label}>
              <thead>
                <tr>
                  {columns.map((column, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are a fixed list, never reordered
                    <th key={index} scope="col" className={th}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{shown.map((item) => row(item))}</tbody>
            </TableRegion>
          )}
          <Pager paged={list} onPage={onPage} noun={noun} />
        </>
      )}
    </>
  );
}
