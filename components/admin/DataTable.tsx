import type { ReactNode } from 'react';

export type Column<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** numbers: right-aligned, with figures of one width so they line up */
  align?: 'right';
  /** extra classes on the header cell */
  headClassName?: string;
  /** extra classes on each body cell; a function when they depend on the row */
  className?: string | ((row: T) => string);
};

// card: a list screen's own white card; plain: a table inside a card of its own; compact: inside a detail panel.
const RULED = {
  head: 'border-b border-line',
  row: 'border-b border-line/60 last:border-0',
  th: 'px-3 py-2',
  td: 'px-3 py-2',
};
const LOOKS = {
  card: { ...RULED, wrap: 'overflow-x-auto rounded-2xl bg-white shadow-card' },
  plain: { ...RULED, wrap: 'overflow-x-auto' },
  compact: { wrap: '', head: '', row: 'border-t border-line/60', th: 'py-1', td: 'py-1.5' },
};

/** How a row is told apart: rows with an `id` are keyed by it unless told otherwise. */
type RowKey<T> = [T] extends [{ id: string | number }]
  ? { rowKey?: (row: T) => string | number }
  : { rowKey: (row: T) => string | number };

type Props<T> = RowKey<T> & {
  /** a `false` entry is a column this viewer does not get (e.g. the seller, for a seller's own member) */
  columns: (Column<T> | false)[];
  rows: T[];
  /** the table's accessible name */
  label?: string;
  /** said in a card instead of the table when there are no rows; without it the empty table shows */
  empty?: string;
  look?: keyof typeof LOOKS;
  rowClassName?: string;
  footer?: ReactNode;
};

/** What a list screen says in place of its table when nothing matches. */
export function NoRows({ children }: { children: string }) {
  return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">{children}</p>;
}

/** The back office's tables: one markup for headers, rows and alignment, the cells given per column. */
export function DataTable<T>({ columns, rows, rowKey, label, empty, look = 'card', rowClassName, footer }: Props<T>) {
  if (empty !== undefined && rows.length === 0) return <NoRows>{empty}</NoRows>;
  const shown = columns.filter((c): c is Column<T> => c !== false);
  const keyOf = rowKey ?? ((row: T) => (row as { id: string | number }).id);
  const styles = LOOKS[look];
  const right = (c: Column<T>) => (c.align === 'right' ? 'text-right' : '');
  const table = (
    <table className="w-full text-left text-sm" aria-label={label}>
      <thead className={`${styles.head} text-xs uppercase text-muted`}>
        <tr>
          {shown.map((c, i) => (
            <th key={i} scope="col" className={`${styles.th} ${right(c)} ${c.headClassName ?? ''}`}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={keyOf(row)} className={`${styles.row} ${rowClassName ?? ''}`}>
            {shown.map((c, i) => (
              <td
                key={i}
                className={`${styles.td} ${c.align === 'right' ? 'text-right tabular-nums' : ''} ${typeof c.className === 'function' ? c.className(row) : (c.className ?? '')}`}
              >
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
  return styles.wrap ? <div className={styles.wrap}>{table}</div> : table;
}
