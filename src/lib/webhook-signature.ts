/**
 * The signature of a webhook body, Stripe's way: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 * The timestamp inside the signed text lets a receiver refuse an old body replayed (docs/webhooks.md).
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'VetConsult-Signature';
export const EVENT_ID_HEADER = 'VetConsult-Event-Id';
export const EVENT_TYPE_HEADER = 'VetConsult-Event-Type';

/** A new endpoint secret: `whsec_` and 32 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The hex HMAC-SHA256 of `<t>.<body>` under the endpoint's secret. */
export function webhookMac(secret: string, unixSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

/** The header's value for a body sent at `at`. */
export function signatureHeader(secret: string, at: Date, body: string): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${webhookMac(secret, t, body)}`;
}
