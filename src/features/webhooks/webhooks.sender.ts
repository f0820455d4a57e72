/**
 * The webhook sender: delivers the rows written with each change, at least once. Rows are claimed
 * by one UPDATE, so several processes on one database never send the same row at once; a process
 * that dies holding a claim leaves it to be taken over after CLAIM_MS.
 */
import { hostname } from 'node:os';
import type { WebhookDelivery } from '../../../db/schema';
import type { AppDeps } from '../../deps';
import { attemptDelivery, type AttemptOutcome } from './webhooks.attempt';
import { mailEndpointDisabled } from './webhooks.mail';
import { CLAIM_MS, GIVE_UP_MS, nextAttemptAt } from './webhooks.model';
import { claimDue, clearFailing, disableFailing, findEndpointById, markFailing, recordAttempt } from './webhooks.repo';

/** Deliveries sent per round at most (in parallel); the rest wait for the next round. */
const BATCH = 20;

/** Writes an attempt's outcome on the row and on its endpoint (failing for 24 hours: disabled, the practice told). */
export async function settleAttempt(deps: AppDeps, delivery: WebhookDelivery, outcome: AttemptOutcome, now: Date): Promise<void> {
  const db = deps.database.db;
  const at = now.toISOString();
  const attempt = { last_status: outcome.status, last_error: outcome.error, last_attempt_at: at };
  if (outcome.ok) {
    await recordAttempt(db, delivery.id, { ...attempt, delivered_at: at, failed_at: null });
    await clearFailing(db, delivery.endpoint_id);
    return;
  }
  const next = outcome.refused ? null : nextAttemptAt(new Date(delivery.created_at), delivery.attempts + 1, now);
  await recordAttempt(db, delivery.id, next ? { ...attempt, next_attempt_at: next.toISOString() } : { ...attempt, failed_at: at });
  const endpoint = await markFailing(db, delivery.endpoint_id, at);
  if (!endpoint?.failing_since || now.getTime() - Date.parse(endpoint.failing_since) < GIVE_UP_MS) return;
  if (!(await disableFailing(db, endpoint.id, at))) return;
  deps.log.info('webhook_endpoint_disabled', { endpoint_id: endpoint.id, vendor_id: endpoint.vendor_id });
  await mailEndpointDisabled(deps, { ...endpoint, enabled: false, disabled_at: at, disabled_reason: 'failing' }, outcome.error);
}

async function deliverOne(deps: AppDeps, delivery: WebhookDelivery, now: Date): Promise<boolean> {
  const endpoint = await findEndpointById(deps.database.db, delivery.endpoint_id);
  if (!endpoint) return false;
  const outcome = await attemptDelivery(deps.config, endpoint, delivery, now);
  await settleAttempt(deps, delivery, outcome, now);
  if (!outcome.ok) deps.log.info('webhook_attempt_failed', { delivery_id: delivery.id, event_id: delivery.event_id, error: outcome.error });
  return outcome.ok;
}

/** One round: claims what is due and sends it; answers how many were delivered. */
export async function deliverWebhooks(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  // The claim carries this process's name after the instant, so rounds of two processes never share a mark.
  const mark = `${now.toISOString()} ${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const rows = await claimDue(deps.database.db, now.toISOString(), new Date(now.getTime() - CLAIM_MS).toISOString(), mark, BATCH);
  const results = await Promise.all(rows.map((row) => deliverOne(deps, row, now)));
  return results.filter(Boolean).length;
}

/** Sends every `everyMs` until stopped (start.ts starts it). */
export function startWebhookSender(deps: AppDeps, everyMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => deliverWebhooks(deps)).catch((error) => deps.log.error('webhook_round_failed', { error }));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
