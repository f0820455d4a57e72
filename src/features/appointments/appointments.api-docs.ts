import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Canceled = t.Object({
  id: t.Integer(),
  status: t.Literal('canceled'),
  refund: t.Object({
    amount: t.Integer({ description: "Refunded, in the currency's minor units" }),
    fee: t.Integer({ description: 'Kept by the policy, in minor units' }),
    currency: t.String({ description: 'ISO 4217' }),
    reason: t.Union(['nothing-paid', 'refund-days', 'practice', 'no-policy', 'outside-window', 'inside-window'].map((r) => t.Literal(r)), { description: 'Why that refund' }),
    text: t.Union([t.String(), t.Null()], { description: "The sentence a person reads, in the reader's language and zone" }),
  }),
});
const TAG = 'Booking';

/** Cancel and the consultation note. */
export const appointmentsApiDocs: ApiOperations = {
  'POST /api/appointments/{id}/cancel': {
    tag: TAG,
    summary: "Cancels a booking (the owner, or the practice's people who see it), refunded by the listing's policy; 409 once past or canceled",
    session: true,
    responses: answers({ 200: Canceled }, ROLE, 404, 409),
  },
  'PUT /api/appointments/{id}/note': {
    tag: TAG,
    summary: "The practice writes the consultation note (filed in the pet's records); 409 outside the consultation's window",
    session: true,
    responses: answers({ 200: t.Object({ result: t.Literal('success') }) }, ROLE, BODY, 404, 409),
  },
};
