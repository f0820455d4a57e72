import { Type as t } from '@sinclair/typebox';
import { BODY, ErrorBody, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Text = () => t.Union([t.String(), t.Null()]);
const Units = (description: string) => t.Union([t.Number({ description: `${description}, in the currency's units as the form takes them (40.5 is 40.50)` }), t.Null()]);
const Policy = t.Object(
  {
    notice_hours: t.Integer({ description: 'Hours before the start' }),
    inside: t.Union(['full', 'partial', 'none', 'fee'].map((v) => t.Literal(v)), { description: 'What a cancel inside the notice window refunds' }),
    refund_percent: t.Optional(t.Union([t.Integer(), t.Null()])),
    fee: t.Optional(Units('Kept from the refund inside the window')),
    reschedule_inside: t.Optional(t.Boolean()),
    no_show_fee: t.Optional(Units('Charged for a no-show')),
  },
  { description: "The listing's own cancellation policy; null: none (a full refund until the start)" },
);
const Consultation = t.Object({
  type: t.Integer({ description: '2000 clinic, 4000 video, 5000 phone, 6000 chat, …' }),
  status: t.Boolean({ description: 'Whether owners can book it' }),
  duration: t.Integer({ description: 'Minutes' }),
  price: t.Number({ description: "In the currency's units" }),
  schedule: t.Array(t.Object({ days: t.Array(t.String()), from: t.String(), to: t.String() })),
});
const Listing = t.Object({
  id: t.Integer(),
  title: t.String(),
  line1: t.String(),
  line2: Text(),
  address: Text(),
  avatar: Text(),
  timezone: t.String({ description: 'IANA zone' }),
  vendor_login_id: t.Union([t.Integer(), t.Null()], { description: 'The listing owner, a team member' }),
  managers: t.Array(t.Integer()),
  currency: t.String({ description: 'ISO 4217: the unit of every price and fee' }),
  consultations: t.Array(Consultation),
  policy: t.Union([Policy, t.Null()]),
  urgent: t.Union([t.Object({ share: t.Integer(), release: t.String(), hours: t.Optional(t.Union([t.Integer(), t.Null()])) }), t.Null()]),
  owner_series: t.Boolean(),
  created_at: t.String(),
  updated_at: Text(),
});
const Saved = t.Object({
  listing: Listing,
  kept: t.Integer({ description: 'Upcoming bookings of types taken away that stay booked (stranded: keep)' }),
  canceled: t.Integer({ description: 'Those canceled and refunded (stranded: cancel)' }),
  failed: t.Integer({ description: 'Those that could not be canceled' }),
});
/** The shared Error (field: stranded) with the bookings it asks about. */
const Question = t.Intersect(
  [
    ErrorBody,
    t.Object({
      bookings: t.Array(t.Object({ id: t.Integer(), slot: t.String(), type: t.Integer(), customer: t.String(), pet: Text(), refund: t.Integer({ description: 'Minor units of currency a cancel would refund' }), currency: t.String() })),
    }),
  ],
  { description: 'Nothing was saved: the change takes away types these upcoming bookings are of. Send it again with stranded (keep or cancel) and stranded_seen (these ids).' },
);
const PolicyOf = t.Object({ id: t.Integer(), currency: t.String(), policy: t.Union([Policy, t.Null()]) });
const TAG = 'Listings';

/** My Listings: the practice's listings, the listing form's save and a listing's cancellation policy. */
export const listingsApiDocs: ApiOperations = {
  'GET /api/listings': { tag: TAG, summary: "The practice's listings (a team member's: those they manage)", session: true, responses: answers({ 200: t.Object({ listings: t.Array(Listing) }) }, ROLE) },
  'GET /api/listings/{id}': { tag: TAG, summary: 'One listing, as its form shows it', session: true, responses: answers({ 200: Listing }, ROLE, 404, 422) },
  'POST /api/listings': { tag: TAG, summary: 'Adds a listing (Idempotency-Key: sent twice, made once); a broken rule is a 422 naming its field', session: true, responses: answers({ 201: Saved }, ROLE, BODY, 409) },
  'PUT /api/listings/{id}': {
    tag: TAG,
    summary: 'Saves a listing as its form does; taking away types with upcoming bookings first answers 409 asking what becomes of them',
    session: true,
    responses: { ...answers({ 200: Saved }, ROLE, BODY, 404), 409: Question },
  },
  'GET /api/listings/{id}/cancel-policy': { tag: TAG, summary: "A listing's own cancellation policy, fees in the currency's units", session: true, responses: answers({ 200: PolicyOf }, ROLE, 404, 422) },
  'PUT /api/listings/{id}/cancel-policy': {
    tag: TAG,
    summary: "Sets the policy under the form's rules: no fee above the lowest price (422 naming policy.fee)",
    session: true,
    responses: answers({ 200: PolicyOf }, ROLE, BODY, 404),
  },
  'DELETE /api/listings/{id}/cancel-policy': { tag: TAG, summary: 'Removes the policy: a full refund until the start', session: true, responses: answers({ 200: PolicyOf }, ROLE, 404, 422) },
};
