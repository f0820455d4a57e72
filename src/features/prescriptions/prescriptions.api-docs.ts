import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Refill = t.Object({
  id: t.Integer(),
  prescription_id: t.Integer(),
  record_id: t.Integer({ description: 'The Medications entry it was asked from' }),
  status: t.Union(['pending', 'approved', 'visit', 'declined'].map((s) => t.Literal(s)), { description: 'visit: the practice asks the owner to book a visit first' }),
  note: t.String({ description: "The owner's note" }),
  reason: t.String({ description: "A decline's reason" }),
  decided_at: t.Union([t.String(), t.Null()]),
  issued_id: t.Union([t.Integer(), t.Null()], { description: 'The prescription an approval issued' }),
  created_at: t.String(),
});
const PracticeRefill = t.Object({ ...Refill.properties, drug: t.String(), pet_name: t.String(), owner: t.String() });
const Issued = t.Object({ id: t.Integer(), pdf_url: t.String({ description: 'The signed PDF, for its owner and practice' }), verify_url: t.String({ description: 'The public check a pharmacy opens' }) });
const TAG = 'Prescriptions';

/** Prescriptions and refill requests. */
export const prescriptionsApiDocs: ApiOperations = {
  'POST /api/appointments/{id}/prescriptions': {
    tag: TAG,
    summary: 'The vet prescribes in a held consultation: signed and filed in the pet\'s Medications (422 naming the field, 409 when it may not be prescribed in now)',
    session: true,
    responses: answers({ 201: Issued }, ROLE, BODY, 404, 409),
  },
  'POST /api/records/{id}/refill': {
    tag: TAG,
    summary: "The owner asks the practice to refill a prescribed, active medication (the Medications entry's id); 409 when one is already waiting",
    session: true,
    responses: answers({ 201: Refill }, ROLE, BODY, 404, 409),
  },
  'GET /api/refills': { tag: TAG, summary: "The practice's refill requests, pending first (?status= to narrow)", session: true, responses: answers({ 200: t.Object({ refills: t.Array(PracticeRefill) }) }, ROLE, 404, 422) },
  'POST /api/refills/{id}/answer': {
    tag: TAG,
    summary: 'The practice answers a pending refill: approve (renews the prescription), visit, or decline with a reason (422 naming reason)',
    session: true,
    responses: answers({ 200: Refill }, ROLE, BODY, 404, 409),
  },
};
