import type { WebhookDelivery, WebhookEndpoint } from '../../../db/schema';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, ownPractice } from '../../lib/policy';
import { notFound, unprocessable } from '../../lib/errors';
import { guardWebhookUrl } from '../../lib/webhook-resolver';
import { newWebhookSecret } from '../../lib/webhook-signature';
import { attemptDelivery, guardOptions } from './webhooks.attempt';
import { EVENT_TYPES, WEBHOOK_MESSAGES as M, isEventType, type EventType } from './webhooks.model';
import { clearFailing, deleteEndpoint, findDeliveriesPage, findDelivery, findEndpoint, findEndpointById, findEndpointsOf, insertEndpoint, recordAttempt, updateEndpoint } from './webhooks.repo';

export interface EndpointInput {
  url: string;
  events: string[];
}

/** Deliveries a page of the log shows. */
export const LOG_PAGE_SIZE = 20;
const MAX_URL = 2_000;

/** The practice whose webhooks this person manages; anyone else finds nothing here. */
function practiceOf(principal: Principal): number {
  const practice = ownPractice(principal);
  if (!can(principal, 'practice:manage-webhooks', practice) || practice.vendor_id === null) throw notFound(M.notFound);
  return practice.vendor_id;
}

/** The practice's endpoint; another practice's is "not found". */
export async function endpointFor(deps: AppDeps, principal: Principal, id: number): Promise<WebhookEndpoint> {
  const found = await findEndpoint(deps.database.db, practiceOf(principal), id);
  if (!found) throw notFound(M.notFound);
  return found;
}

export function endpointsFor(deps: AppDeps, principal: Principal): Promise<WebhookEndpoint[]> {
  return findEndpointsOf(deps.database.db, practiceOf(principal));
}

/** The address and events, checked: the URL must lead to a public address now (422 naming `url`), one event at least. */
async function checkedInput(deps: AppDeps, input: EndpointInput): Promise<{ url: string; events: EventType[] }> {
  const url = input.url.trim();
  if (!url || url.length > MAX_URL) throw unprocessable(deps.config.production ? M.url : M.urlHttp, 'url');
  const verdict = await guardWebhookUrl(url, guardOptions(deps.config));
  if (!verdict.ok) {
    const key = { invalid: deps.config.production ? M.url : M.urlHttp, scheme: deps.config.production ? M.url : M.urlHttp, credentials: M.credentials, unresolved: M.unresolved, private: M.privateAddress }[verdict.problem];
    throw unprocessable(key, 'url');
  }
  const events = EVENT_TYPES.filter((type) => input.events.includes(type));
  if (events.length === 0 || input.events.some((e) => !isEventType(e))) throw unprocessable(M.events, 'events');
  return { url, events };
}

/** Adds an endpoint (id null) or changes one; a new one gets its secret. */
export async function saveEndpoint(deps: AppDeps, principal: Principal, id: number | null, input: EndpointInput): Promise<WebhookEndpoint> {
  const vendorId = practiceOf(principal);
  if (id !== null) await endpointFor(deps, principal, id);
  const checked = await checkedInput(deps, input);
  const now = deps.clock().toISOString();
  if (id === null) return insertEndpoint(deps.database.db, { vendor_id: vendorId, ...checked, secret: newWebhookSecret(), created_at: now, updated_at: now });
  return (await updateEndpoint(deps.database.db, vendorId, id, { ...checked, updated_at: now }))!;
}

export async function removeEndpoint(deps: AppDeps, principal: Principal, id: number): Promise<void> {
  if (!(await deleteEndpoint(deps.database.db, practiceOf(principal), id))) throw notFound(M.notFound);
}

/** A new secret: bodies are signed with it from the next attempt on. Answers it, to be shown once. */
export async function rollSecret(deps: AppDeps, principal: Principal, id: number): Promise<string> {
  await endpointFor(deps, principal, id);
  const secret = newWebhookSecret();
  await updateEndpoint(deps.database.db, practiceOf(principal), id, { secret, updated_at: deps.clock().toISOString() });
  return secret;
}

/** Turns an endpoint off or back on; on again, its failures are forgotten and what waits is sent. */
export async function setEnabled(deps: AppDeps, principal: Principal, id: number, enabled: boolean): Promise<void> {
  await endpointFor(deps, principal, id);
  const now = deps.clock().toISOString();
  const set = enabled ? { enabled, disabled_at: null, disabled_reason: null, failing_since: null } : { enabled, disabled_at: now, disabled_reason: 'by_practice' as const };
  await updateEndpoint(deps.database.db, practiceOf(principal), id, { ...set, updated_at: now });
}

/** A page (from 1) of the practice's deliveries, newest first, and whether there is a next one. */
export async function deliveryLog(deps: AppDeps, principal: Principal, page: number): Promise<{ rows: WebhookDelivery[]; next: boolean }> {
  const rows = await findDeliveriesPage(deps.database.db, practiceOf(principal), LOG_PAGE_SIZE, (page - 1) * LOG_PAGE_SIZE);
  return { rows: rows.slice(0, LOG_PAGE_SIZE), next: rows.length > LOG_PAGE_SIZE };
}

/** The same log narrowed to one endpoint of the practice (another's is "not found"). */
export async function endpointDeliveries(deps: AppDeps, principal: Principal, id: number, page: number): Promise<{ rows: WebhookDelivery[]; next: boolean }> {
  const endpoint = await endpointFor(deps, principal, id);
  const rows = await findDeliveriesPage(deps.database.db, endpoint.vendor_id, LOG_PAGE_SIZE, (page - 1) * LOG_PAGE_SIZE, endpoint.id);
  return { rows: rows.slice(0, LOG_PAGE_SIZE), next: rows.length > LOG_PAGE_SIZE };
}

/** "Send again": one attempt now, the same event id and body, signed anew; the outcome joins the log (the row as it is after). */
export async function sendAgain(deps: AppDeps, principal: Principal, deliveryId: number): Promise<WebhookDelivery> {
  const vendorId = practiceOf(principal);
  const delivery = await findDelivery(deps.database.db, vendorId, deliveryId);
  const endpoint = delivery && (await findEndpointById(deps.database.db, delivery.endpoint_id));
  if (!delivery || !endpoint) throw notFound(M.deliveryNotFound);
  const now = deps.clock();
  const outcome = await attemptDelivery(deps.config, endpoint, delivery, now);
  const at = now.toISOString();
  await recordAttempt(deps.database.db, delivery.id, { last_status: outcome.status, last_error: outcome.error, last_attempt_at: at, ...(outcome.ok ? { delivered_at: at } : {}) });
  if (outcome.ok) await clearFailing(deps.database.db, endpoint.id);
  return (await findDelivery(deps.database.db, vendorId, delivery.id))!;
}
