import { Info } from 'luxon';
import { centsToUnits } from '../../lib/money';
import { currentReader, t, translated, type MessageKey } from '../../lib/i18n';
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

/** Types and statuses are the product's words, translated; listing titles and days are shown as they are. */
function figureTable(key: ReportTable, title: string, first: string, figures: Figure[], words = false): ReportTableData {
  const rows = figures.map((f) => [words ? translated(f.label) : f.label, f.bookings, f.revenue]);
  const sum = (i: number) => rows.reduce((n, r) => n + (r[i] as number), 0);
  return { key, title, columns: [first, t('Bookings'), t('Revenue')], money: [false, false, true], rows, total: [t('Total'), sum(1), sum(2)] };
}

/** Every table of a report, in the page's order. */
export function reportTables(report: Report): ReportTableData[] {
  const period: MessageKey = report.interval === 'week' ? 'Week of' : 'Day';
  const { totals } = report;
  // Monday first, in the reader's language, as the heat map's rows are.
  const weekdays = Info.weekdays('short', { locale: currentReader().locale });
  return [
    figureTable('series', t(report.interval === 'week' ? 'Bookings and revenue by week' : 'Bookings and revenue by day'), t(period), report.series),
    figureTable('types', t('By consultation type'), t('Consultation type'), report.byType, true),
    figureTable('listings', t('By listing'), t('Listing'), report.byListing),
    figureTable('statuses', t('By status'), t('Status'), report.byStatus, true),
    {
      key: 'customers',
      title: t('New and returning customers'),
      columns: [t('Customers'), t('Bookings')],
      money: [false, false],
      rows: [
        [t('New customers (first booking with the practice)'), totals.newCustomers],
        [t('Returning customers'), totals.returningBookings],
      ],
      total: [t('Total'), totals.newCustomers + totals.returningBookings],
    },
    {
      key: 'hours',
      title: t('Busiest weekdays and hours'),
      columns: [t('Weekday'), ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`), t('Total')],
      money: Array.from({ length: 26 }, () => false),
      rows: report.heat.map((hours, d) => [weekdays[d]!, ...hours, hours.reduce((a, b) => a + b, 0)]),
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
