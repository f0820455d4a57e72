import { Type as t } from '@sinclair/typebox';
import { BODY, ERROR, ErrorBody, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Booked = t.Object({ result: t.Literal('success'), id: t.Integer({ description: 'The booking id' }) });
const Pending = t.Object(
  { result: t.Literal('pending'), status: t.String(), display_name: t.Optional(t.String()) },
  { description: "A practice's booking for someone not yet its customer: nothing is booked before they accept" },
);
/** `POST /api/payment`'s own refusal (spec §7), or the shared Error for a body the schema refused. */
const PaymentRefusal = t.Union([t.Object({ result: t.Literal('error'), status: t.String({ description: 'Why, in the reader\'s language' }), field: t.Optional(t.String()) }), ErrorBody]);
const Intent = t.Object({ clientSecret: t.String(), publishableKey: t.Union([t.String(), t.Null()]), amount: t.Integer({ description: "In the currency's minor units" }) });
const Received = t.Object({ received: t.Literal(true), duplicate: t.Optional(t.Literal(true)) });
const Marked = t.Object({ result: t.Literal('success'), id: t.Integer(), status: t.Union([t.Literal('no-show'), t.Literal('arrived')]) });
const FeeCharged = t.Object({
  result: t.Literal('success'),
  id: t.Integer({ description: 'The booking id' }),
  payment_id: t.Integer({ description: "The fee's own payment" }),
  amount: t.Integer({ description: "In the currency's minor units" }),
  currency: t.String({ description: 'ISO 4217, lower case' }),
  charged_at: t.String({ format: 'date-time' }),
});
const PolicyForTime = t.Object({
  policy: t.Array(t.String(), { description: "The listing's cancellation policy for that time, a sentence a line in the reader's language; the first says when the time is already inside the notice window and what a cancel would refund" }),
});
const TAG = 'Booking';

/** Booking, payment and rescheduling. */
export const bookingApiDocs: ApiOperations = {
  'GET /api/public/listings/{id}/cancel-policy': {
    tag: TAG,
    summary: "A listing's cancellation policy for one chosen time (?type=&slot=), as said before paying",
    session: false,
    responses: answers({ 200: PolicyForTime }, 404, 422),
  },
  'POST /api/payment': {
    tag: TAG,
    summary: 'Books a slot and pays for it: {result: "success", id} or {result: "error", status}',
    session: true,
    responses: { ...answers({ 200: Booked, 202: Pending }, 401, 400, 413, 415), 402: PaymentRefusal, 403: PaymentRefusal, 404: PaymentRefusal, 409: PaymentRefusal, 422: PaymentRefusal },
  },
  'POST /api/payment/intent': {
    tag: TAG,
    summary: "Starts a card payment in Stripe's Payment Element (PAYMENTS=stripe only)",
    session: true,
    responses: answers({ 200: Intent }, ROLE, BODY, 404, 409),
  },
  'POST /api/payments/stripe/webhook': {
    tag: TAG,
    summary: 'Stripe webhook: signed events update payments, each event id once',
    session: false,
    responses: { ...answers({ 200: Received }, 404, 413), 400: ERROR },
  },
  'POST /api/appointments/{id}/reschedule': {
    tag: TAG,
    summary: 'Moves an upcoming booking to another free slot of the same consultation',
    session: true,
    responses: answers({ 200: Booked }, ROLE, BODY, 404, 409),
  },
  'POST /api/appointments/{id}/attendance': {
    tag: TAG,
    summary: 'The practice marks a past booking no-show or arrived, or corrects its mark the same day',
    session: true,
    responses: answers({ 200: Marked }, ROLE, BODY, 404, 409),
  },
  'POST /api/appointments/{id}/no-show-fee': {
    tag: TAG,
    summary: "Charges a no-show's fee to the card the owner agreed to keep, once per booking (a decline is 402)",
    session: true,
    responses: answers({ 200: FeeCharged }, ROLE, 402, 404, 409, 422, 502),
  },
};
