import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import type { Lookups } from '../../plugins/lookups';
import { BookedSlotsBody, ListingsQuery, SlotsParams, SlotsQuery, SlotsResponse } from './availability.model';
import { bookedSlots, listingsForSite, slotsAnswer } from './availability.service';

/** The public availability API (contract "JSON API"). */
export const availabilityRoutes = (deps: AppDeps, lookups: Pick<Lookups, 'website' | 'movedSubDomain'>) =>
  featureRoutes('availability-routes', deps)
    .get('/api/public/listings', ({ query }) => listingsForSite(deps, lookups, query.site), {
      query: ListingsQuery,
      detail: { summary: "A practice's visible listings, by sub-domain", tags: ['availability'] },
    })
    .get(
      '/api/public/listings/:id/slots',
      // JSON text kept with the day's slots: every visitor of a practice asks for the same few days.
      // The listing's practice, signed in, also gets the urgent slots still held back.
      async ({ params, query, set, principal }) => {
        const answer = await slotsAnswer(deps, params.id, query.type, query.date, query.tz, principal);
        set.headers['content-type'] = 'application/json;charset=utf-8';
        return answer;
      },
      {
        params: SlotsParams,
        query: SlotsQuery,
        detail: {
          summary: 'Free slots of one consultation type that start on a date in a zone',
          tags: ['availability'],
          responses: { 200: { description: 'The free slots', content: { 'application/json': { schema: SlotsResponse } } } },
        },
      },
    )
    .post(
      '/api/gql/fetch_booked_slots',
      async ({ body }) => {
        const rows = await bookedSlots(deps, body.id);
        return { data: { bookings: rows.map((row) => ({ details: { slot: row.slot } })) } };
      },
      { body: BookedSlotsBody, detail: { summary: 'Upcoming booked slots of a listing', tags: ['availability'] } },
    );
