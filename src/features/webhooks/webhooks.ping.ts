import type { WebhookDelivery } from '../../../db/schema';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { attemptDelivery } from './webhooks.attempt';
import { newEventId } from './webhooks.events';
import { findDelivery, insertDelivery, recordAttempt } from './webhooks.repo';
import { endpointFor } from './webhooks.service';

/** The type of the event a practice sends itself to try an endpoint; no change in the product sends it. */
export const TEST_EVENT = 'webhook.test';

/**
 * Sends one signed test event to an endpoint now (enabled or not), in the one envelope every
 * event has. It is attempted once and kept in the delivery log, delivered or failed, never tried
 * again; the endpoint's state is left as it was, since an address being set up may not answer yet.
 */
export async function sendTestEvent(deps: AppDeps, principal: Principal, id: number): Promise<WebhookDelivery> {
  const endpoint = await endpointFor(deps, principal, id);
  const db = deps.database.db;
  const now = deps.clock();
  const at = now.toISOString();
  const envelope = { id: newEventId(), type: TEST_EVENT, created_at: at, practice_id: endpoint.vendor_id, data: { object: 'test', endpoint_id: endpoint.id } };
  // Claimed from the start, so the sender never takes it: this request makes its one attempt.
  const delivery = await insertDelivery(db, { event_id: envelope.id, endpoint_id: endpoint.id, vendor_id: endpoint.vendor_id, type: TEST_EVENT, payload: JSON.stringify(envelope), created_at: at, next_attempt_at: at, claimed_at: at });
  const outcome = await attemptDelivery(deps.config, endpoint, delivery, now);
  await recordAttempt(db, delivery.id, { last_status: outcome.status, last_error: outcome.error, last_attempt_at: at, ...(outcome.ok ? { delivered_at: at } : { failed_at: at }) });
  return (await findDelivery(db, endpoint.vendor_id, delivery.id))!;
}
