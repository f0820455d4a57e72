import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { BookedSlotsBody, ListingsQuery, SlotsParams, SlotsQuery, SlotsResponse } from './availability.model';
import { bookedSlots, listingsForSite, slotsFor } from './availability.service';

/** The public availability API (contract "JSON API"). */
export const availabilityRoutes = (deps: AppDeps) =>
  featureRoutes('availability-routes', deps)
    .get('/api/public/listings', ({ query }) => listingsForSite(deps, query.site), {
      query: ListingsQuery,
      detail: { summary: "A practice's visible listings, by sub-domain", tags: ['availability'] },
    })
    .get(
      '/api/public/listings/:id/slots',
      async ({ params, query }) => ({ slots: await slotsFor(deps, params.id, query.type, query.date, query.tz) }),
      {
        params: SlotsParams,
        query: SlotsQuery,
        response: { 200: SlotsResponse },
        detail: { summary: 'Free slots of one consultation type that start on a date in a zone', tags: ['availability'] },
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
