import { WEEKDAYS } from '../../lib/constants/weekdays';
import { centsToUnits } from '../../lib/money';
import type { Figure, Report } from './reports.figures';
import type { ReportTable } from './reports.model';

/** One table of a report, as the page shows it and its CSV download writes it. */
export interface ReportTableData {
  key: ReportTable;
  title: string;
  columns: string[];
  /** Which columns hold money (integer cents). */
  money: boolean[];
  rows: (string | number)[][];
  /** A closing Total row (sums of the numeric columns), or none. */
  total: (string | number)[] | null;
}

function figureTable(key: ReportTable, title: string, first: string, figures: Figure[]): ReportTableData {
  const rows = figures.map((f) => [f.label, f.bookings, f.revenue]);
  const sum = (i: number) => rows.reduce((n, r) => n + (r[i] as number), 0);
  return { key, title, columns: [first, 'Bookings', 'Revenue'], money: [false, false, true], rows, total: ['Total', sum(1), sum(2)] };
}

/** Every table of a report, in the page's order. */
export function reportTables(report: Report): ReportTableData[] {
  const period = report.interval === 'week' ? 'Week of' : 'Day';
  const { totals } = report;
  return [
    figureTable('series', report.interval === 'week' ? 'Bookings and revenue by week' : 'Bookings and revenue by day', period, report.series),
    figureTable('types', 'By consultation type', 'Consultation type', report.byType),
    figureTable('listings', 'By listing', 'Listing', report.byListing),
    figureTable('statuses', 'By status', 'Status', report.byStatus),
    {
      key: 'customers',
      title: 'New and returning customers',
      columns: ['Customers', 'Bookings'],
      money: [false, false],
      rows: [
        ['New customers (first booking with the practice)', totals.newCustomers],
        ['Returning customers', totals.returningBookings],
      ],
      total: ['Total', totals.newCustomers + totals.returningBookings],
    },
    {
      key: 'hours',
      title: 'Busiest weekdays and hours',
      columns: ['Weekday', ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`), 'Total'],
      money: Array.from({ length: 26 }, () => false),
      rows: report.heat.map((hours, d) => [WEEKDAYS[d]!, ...hours, hours.reduce((a, b) => a + b, 0)]),
      total: null,
    },
  ];
}

const cell = (value: string | number) => {
  const text = String(value);
  // Quotes doubled; text starting with = + - @ is prefixed so a spreadsheet never runs it as a formula.
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A table as CSV: money in dollars with cents, so the column adds up exactly. */
export function tableCsv(table: ReportTableData): string {
  const money = (row: (string | number)[]) => row.map((v, i) => (table.money[i] && typeof v === 'number' ? centsToUnits(v).toFixed(2) : v));
  const lines = [table.columns, ...table.rows.map(money), ...(table.total ? [money(table.total)] : [])];
  return lines.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
