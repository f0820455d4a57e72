import { createHmac } from 'node:crypto';
import type { AppDeps } from '../../deps';

/** How long the embedded dashboard's token lasts. */
export const EMBED_TOKEN_SECONDS = 5 * 60;

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The external dashboard's address with a signed token (JWT, HS256, five minutes) naming the
 * practice it may show (`vendor_id`; null for the platform admin's view of all practices).
 * null when no dashboard is configured (the default).
 */
export function embedUrl(deps: AppDeps, vendorId: number | null): string | null {
  const base = deps.config.reportsEmbedUrl;
  if (!base) return null;
  const iat = Math.floor(deps.clock().getTime() / 1000);
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ vendor_id: vendorId, iat, exp: iat + EMBED_TOKEN_SECONDS })}`;
  const signature = createHmac('sha256', deps.config.reportsEmbedSecret ?? deps.config.jwtSecret).update(body).digest('base64url');
  const url = new URL(base);
  url.searchParams.set('token', `${body}.${signature}`);
  return url.toString();
}
