import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';

const Nullable = () => t.Union([t.String(), t.Null()]);
const Endpoint = t.Object({
  id: t.Integer(),
  url: t.String(),
  events: t.Array(t.String(), { description: 'The event types it receives (docs/webhooks.md)' }),
  enabled: t.Boolean(),
  disabled_at: Nullable(),
  disabled_reason: t.Union([t.Literal('by_practice'), t.Literal('failing'), t.Null()]),
  failing_since: t.Union([t.String(), t.Null()], { description: 'The first failure since the last success; 24 hours of failures disable it' }),
  created_at: t.String(),
  updated_at: Nullable(),
});
const Secret = t.String({ description: 'whsec_…: signs every body sent to the endpoint; answered only here, keep it' });
const Delivery = t.Object({
  id: t.Integer(),
  event_id: t.String({ description: 'evt_…, the same on every attempt' }),
  endpoint_id: t.Integer(),
  type: t.String({ description: 'The event type, or webhook.test for a test event' }),
  state: t.Union([t.Literal('pending'), t.Literal('delivered'), t.Literal('failed')]),
  attempts: t.Integer(),
  response_code: t.Union([t.Integer(), t.Null()], { description: "The receiver's last HTTP status; null when it gave none" }),
  error: t.Union([t.String(), t.Null()], { description: 'Why the last attempt failed, in a few words' }),
  created_at: t.String(),
  last_attempt_at: Nullable(),
  next_attempt_at: t.Union([t.String(), t.Null()], { description: 'When it is tried again, while pending' }),
  delivered_at: Nullable(),
  failed_at: Nullable(),
});
const Log = t.Object({ deliveries: t.Array(Delivery, { description: 'Newest first, 20 a page' }), next: t.Boolean({ description: 'Whether a next page exists' }) });
const TAG = 'Webhooks';
const op = (summary: string, responses: ApiOperations[string]['responses']) => ({ tag: TAG, summary, session: true, responses });

/** Settings → Webhooks: the practice's endpoints, their secrets, test events and the delivery log (root admin). */
export const webhooksApiDocs: ApiOperations = {
  'GET /api/webhooks': op("The practice's endpoints, without their secrets", answers({ 200: t.Object({ endpoints: t.Array(Endpoint) }) }, ROLE, 404)),
  'POST /api/webhooks': op('Adds an endpoint; its signing secret is answered here only (422 naming url or events)', answers({ 201: t.Object({ ...Endpoint.properties, secret: Secret }) }, ROLE, BODY, 404)),
  'GET /api/webhooks/{id}': op('One endpoint', answers({ 200: Endpoint }, ROLE, 404)),
  'PUT /api/webhooks/{id}': op('Changes its address and events, and turns it on or off (enabled)', answers({ 200: Endpoint }, ROLE, BODY, 404)),
  'DELETE /api/webhooks/{id}': op('Deletes an endpoint and its deliveries', answers({ 200: t.Object({ result: t.Literal('success') }) }, ROLE, 404)),
  'POST /api/webhooks/{id}/roll': op('Makes a new signing secret, answered here only: bodies are signed with it from now on', answers({ 200: t.Object({ id: t.Integer(), secret: Secret }) }, ROLE, 404)),
  'POST /api/webhooks/{id}/test': op('Sends a signed webhook.test event now, once; answers its delivery (kept in the log)', answers({ 200: Delivery }, ROLE, 404)),
  'GET /api/webhooks/{id}/deliveries': op("One endpoint's deliveries: status, attempts, response code and time (?page=)", answers({ 200: Log }, ROLE, 404, 422)),
  'GET /api/webhooks/deliveries': op("The practice's delivery log, every endpoint (?page=)", answers({ 200: Log }, ROLE, 404, 422)),
  'POST /api/webhooks/deliveries/{id}/redeliver': op('Sends a delivery again now: the same event id and body, signed anew', answers({ 200: Delivery }, ROLE, 404)),
};
