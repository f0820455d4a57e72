import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { requestHost } from '../lib/hosts';
import { requestPath } from '../lib/request-url';
import { t } from '../lib/i18n';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const VONAGE_HOSTS = 'https://*.vonage.com wss://*.vonage.com https://*.opentok.com wss://*.opentok.com';

/** Content-Security-Policy without inline script (architecture §9). */
function contentSecurityPolicy(deps: AppDeps): string {
  // Stripe's Payment Element loads Stripe.js, runs in Stripe's frames and calls Stripe's API (and its 3-D Secure frames).
  const stripe = deps.config.payments.provider === 'stripe';
  // VIDEO=vonage: the browser SDK talks to Vonage's API and media servers.
  const vonage = deps.config.video.provider === 'vonage';
  const frames = ["'self'", deps.config.reportsEmbedUrl ? new URL(deps.config.reportsEmbedUrl).origin : '', stripe ? 'https://js.stripe.com https://hooks.stripe.com' : '']
    .filter(Boolean)
    .join(' ');
  // With STORAGE=s3 the browser PUTs uploads straight to the bucket's presigned address (spec §7).
  const { storage } = deps.config;
  const bucket = storage.provider !== 's3' ? '' : storage.endpoint ? new URL(storage.endpoint).origin : `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`;
  const connect = ["'self'", stripe ? 'https://api.stripe.com' : '', vonage ? VONAGE_HOSTS : '', bucket].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    stripe ? "script-src 'self' https://js.stripe.com" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    `frame-src ${frames}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * Security headers on every response, and refusal (403) of unsafe methods sent from a
 * foreign Origin: a page on another site cannot post to this one with a visitor's cookie.
 */
export const securityPlugin = (deps: AppDeps) => {
  const csp = contentSecurityPolicy(deps);
  return new Elysia({ name: 'security', seed: seedOf(deps) }).onRequest(({ request, set }) => {
    set.headers['content-security-policy'] = csp;
    set.headers['x-content-type-options'] = 'nosniff';
    set.headers['referrer-policy'] = 'strict-origin-when-cross-origin';
    set.headers['x-frame-options'] = 'SAMEORIGIN';
    set.headers['permissions-policy'] = 'camera=(self), microphone=(self), geolocation=()';
    if (deps.config.production) set.headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    // An API answer is one person's data or a live figure: no browser or proxy keeps it (a route may say otherwise).
    if (requestPath(request).startsWith('/api/')) set.headers['cache-control'] = 'no-store';
    if (!UNSAFE.has(request.method)) return;
    // Browsers always send Origin on a cross-site unsafe request; clients without one (API tools) pass.
    const origin = request.headers.get('origin');
    if (!origin) return;
    const host = requestHost(request, deps.config.trustProxy).toLowerCase();
    if (originHost(origin) !== host) {
      return Response.json({ msg: t('Cross-site request refused') }, { status: 403, headers: set.headers as Record<string, string> });
    }
  });
};

function originHost(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return '';
  }
}
