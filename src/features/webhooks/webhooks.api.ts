import { t } from 'elysia';
import type { WebhookDelivery, WebhookEndpoint } from '../../../db/schema';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { WEBHOOK_MESSAGES as M } from './webhooks.model';
import { deliveryLog, endpointDeliveries, endpointFor, endpointsFor, removeEndpoint, rollSecret, saveEndpoint, sendAgain, setEnabled } from './webhooks.service';
import { sendTestEvent } from './webhooks.ping';

const PRACTICE = { auth: { role: 'vendor' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
const PageQuery = t.Object({ page: t.Optional(t.Numeric({ minimum: 1, maximum: 10_000, error: 'page must be a page number from 1' })) });
const EndpointBody = t.Object({
  url: t.String({ maxLength: 2000, error: M.url }),
  events: t.Array(t.String({ maxLength: 64 }), { maxItems: 20, error: M.events }),
  enabled: t.Optional(t.Boolean({ error: 'enabled must be true or false' })),
});

/** An endpoint as the API shows it: never its secret, which is answered once, when made or rolled. */
const endpointJson = (e: WebhookEndpoint) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  enabled: e.enabled,
  disabled_at: e.disabled_at,
  disabled_reason: e.disabled_reason,
  failing_since: e.failing_since,
  created_at: e.created_at,
  updated_at: e.updated_at,
});

/** Where a delivery stands, as the log's State column says it. */
const stateOf = (d: WebhookDelivery) => (d.delivered_at ? 'delivered' : d.failed_at ? 'failed' : 'pending');

export const deliveryJson = (d: WebhookDelivery) => ({
  id: d.id,
  event_id: d.event_id,
  endpoint_id: d.endpoint_id,
  type: d.type,
  state: stateOf(d),
  attempts: d.attempts,
  response_code: d.last_status,
  error: d.last_error,
  created_at: d.created_at,
  last_attempt_at: d.last_attempt_at,
  next_attempt_at: stateOf(d) === 'pending' ? d.next_attempt_at : null,
  delivered_at: d.delivered_at,
  failed_at: d.failed_at,
});

const page = (log: { rows: WebhookDelivery[]; next: boolean }) => ({ deliveries: log.rows.map(deliveryJson), next: log.next });

/**
 * Settings → Webhooks as JSON: the same services as the page, the practice's root admin only
 * (the policy's `practice:manage-webhooks`; anyone else finds nothing).
 */
export const webhooksApi = (deps: AppDeps) =>
  featureRoutes('webhooks-api', deps)
    .get('/api/webhooks', async ({ user }) => ({ endpoints: (await endpointsFor(deps, user)).map(endpointJson) }), PRACTICE)
    .post(
      '/api/webhooks',
      async ({ user, body, set }) => {
        const made = await saveEndpoint(deps, user, null, body);
        const endpoint = body.enabled === false ? (await setEnabled(deps, user, made.id, false), await endpointFor(deps, user, made.id)) : made;
        set.status = 201;
        return { ...endpointJson(endpoint), secret: made.secret };
      },
      { ...PRACTICE, body: EndpointBody },
    )
    .get('/api/webhooks/:id', async ({ user, params }) => endpointJson(await endpointFor(deps, user, params.id)), { ...PRACTICE, params: IdParams })
    .put(
      '/api/webhooks/:id',
      async ({ user, params, body }) => {
        await saveEndpoint(deps, user, params.id, body);
        if (body.enabled !== undefined) await setEnabled(deps, user, params.id, body.enabled);
        return endpointJson(await endpointFor(deps, user, params.id));
      },
      { ...PRACTICE, params: IdParams, body: EndpointBody },
    )
    .delete('/api/webhooks/:id', async ({ user, params }) => (await removeEndpoint(deps, user, params.id), { result: 'success' as const }), { ...PRACTICE, params: IdParams })
    .post('/api/webhooks/:id/roll', async ({ user, params }) => ({ id: params.id, secret: await rollSecret(deps, user, params.id) }), { ...PRACTICE, params: IdParams })
    .post('/api/webhooks/:id/test', async ({ user, params }) => deliveryJson(await sendTestEvent(deps, user, params.id)), { ...PRACTICE, params: IdParams })
    .get('/api/webhooks/:id/deliveries', async ({ user, params, query }) => page(await endpointDeliveries(deps, user, params.id, query.page ?? 1)), { ...PRACTICE, params: IdParams, query: PageQuery })
    .get('/api/webhooks/deliveries', async ({ user, query }) => page(await deliveryLog(deps, user, query.page ?? 1)), { ...PRACTICE, query: PageQuery })
    .post('/api/webhooks/deliveries/:id/redeliver', async ({ user, params }) => deliveryJson(await sendAgain(deps, user, params.id)), { ...PRACTICE, params: IdParams });
