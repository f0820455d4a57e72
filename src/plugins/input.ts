import { Elysia } from 'elysia';
import { normalizeInput } from '../lib/form-errors';

/** Every body and query is trimmed and e-mails lower-cased before validation (spec §5, architecture §9). */
export const inputPlugin = new Elysia({ name: 'input' }).onTransform({ as: 'global' }, (ctx) => {
  if (ctx.body && typeof ctx.body === 'object') ctx.body = normalizeInput(ctx.body);
  if (ctx.query && typeof ctx.query === 'object') ctx.query = normalizeInput(ctx.query);
});
