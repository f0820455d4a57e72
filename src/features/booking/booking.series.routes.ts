import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { siteOrigin } from '../../lib/site-url';
import type { Tenant } from '../../lib/tenant';
import { t as tr } from '../../lib/i18n';
import { setOwnerSeries } from '../listings/listings.series-setting';
import { bookSeries } from './booking.series';
import { cancelSeriesOnwards } from './booking.series.cancel';
import { planSeries } from './booking.series.plan';
import { OwnerSeriesBody, SERIES_MESSAGES, SeriesBody, SeriesPlanBody } from './booking.series.model';

const AppointmentId = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });
const ListingId = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }) });
/** On a practice's own site, an owner books a series of that practice's listings only. */
const siteVendorOf = (tenant: Tenant) => (tenant.kind === 'site' ? tenant.website.vendor_id : null);
const SIGNED_IN = { auth: { role: ['user', 'vendor'] as ('user' | 'vendor')[] } };

/** Repeat visits: plan a series, book it, cancel it from one visit on, and the listing's setting that lets owners book one. */
export const seriesRoutes = (deps: AppDeps) =>
  featureRoutes('booking-series-routes', deps)
    .post(
      '/api/series/plan',
      async ({ user, body, tenant }) => {
        const plan = await planSeries(deps, user, body, siteVendorOf(tenant));
        return { visits: plan.visits };
      },
      { ...SIGNED_IN, body: SeriesPlanBody, detail: { summary: "A series' visits, each free or not (with the nearest free slots instead)", tags: ['booking'] } },
    )
    .post(
      '/api/series',
      async ({ user, body, request, set, tenant }) => {
        const answer = await bookSeries(deps, user, body, request.headers.get('idempotency-key') ?? undefined, siteVendorOf(tenant));
        if ('choose' in answer) {
          // Nothing was booked: the person chooses another time for each refused visit, or skips it.
          set.status = 409;
          return { result: 'choose' as const, status: tr(SERIES_MESSAGES.undecided), visits: answer.choose };
        }
        return { result: 'success' as const, ...answer };
      },
      { ...SIGNED_IN, body: SeriesBody, detail: { summary: 'Books a series of repeat visits, each its own booking', tags: ['booking'] } },
    )
    .post('/api/appointments/:id/cancel-onwards', ({ user, params, tenant }) => cancelSeriesOnwards(deps, user, params.id, siteOrigin(deps.config, tenant)), {
      auth: true,
      params: AppointmentId,
      detail: { summary: 'Cancels a visit of a series and every later one', tags: ['booking'] },
    })
    .put('/api/listings/:id/owner-series', ({ user, params, body }) => setOwnerSeries(deps, user, params.id, body.allowed), {
      auth: { role: 'vendor' },
      params: ListingId,
      body: OwnerSeriesBody,
      detail: { summary: 'Lets owners book repeat visits on the listing themselves, or not', tags: ['booking'] },
    });
