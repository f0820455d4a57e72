import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { setup } from '../../plugins/setup';
import { BookedSlotsBody, ListingsQuery, SlotsParams, SlotsQuery, SlotsResponse } from './availability.model';
import { bookedSlots, listingsForSite, slotsFor } from './availability.service';

/** The public availability API (contract "JSON API"). */
export const availabilityRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'availability-routes', seed: seedOf(deps) })
    .use(setup(deps))
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
