import { Elysia } from 'elysia';
import { normalizeInput } from '../lib/form-errors';
import { unprocessable } from '../lib/errors';
import { numberSentAsText, objectSentAsOther } from '../lib/json-numbers';

/** Each route's body schema by "METHOD path", filled by `rememberBodySchemas` once the app has its routes. */
const bodySchemas = new Map<string, unknown>();

/** Lets the input plugin read each route's body schema (the JSON check below); answers the app unchanged. */
export function rememberBodySchemas<T extends { routes: { method: string; path: string; hooks?: { body?: unknown } }[] }>(app: T): T {
  for (const route of app.routes) if (route.hooks?.body) bodySchemas.set(`${route.method} ${route.path}`, route.hooks.body);
  return app;
}

const isJson = (request: Request) => (request.headers.get('content-type') ?? '').toLowerCase().includes('json');

/**
 * Every body and query is trimmed and e-mails lower-cased before validation (spec §5, architecture §9);
 * hidden characters are refused and card notation made plain (lib/input-text); a JSON body may not
 * send a number as text (lib/json-numbers).
 */
export const inputPlugin = new Elysia({ name: 'input' }).onTransform({ as: 'global' }, (ctx) => {
  if (ctx.body && typeof ctx.body === 'object') ctx.body = normalizeInput(ctx.body);
  if (ctx.query && typeof ctx.query === 'object') ctx.query = normalizeInput(ctx.query);
  if (ctx.body && typeof ctx.body === 'object' && isJson(ctx.request)) {
    const schema = bodySchemas.get(`${ctx.request.method} ${ctx.route}`);
    const field = numberSentAsText(schema, ctx.body);
    if (field) throw unprocessable('{field} must be a number, sent without quotes', field, { field });
    const notObject = objectSentAsOther(schema, ctx.body);
    if (notObject) throw unprocessable('{field} must be an object of fields', notObject, { field: notObject });
  }
});
