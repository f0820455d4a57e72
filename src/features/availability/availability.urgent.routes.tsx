import { t as schema } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { releaseUrgentDay, urgentOverviewFor } from './availability.urgent';
import { URGENT_PATH, UrgentSlotsPage } from './views/UrgentSlotsPage';
import { formatDate } from '../../lib/time';

const VENDOR = { auth: { role: 'vendor' as const } };
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const PageQuery = schema.Object({
  listing: schema.Optional(schema.Numeric({ minimum: 1 })),
  date: schema.Optional(schema.String({ pattern: DATE, error: 'date must be a date as YYYY-MM-DD' })),
  released: schema.Optional(schema.Literal('1')),
});
const ReleaseBody = schema.Object({
  listing: schema.Numeric({ minimum: 1, error: 'listing must be a listing id' }),
  date: schema.String({ maxLength: 10, error: 'date must be a date as YYYY-MM-DD' }),
});

/** The practice's urgent slots (same-day capacity): a day's held slots released by hand, and the releases so far. */
export const urgentRoutes = (deps: AppDeps) =>
  featureRoutes('urgent-routes', deps)
    .get(
      URGENT_PATH,
      async ({ tenant, user, query }) => {
        const { listings, releases } = await urgentOverviewFor(deps, user, query);
        const shown = listings.find((l) => l.id === query.listing);
        const notice = query.released && shown?.released ? t('Urgent slots for {day} are open to everyone.', { day: formatDate(shown.date) }) : null;
        return <UrgentSlotsPage tenant={tenant} principal={user} listings={listings} releases={releases} notice={notice} />;
      },
      { ...VENDOR, query: PageQuery },
    )
    .post(
      `${URGENT_PATH}/release`,
      async ({ tenant, user, body, set }) => {
        try {
          await releaseUrgentDay(deps, user, body.listing, body.date);
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422) throw error;
          set.status = 422;
          const { listings, releases } = await urgentOverviewFor(deps, user, {});
          return <UrgentSlotsPage tenant={tenant} principal={user} listings={listings} releases={releases} error={error.message} />;
        }
        return redirectTo(set, `${URGENT_PATH}?listing=${body.listing}&date=${body.date}&released=1`);
      },
      { ...VENDOR, body: ReleaseBody },
    );
