import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError, notFound } from '../../lib/errors';
import { noDefault } from '../../lib/no-default';
import { REPORT_TABLES, ReportQuery } from './reports.model';
import { platformReport, practiceReport } from './reports.service';
import { can, isPlatformAdmin, ownPractice } from '../../lib/policy';
import { reportTables, tableCsv } from './reports.tables';
import { embedUrl } from './reports.embed';
import type { Report } from './reports.figures';
import type { FieldErrors } from '../../lib/form-errors';
import { ReportsScreen } from './views/ReportsScreen';
import { ReportBody } from './views/ReportBody';
import { EmbedScreen } from './views/EmbedScreen';
import { practiceChoices } from './reports.practices';

const PRACTICE = '/app/reports';
const PLATFORM = '/app/admin/reports';
const CsvQuery = t.Composite([ReportQuery, t.Object({ table: noDefault(t.UnionEnum([...REPORT_TABLES])) })]);

/** The filters as a query string, for the CSV links. */
function filtersOf(report: Report, vendor?: number): string {
  const q = new URLSearchParams({ from: report.from, to: report.to, basis: report.basis, interval: report.interval });
  if (vendor) q.set('vendor', String(vendor));
  return q.toString();
}

type Ctx = { tenant: Tenant; user: Principal; query: ReportQuery; isHtmx: boolean; set: { status?: number | string; headers: Record<string, string | number> } };

/** Reports (spec §2, §6): the practice's for its root admin, the platform's for the platform admin, CSV of each table, the JSON API. */
export const reportsRoutes = (deps: AppDeps) => {
  const page = (basePath: string, load: typeof practiceReport, platform: boolean) => async (ctx: Ctx) => {
    const { tenant, user, query, set } = ctx;
    set.headers.vary = 'HX-Request';
    const { report, errors } = await load(deps, user, query).then(
      (loaded) => ({ report: loaded as Report | null, errors: undefined as FieldErrors | undefined }),
      (error: unknown) => {
        // A period refused: the screen with the filters as typed and the message beside its field (htmx: public/js/refusals.js places it).
        if (!(error instanceof AppError) || error.status !== 422 || !error.field || ctx.isHtmx) throw error;
        ctx.set.status = 422;
        return { report: null, errors: { [error.field]: error.message } };
      },
    );
    const links = { csv: (table: string) => `${basePath}/csv?table=${table}&${report ? filtersOf(report, query.vendor) : ''}` };
    const screen = async () => {
      const embedPath = deps.config.reportsEmbedUrl ? `${basePath}/embed` : undefined;
      const practices = platform ? await practiceChoices(deps, user) : undefined;
      const filters = report ?? { from: query.from ?? '', to: query.to ?? '', basis: query.basis ?? 'created', interval: query.interval ?? 'day' };
      return <ReportsScreen tenant={tenant} principal={user} report={report} filters={filters} errors={errors} basePath={basePath} links={links} practices={practices} vendor={query.vendor} embedPath={embedPath} />;
    };
    return respond(ctx, screen, async () => <ReportBody report={report!} links={links} />);
  };

  const csv = (load: typeof practiceReport) => async ({ user, query, set }: { user: Principal; query: typeof CsvQuery.static; set: { headers: Record<string, string | number> } }) => {
    const report = await load(deps, user, query);
    const table = reportTables(report).find((tb) => tb.key === query.table)!;
    set.headers['content-type'] = 'text/csv; charset=utf-8';
    set.headers['content-disposition'] = `attachment; filename="${query.table}-${report.from}-${report.to}.csv"`;
    return tableCsv(table);
  };

  const embed = (basePath: string) => ({ tenant, user }: { tenant: Tenant; user: Principal }) => {
    const src = embedUrl(deps, can(user, 'practice:see-reports', ownPractice(user)) ? user.vendor_id : null);
    if (!src) throw notFound();
    return <EmbedScreen tenant={tenant} principal={user} basePath={basePath} src={src} />;
  };

  // practiceReport and platformReport refuse anyone else with 404 (a team member finds no Reports).
  return featureRoutes('reports-routes', deps)
    .get(PRACTICE, page(PRACTICE, practiceReport, false), { auth: true, query: ReportQuery })
    .get(`${PRACTICE}/csv`, csv(practiceReport), { auth: true, query: CsvQuery })
    .get(`${PRACTICE}/embed`, (ctx) => {
      if (!can(ctx.user, 'practice:see-reports', ownPractice(ctx.user))) throw notFound();
      return embed(PRACTICE)(ctx);
    }, { auth: true })
    .get(PLATFORM, page(PLATFORM, platformReport, true), { auth: { role: 'admin' }, query: ReportQuery })
    .get(`${PLATFORM}/csv`, csv(platformReport), { auth: { role: 'admin' }, query: CsvQuery })
    .get(`${PLATFORM}/embed`, embed(PLATFORM), { auth: { role: 'admin' } })
    .get('/api/reports', async ({ user, query }) => (isPlatformAdmin(user) ? await platformReport(deps, user, query) : await practiceReport(deps, user, query)), {
      auth: true,
      query: ReportQuery,
      detail: { summary: 'Report figures for a period: the root admin’s practice, or every practice (vendor filter) for a platform admin' },
    });
};
