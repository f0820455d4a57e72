import { formatMoneyByCurrency, toUnits } from '../../../lib/money';
import type { Report } from '../reports.figures';
import { reportTables, type ReportTableData } from '../reports.tables';
import { HeatMap } from './HeatMap';
import { ReportTableView } from './ReportTableView';
import { currentReader, t, type MessageKey } from '../../../lib/i18n';

export interface ReportLinks {
  /** The CSV download of a table, with the same filters. */
  csv: (table: string) => string;
}

/** What a chart draws: labels and one or two series (bookings, revenue in dollars); the table beside it holds the numbers. */
function chartData(table: ReportTableData) {
  const kind = table.key === 'series' ? 'line' : 'bars';
  return JSON.stringify({
    kind,
    axis: table.columns[0],
    labels: table.rows.map((r) => String(r[0])),
    series: [
      { label: t('Bookings'), values: table.rows.map((r) => r[1] as number) },
      // One revenue series per currency, each in its own units.
      ...table.money.flatMap((currency, i) =>
        currency ? [{ label: t('Revenue ({currency})', { currency }), values: table.rows.map((r) => Math.round(toUnits(r[i] as number, currency))), money: true }] : [],
      ),
    ],
  });
}

function Section({ table, links }: { table: ReportTableData; links: ReportLinks }) {
  const id = `report-${table.key}`;
  return (
    <section class="report-section" aria-labelledby={`${id}-title`}>
      <header class="report-section-head">
        <h2 id={`${id}-title`} safe>
          {table.title}
        </h2>
        <a class="button button-ghost" href={links.csv(table.key)} safe>
          {t('Download CSV')}
        </a>
      </header>
      <div class="report-pair">
        {table.key === 'hours' ? (
          <HeatMap table={table} />
        ) : (
          <>
            <figure class="report-chart" data-report-chart={chartData(table)} aria-hidden="true">
              <div data-chart-canvas></div>
            </figure>
            <ReportTableView table={table} />
          </>
        )}
      </div>
    </section>
  );
}

/** The figures of one period: the headline numbers, then each chart beside its table. The htmx target of the filters. */
export function ReportBody({ report, links }: { report: Report; links: ReportLinks }) {
  const { totals } = report;
  const percent = new Intl.NumberFormat(currentReader().locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rate = percent.format(totals.cancellationRate);
  const cards: [string, MessageKey, string][] = [
    ['bookings', 'Bookings', String(totals.bookings)],
    ['revenue', 'Revenue', formatMoneyByCurrency(new Map(Object.entries(totals.revenue)))],
    ['refunds', 'Refunds', formatMoneyByCurrency(new Map(Object.entries(totals.refunds)))],
    ['fees', 'Cancellation fees', formatMoneyByCurrency(new Map(Object.entries(totals.fees)))],
    ['net', 'Net revenue', formatMoneyByCurrency(new Map(Object.entries(totals.net)))],
    ['cancellation-rate', 'Cancellation rate', rate],
    ['no-shows', 'No-shows', String(totals.noShows)],
    ['no-show-rate', 'No-show rate', percent.format(totals.noShowRate)],
    ['new-customers', 'New customers', String(totals.newCustomers)],
  ];
  return (
    <div id="report" class="report">
      <p class="muted" safe>
        {t("{from} to {to}, by {basis, select, created {the day each booking was made} other {the day of each appointment}} (days in each listing's timezone)", { from: report.from, to: report.to, basis: report.basis })}
      </p>
      <dl class="report-totals">
        {cards.map(([key, label, value]) => (
          <div class="report-total" data-total-key={key}>
            <dt safe>{t(label)}</dt>
            <dd safe>{value}</dd>
          </div>
        ))}
      </dl>
      {reportTables(report).map((table) => (
        <Section table={table} links={links} />
      ))}
    </div>
  );
}
