import { t } from '../lib/i18n';

/** A column heading: its text, or `{ hidden }` for one only screen readers read (an actions column). */
export type Column = string | { hidden: string };

/** The header row of a table: one `<th scope="col">` per column. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) =>
          typeof c === 'string' ? (
            <th scope="col" safe>
              {c}
            </th>
          ) : (
            <th scope="col">
              <span class="visually-hidden" safe>
                {c.hidden}
              </span>
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

export interface DataTableProps<R> {
  rows: R[];
  columns: Column[];
  /** One `<tr>` per item. */
  row: (item: R) => JSX.Element;
  class?: string;
  /** The line shown instead of an empty table. */
  empty?: string;
}

/** A table of items under its header row, or the empty-state line when there are none. */
export function DataTable<R>({ rows, columns, row, class: className, empty = t('No Records Found') }: DataTableProps<R>) {
  if (rows.length === 0)
    return (
      <p class="empty-state" safe>
        {empty}
      </p>
    );
  return (
    <table class={className}>
      <TableHead columns={columns} />
      <tbody>{rows.map(row)}</tbody>
    </table>
  );
}
