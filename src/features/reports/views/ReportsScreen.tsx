import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { DashboardLayout } from '../../../ui/DashboardLayout';
import { Field } from '../../../ui/Field';
import type { Report } from '../reports.figures';
import { ReportBody, type ReportLinks } from './ReportBody';
import { t } from '../../../lib/i18n';
import type { FieldErrors } from '../../../lib/form-errors';

/** The filters as the form shows them: the report's, or what a refused request typed. */
export type ReportFilters = Pick<Report, 'from' | 'to' | 'basis' | 'interval'>;

export interface ReportsScreenProps {
  tenant: Tenant;
  principal: Principal;
  /** Null when the filters were refused: the form shows them with the message beside its field. */
  report: Report | null;
  filters: ReportFilters;
  errors?: FieldErrors;
  basePath: string;
  links: ReportLinks;
  /** The platform admin's practice filter (spec §2 Reports: vendor). */
  practices?: { id: number; name: string }[];
  vendor?: number;
  /** The external dashboard tab, when one is configured. */
  embedPath?: string;
}

/** The platform admin's practice filter. */
function PracticeFilter({ practices, vendor }: { practices: { id: number; name: string }[]; vendor?: number }) {
  return (
    <Field name="vendor" label={t('Practice')}>
      <select id="field-vendor" name="vendor">
        <option value="" safe>
          {t('All practices')}
        </option>
        {practices.map((v) => (
          <option value={String(v.id)} selected={vendor === v.id} safe>
            {v.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Reports (spec §2, §6): filters, then the figures; the filters swap only the figures. */
export function ReportsScreen(p: ReportsScreenProps) {
  const r = p.filters;
  const errors = p.errors ?? {};
  return (
    <DashboardLayout title={t('Reports')} tenant={p.tenant} principal={p.principal} current={p.basePath}>
      <link rel="stylesheet" href="/public/vendor/uplot/uPlot.min.css" />
      <div class="page-heading">
        <h1 safe>{t('Reports')}</h1>
        {p.embedPath ? (
          <nav class="tabs" aria-label={t('Report views')}>
            <a href={p.basePath} aria-current="page" safe>
              {t('Figures')}
            </a>
            <a href={p.embedPath} safe>
              {t('External dashboard')}
            </a>
          </nav>
        ) : (
          ''
        )}
      </div>
      <form class="filters report-filters" method="get" action={p.basePath} hx-get={p.basePath} hx-trigger="change, submit" hx-target="#report" hx-swap="outerHTML" hx-push-url="true" aria-label={t('Report filters')}>
        {p.practices ? <PracticeFilter practices={p.practices} vendor={p.vendor} /> : ''}
        <Field name="from" label={t('From')} type="date" value={r.from} error={errors.from} />
        <Field name="to" label={t('To')} type="date" value={r.to} error={errors.to} />
        <Field name="basis" label={t('Count bookings by')}>
          <select id="field-basis" name="basis">
            <option value="created" selected={r.basis === 'created'} safe>
              {t('Date booked')}
            </option>
            <option value="slot" selected={r.basis === 'slot'} safe>
              {t('Appointment date')}
            </option>
          </select>
        </Field>
        <Field name="interval" label={t('Per')}>
          <select id="field-interval" name="interval">
            <option value="day" selected={r.interval === 'day'} safe>
              {t('Day')}
            </option>
            <option value="week" selected={r.interval === 'week'} safe>
              {t('Week')}
            </option>
          </select>
        </Field>
        <button type="submit" class="button" safe>
          {t('Apply')}
        </button>
      </form>
      {p.report ? <ReportBody report={p.report} links={p.links} /> : <div id="report"></div>}
      <script src="/public/vendor/uplot/uPlot.iife.min.js" defer></script>
      <script src="/public/js/reports.js" defer></script>
    </DashboardLayout>
  );
}
