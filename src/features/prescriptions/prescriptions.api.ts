import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { noDefault } from '../../lib/no-default';
import { REFILL_DECISIONS, RX_MESSAGES } from './prescriptions.model';
import { issuePrescription } from './prescriptions.service';
import { answerRefill, practiceRefills, requestRefill } from './prescriptions.refills';
import { verifyPath } from './prescriptions.signing';
import type { RefillRequest } from '../../../db/schema';

const AppointmentId = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be an appointment id' }) });
const RecordId = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a record id' }) });
const RefillId = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a refill request id' }) });
const Words = (maxLength: number, error: string) => t.String({ maxLength, error });
/** What the vet writes, typed for the document; the service checks each field again and names the first wrong one. */
const PrescriptionBody = t.Object({
  drug: Words(120, RX_MESSAGES.drug),
  strength: Words(60, RX_MESSAGES.strength),
  dose: Words(60, RX_MESSAGES.dose),
  frequency: Words(60, RX_MESSAGES.frequency),
  duration_days: t.Integer({ minimum: 1, maximum: 365, error: RX_MESSAGES.duration }),
  quantity: Words(60, RX_MESSAGES.quantity),
  refills_allowed: t.Optional(t.Integer({ minimum: 0, maximum: 12, error: RX_MESSAGES.refills })),
  instructions: t.Optional(Words(1000, RX_MESSAGES.instructions)),
});
const RefillBody = t.Object({ note: t.Optional(Words(500, RX_MESSAGES.note)) });
const DecisionBody = t.Object({
  decision: noDefault(t.UnionEnum([...REFILL_DECISIONS], { error: 'decision must be approve, visit or decline' })),
  reason: t.Optional(Words(500, RX_MESSAGES.reason)),
});
const StatusQuery = t.Object({ status: t.Optional(noDefault(t.UnionEnum(['pending', 'approved', 'visit', 'declined'], { error: 'status must be pending, approved, visit or declined' }))) });

const refillJson = (r: RefillRequest) => ({
  id: r.id,
  prescription_id: r.prescription_id,
  record_id: r.record_id,
  status: r.status,
  note: r.note,
  reason: r.reason,
  decided_at: r.decided_at,
  issued_id: r.issued_id,
  created_at: r.created_at,
});

/**
 * Prescribing and refills as JSON, through the same services as the pages: the vet prescribes in a
 * consultation; the owner asks to refill an active medication of their pet's records; the practice
 * lists its refill requests (pending first) and answers each (approve renews the prescription).
 */
export const prescriptionsApi = (deps: AppDeps) =>
  featureRoutes('prescriptions-api', deps)
    .post(
      '/api/appointments/:id/prescriptions',
      async ({ user, params, body, set }) => {
        const rx = await issuePrescription(deps, user, params.id, body);
        set.status = 201;
        return { id: rx.id, pdf_url: `/app/prescriptions/${rx.id}/pdf`, verify_url: `${deps.config.publicUrl}${verifyPath(rx)}` };
      },
      { auth: { role: 'vendor' }, params: AppointmentId, body: PrescriptionBody },
    )
    .post(
      '/api/records/:id/refill',
      async ({ user, params, body, set }) => {
        const request = await requestRefill(deps, user, params.id, body.note);
        set.status = 201;
        return refillJson(request);
      },
      { auth: { role: 'user' }, params: RecordId, body: RefillBody },
    )
    .get(
      '/api/refills',
      async ({ user, query }) => {
        const rows = (await practiceRefills(deps, user)).filter((row) => !query.status || row.request.status === query.status);
        return { refills: rows.map((row) => ({ ...refillJson(row.request), drug: `${row.drug} ${row.strength}`, pet_name: row.pet_name, owner: `${row.first_name} ${row.last_name}` })) };
      },
      { auth: { role: 'vendor' }, query: StatusQuery },
    )
    .post('/api/refills/:id/answer', async ({ user, params, body }) => refillJson(await answerRefill(deps, user, params.id, body.decision, body.reason)), {
      auth: { role: 'vendor' },
      params: RefillId,
      body: DecisionBody,
    });
