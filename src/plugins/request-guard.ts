import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { isValidHost, requestHost } from '../lib/hosts';
import { requestPath } from '../lib/request-url';
import { INPUT_LIMITS, INPUT_MESSAGES, bodyLimitFor, jsonTooDeep } from '../lib/input-limits';
import { t, type MessageKey } from '../lib/i18n';

/** Elysia parses a body as JSON when its type is application/json (it looks at the 13th character). */
const isJsonType = (type: string) => type.includes('json') || type.charCodeAt(12) === 106;

/**
 * Routes under /api/ that take bytes other than JSON: the signed upload address (a file), Stripe's
 * webhook (read raw), and the pages' own picture uploads (multipart, one image checked by its bytes).
 */
const NON_JSON_API = new Set(['/api/files/upload', '/api/payments/stripe/webhook', '/api/account/picture', '/api/settings/website/logo', '/api/settings/website/image']);

/**
 * A body sent to the JSON API as a form, text or with no type at all: the API reads JSON only, so
 * such a body is refused (415) rather than parsed by a guess. An empty body is no body.
 */
function sendsNonJsonToApi(request: Request, type: string): boolean {
  const path = requestPath(request);
  if (!path.startsWith('/api/') || NON_JSON_API.has(path) || isJsonType(type.toLowerCase())) return false;
  return request.headers.get('content-length') !== '0';
}

/** A plain refusal in the reader's language (the locale plugin ran first): `{msg}` for the API and JSON clients, one line of text otherwise. */
function refuse(request: Request, headers: Record<string, string>, status: number, key: MessageKey): Response {
  const msg = t(key);
  const json = requestPath(request).startsWith('/api/') || (request.headers.get('accept') ?? '').includes('application/json');
  if (json) return Response.json({ msg }, { status, headers });
  return new Response(msg, { status, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Refuses, before any route, parser or walk sees it: a request whose Host is empty or
 * invalid (400), a body larger than its limit (413; by its declared length, or by its bytes
 * when sent without one), and a JSON body nested deeper than INPUT_LIMITS.MAX_DEPTH (400). The JSON check reads a copy, so routes that need the raw
 * bytes (the Stripe webhook) still get them.
 */
export const requestGuardPlugin = (deps: AppDeps) =>
  new Elysia({ name: 'request-guard', seed: seedOf(deps) }).onRequest(async ({ request, set }) => {
    const headers = set.headers as Record<string, string>;
    if (!isValidHost(requestHost(request, deps.config.trustProxy))) return refuse(request, headers, 400, INPUT_MESSAGES.badHost);
    if (!request.body) return;
    const type = request.headers.get('content-type') ?? '';
    if (sendsNonJsonToApi(request, type)) return refuse(request, headers, 415, INPUT_MESSAGES.notJson);
    const limit = bodyLimitFor(type);
    const declared = request.headers.get('content-length');
    if (Number(declared ?? 0) > limit) return refuse(request, headers, 413, INPUT_MESSAGES.tooLarge);
    // A body sent without a length (chunked) is measured too; multipart stays with the server's cap.
    const measure = isJsonType(type) || (declared === null && !type.toLowerCase().startsWith('multipart/'));
    if (!measure) return;
    const text = await request.clone().text();
    if (Buffer.byteLength(text) > limit) return refuse(request, headers, 413, INPUT_MESSAGES.tooLarge);
    if (isJsonType(type) && jsonTooDeep(text, INPUT_LIMITS.MAX_DEPTH)) return refuse(request, headers, 400, INPUT_MESSAGES.tooDeep);
  });
