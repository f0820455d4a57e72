import { Elysia } from 'elysia';

/** `isHtmx` is true when htmx made the request, so a route answers with a fragment instead of a page. */
export const htmxPlugin = new Elysia({ name: 'htmx' }).derive({ as: 'global' }, ({ request }) => ({
  isHtmx: request.headers.get('hx-request') === 'true',
}));

/** The one way a route answers htmx with a fragment and a browser with the whole page; only the one asked for is rendered. */
export function respond<P, F>(ctx: { isHtmx: boolean }, page: () => P, fragment: () => F): P | F {
  return ctx.isHtmx ? fragment() : page();
}
