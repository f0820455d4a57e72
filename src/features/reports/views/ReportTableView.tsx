import { TableHead } from '../../../ui/DataTable';
import { formatMoney } from '../../../lib/money';
import type { ReportTableData } from '../reports.tables';

const show = (value: string | number, currency: string | null) => (currency && typeof value === 'number' ? formatMoney(value, currency, 'whole') : String(value));

/** A report table with its Total row; money in whole units of its column's currency (spec §9's whole dollars). */
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
