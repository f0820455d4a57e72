import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Entry = t.Object({
  id: t.Integer(),
  user_id: t.Integer(),
  pet_id: t.Union([t.Integer(), t.Null()]),
  vendor_id: t.Integer(),
  vendor_listing_id: t.Integer(),
  type: t.Integer({ description: 'The consultation type waited for' }),
  date_from: t.String({ description: "First day, YYYY-MM-DD in the listing's zone" }),
  date_to: t.String({ description: 'Last day, included' }),
  state: t.Union(['waiting', 'offered', 'booked', 'left', 'expired'].map((s) => t.Literal(s))),
  created_at: t.String({ description: 'When the owner joined: the waitlist order' }),
  updated_at: t.String(),
});
const Offer = t.Object({
  state: t.Union(['open', 'expired', 'declined', 'accepted'].map((s) => t.Literal(s)), { description: 'open: held for the owner until expires_at' }),
  listing_id: t.Integer(),
  type: t.Integer(),
  slot: t.String({ description: 'ISO instant; book it with POST /api/payment while open' }),
  slot_end: t.String(),
  expires_at: t.String(),
  timezone: t.String({ description: "The listing's zone" }),
  free_slots: t.Array(t.String(), { description: "Once the offer is over: the listing's free slots in the entry's days" }),
});
const TAG = 'Waitlist';

/** The waitlist: an owner waits for a slot of a listing's consultation type on some days; a freed slot is offered by e-mail and SMS. */
export const waitlistApiDocs: ApiOperations = {
  'GET /api/waitlist': { tag: TAG, summary: "The owner's waitlist entries, newest first", session: true, responses: answers({ 200: t.Object({ entries: t.Array(Entry) }) }, ROLE) },
  'POST /api/waitlist': {
    tag: TAG,
    summary: 'Joins the waitlist of a listing\'s consultation type for some days: 201 {entry}, or 200 with the same entry when already on it (days that meet)',
    session: true,
    responses: answers({ 201: t.Object({ entry: Entry }), 200: t.Object({ entry: Entry }) }, ROLE, BODY, 404),
  },
  'GET /api/waitlist/offers/{token}': { tag: TAG, summary: "A freed slot offered to the owner (the offer link's token); another's is 404", session: true, responses: answers({ 200: Offer }, ROLE, 404, 422) },
  'POST /api/waitlist/offers/{token}/decline': { tag: TAG, summary: 'Lets an offer go: its slot goes to the next person waiting', session: true, responses: answers({ 200: Offer }, ROLE, 404, 422) },
  'DELETE /api/waitlist/{id}': { tag: TAG, summary: 'Leaves an entry: 200 {entry} with state "left"; another\'s entry is 404', session: true, responses: answers({ 200: t.Object({ entry: Entry }) }, ROLE, 404, 422) },
};
