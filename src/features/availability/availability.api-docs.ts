import { Type as t } from '@sinclair/typebox';
import { BODY, When, answers, type ApiOperations } from '../../lib/api-docs';

const Schedule = t.Object({ days: t.Array(t.String()), from: t.String({ description: 'HH:mm' }), to: t.String({ description: 'HH:mm' }) });
const Consultation = t.Object({
  type: t.Integer({ description: 'The consultation code: 2000 clinic, 4000 video, 5000 phone, 6000 chat, …' }),
  duration: t.Integer({ description: 'Minutes' }),
  price: t.Integer({ description: "In the practice currency's minor units" }),
  status: t.Optional(t.Boolean()),
  schedule: t.Optional(t.Array(Schedule)),
});
const Listing = t.Object({
  id: t.Integer(),
  title: t.String(),
  line1: t.Union([t.String(), t.Null()]),
  line2: t.Union([t.String(), t.Null()]),
  address: t.Union([t.String(), t.Null()]),
  avatar: t.Union([t.String(), t.Null()]),
  timezone: t.String({ description: 'IANA zone' }),
  currency: t.Optional(t.String()),
  consultations: t.Array(Consultation),
});
const Slots = t.Object({
  slots: t.Array(
    t.Object({
      start: When,
      label: t.String({ description: 'HH:mm in the asked zone' }),
      urgent: t.Optional(
        t.Literal(true, {
          description:
            "Present on a slot the listing holds back for urgent cases (a share of each day's slots): listed to everyone once released (a set number of hours before it, or when the practice released its day), and to the listing's own practice, signed in, before that. Absent on every other slot.",
        }),
      ),
    }),
  ),
});
const Booked = t.Object({ data: t.Object({ bookings: t.Array(t.Object({ details: t.Object({ slot: When }) })) }) });
const TAG = 'Availability';

/** The public availability calls, for widgets and other clients (contract "JSON API"). */
export const availabilityApiDocs: ApiOperations = {
  'GET /api/public/listings': { tag: TAG, summary: "A practice's visible listings, by sub-domain", session: false, responses: answers({ 200: t.Array(Listing) }, 404, 422) },
  'GET /api/public/listings/{id}/slots': { tag: TAG, summary: 'Free slots of one consultation type that start on a date in a zone', session: false, responses: answers({ 200: Slots }, 404, 422) },
  'POST /api/gql/fetch_booked_slots': { tag: TAG, summary: 'Upcoming booked slots of a listing', session: false, responses: answers({ 200: Booked }, BODY, 404) },
};
