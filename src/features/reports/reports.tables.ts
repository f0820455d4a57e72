import { Info } from 'luxon';
import { currencyDigits, toUnits } from '../../lib/money';
import { currentReader, t, translated, type MessageKey } from '../../lib/i18n';
import type { Figure, Report } from './reports.figures';
import type { ReportTable } from './reports.model';

/** One table of a report, as the page shows it and its CSV download writes it. */
export interface ReportTableData {
  key: ReportTable;
  title: string;
  columns: string[];
  /** The currency of each column that holds money (integer minor units), null for the others. */
  money: (string | null)[];
  rows: (string | number)[][];
  /** A closing Total row (sums of the numeric columns), or none. */
  total: (string | number)[] | null;
}

/** Revenue has a column per currency, named with it: amounts in two currencies never share a cell or a sum. Types and statuses are the product's words, translated. */
function figureTable(key: ReportTable, title: string, first: string, figures: Figure[], currencies: string[], words = false): ReportTableData {
  const rows = figures.map((f) => [words ? translated(f.label) : f.label, f.bookings, ...currencies.map((c) => f.revenue[c] ?? 0)]);
  const sum = (i: number) => rows.reduce((n, r) => n + (r[i] as number), 0);
  const revenue = currencies.map((currency) => t('Revenue ({currency})', { currency }));
  return { key, title, columns: [first, t('Bookings'), ...revenue], money: [null, null, ...currencies], rows, total: [t('Total'), sum(1), ...currencies.map((_, k) => sum(k + 2))] };
}

/** Every table of a report, in the page's order. */
export function reportTables(report: Report): ReportTableData[] {
  const period: MessageKey = report.interval === 'week' ? 'Week of' : 'Day';
  const { totals, currencies } = report;
  // Monday first, in the reader's language, as the heat map's rows are.
  const weekdays = Info.weekdays('short', { locale: currentReader().locale });
  return [
    figureTable('series', t(report.interval === 'week' ? 'Bookings and revenue by week' : 'Bookings and revenue by day'), t(period), report.series, currencies),
    figureTable('types', t('By consultation type'), t('Consultation type'), report.byType, currencies, true),
    figureTable('listings', t('By listing'), t('Listing'), report.byListing, currencies),
    figureTable('statuses', t('By status'), t('Status'), report.byStatus, currencies, true),
    {
      key: 'customers',
      title: t('New and returning customers'),
      columns: [t('Customers'), t('Bookings')],
      money: [null, null],
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
      money: Array.from({ length: 26 }, () => null),
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

/** A table as CSV: money in its currency's units to the minor unit (40.00, 4000 for yen), so the column adds up exactly. */
export function tableCsv(table: ReportTableData): string {
  const units = (minor: number, currency: string) => toUnits(minor, currency).toFixed(currencyDigits(currency));
  const money = (row: (string | number)[]) => row.map((v, i) => (table.money[i] && typeof v === 'number' ? units(v, table.money[i]!) : v));
  const lines = [table.columns, ...table.rows.map(money), ...(table.total ? [money(table.total)] : [])];
  return lines.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
