import { TableHead } from '../../../ui/DataTable';
import { formatCents } from '../../../lib/money';
import type { ReportTableData } from '../reports.tables';

const show = (value: string | number, money: boolean) => (money && typeof value === 'number' ? formatCents(value, 'usd', 'whole') : String(value));

/** A report table with its Total row; money as whole US dollars (spec §9). */
export function ReportTableView({ table }: { table: ReportTableData }) {
  return (
    <table class="report-table" data-report-table={table.key}>
      <TableHead columns={table.columns} />
      <tbody>
        {table.rows.map((row) => (
          <tr>
            {row.map((v, i) => (i === 0 ? <th scope="row" safe>{show(v, table.money[i]!)}</th> : <td safe>{show(v, table.money[i]!)}</td>))}
          </tr>
        ))}
      </tbody>
      {table.total ? (
        <tfoot>
          <tr data-total>
            {table.total.map((v, i) => (i === 0 ? <th scope="row" safe>{show(v, table.money[i]!)}</th> : <td safe>{show(v, table.money[i]!)}</td>))}
          </tr>
        </tfoot>
      ) : (
        ''
      )}
    </table>
  );
}
