import { TableHead } from '../../../ui/DataTable';
import type { ReportTableData } from '../reports.tables';

/** The week's heat map: one cell per weekday and hour, darker the more bookings start then. */
export function HeatMap({ table }: { table: ReportTableData }) {
  const max = Math.max(1, ...table.rows.flatMap((row) => row.slice(1, 25) as number[]));
  return (
    <div class="table-wrap heat-map-wrap">
      <table class="report-table heat-map" data-report-table={table.key}>
        <TableHead columns={table.columns.map((c, i) => (i > 0 && i < 25 ? c.slice(0, 2) : c))} />
        <tbody>
          {table.rows.map((row) => (
            <tr>
              {row.map((v, i) =>
                i === 0 ? (
                  <th scope="row" safe>
                    {String(v)}
                  </th>
                ) : i < 25 ? (
                  <td style={`background: rgba(15, 118, 110, ${((v as number) / max).toFixed(2)})${(v as number) / max > 0.55 ? '; color: #fff' : ''}`} title={`${row[0]} ${table.columns[i]}: ${v}`} safe>
                    {String(v)}
                  </td>
                ) : (
                  <td safe>{String(v)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
