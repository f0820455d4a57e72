import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { releaseUrgentDay, urgentOverviewFor } from './availability.urgent';

const PRACTICE = { auth: { role: 'vendor' as const } };
const DAY = t.String({ maxLength: 10, error: 'date must be a date as YYYY-MM-DD' });
const OverviewQuery = t.Object({ listing: t.Optional(t.Numeric({ minimum: 1, error: 'listing must be a listing id' })), date: t.Optional(DAY) });
const ReleaseBody = t.Object({ listing: t.Integer({ minimum: 1, error: 'listing must be a listing id' }), date: DAY });

/** Urgent slots as JSON: the listings that hold some back, a day's state, and releasing a day's to everyone, as the Urgent slots screen does. */
export const urgentApi = (deps: AppDeps) =>
  featureRoutes('urgent-api', deps)
    .get('/api/urgent', async ({ user, query }) => {
      const { listings, releases } = await urgentOverviewFor(deps, user, query);
      return { listings, releases: releases.map((r) => ({ listing_id: r.listingId, date: r.date, at: r.at, by: r.firstName === null ? null : `${r.firstName} ${r.lastName}` })) };
    }, { ...PRACTICE, query: OverviewQuery })
    .post(
      '/api/urgent/release',
      async ({ user, body }) => ({ listing_id: body.listing, date: body.date, released: true, changed: await releaseUrgentDay(deps, user, body.listing, body.date) }),
      { ...PRACTICE, body: ReleaseBody },
    );
