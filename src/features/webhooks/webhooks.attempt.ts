import type { WebhookDelivery, WebhookEndpoint } from '../../../db/schema';
import type { Config } from '../../config';
import { guardWebhookUrl } from '../../lib/webhook-resolver';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureHeader } from '../../lib/webhook-signature';
import { ATTEMPT_TIMEOUT_MS } from './webhooks.model';

/** What one attempt came to: a 2xx, another answer or none (`status` null), or an address refused before sending. */
export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  /** The guard refused the address: nothing was sent, and nothing will be. */
  refused: boolean;
}

/** The guard's options from the configuration. */
export const guardOptions = (config: Config) => ({ production: config.production, allowPrivate: config.webhooks.allowPrivateHosts });

/** Why a request got no answer, in a few words (never the body or the secret). */
function failureOf(error: unknown): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`;
  return error instanceof Error ? error.message.slice(0, 200) : 'request failed';
}

/**
 * Sends one delivery's body, signed now: the address is checked again first (it may resolve
 * elsewhere since it was saved). Redirects are not followed: a 3xx is a failure like any non-2xx.
 */
export async function attemptDelivery(config: Config, endpoint: WebhookEndpoint, delivery: WebhookDelivery, now: Date): Promise<AttemptOutcome> {
  const verdict = await guardWebhookUrl(endpoint.url, guardOptions(config));
  if (!verdict.ok) return { ok: false, status: null, error: `address refused: ${verdict.problem}${verdict.detail ? ` ${verdict.detail}` : ''}`, refused: true };
  try {
    const response = await fetch(verdict.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'VetConsult-Webhooks/1.0',
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, now, delivery.payload),
        [EVENT_ID_HEADER]: delivery.event_id,
        [EVENT_TYPE_HEADER]: delivery.type,
      },
      body: delivery.payload,
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}`, refused: false };
  } catch (error) {
    return { ok: false, status: null, error: failureOf(error), refused: false };
  }
}
