import { t as schema } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { releaseRefusal, releaseUrgentDay, urgentOverviewFor } from './availability.urgent';
import type { Principal } from '../../lib/principal';
import { URGENT_PATH, UrgentSlotsPage } from './views/UrgentSlotsPage';
import { formatDate } from '../../lib/time';

const VENDOR = { auth: { role: 'vendor' as const } };
const PageQuery = schema.Object({
  listing: schema.Optional(schema.Numeric({ minimum: 1 })),
  // A day that is no date is today's; one that cannot be released is shown with the reason beside it (withRefusal).
  date: schema.Optional(schema.String({ maxLength: 10, error: 'Choose a date' })),
  released: schema.Optional(schema.Literal('1')),
});
const ReleaseBody = schema.Object({
  listing: schema.Numeric({ minimum: 1, error: 'listing must be a listing id' }),
  date: schema.String({ maxLength: 10, error: 'Choose a date' }),
});

/** The overview, the day asked for a listing with why it cannot be released (a past day: never today's instead). */
async function withRefusal(deps: AppDeps, user: Principal, chosen: { listing?: number; date?: string }, refused?: string) {
  const overview = await urgentOverviewFor(deps, user, chosen);
  const refusalOf = (l: { date: string; timezone: string }) => refused ?? releaseRefusal(l.date, l.timezone, deps.clock())?.message ?? null;
  const listings = overview.listings.map((l) => (l.id === chosen.listing ? { ...l, refusal: refusalOf(l) } : l));
  return { ...overview, listings };
}

/** The practice's urgent slots (same-day capacity): a day's held slots released by hand, and the releases so far. */
export const urgentRoutes = (deps: AppDeps) =>
  featureRoutes('urgent-routes', deps)
    .get(
      URGENT_PATH,
      async ({ tenant, user, query }) => {
        const { listings, releases } = await withRefusal(deps, user, query);
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
          // The day asked shown again with the reason beside it, and no Release for it (never today's instead).
          set.status = 422;
          const { listings, releases } = await withRefusal(deps, user, { listing: body.listing, date: body.date }, error.message);
          return <UrgentSlotsPage tenant={tenant} principal={user} listings={listings} releases={releases} />;
        }
        return redirectTo(set, `${URGENT_PATH}?listing=${body.listing}&date=${body.date}&released=1`);
      },
      { ...VENDOR, body: ReleaseBody },
    );
