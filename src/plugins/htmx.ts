import { Elysia } from 'elysia';

/** `isHtmx` is true when htmx made the request, so a route answers with a fragment instead of a page. */
export const htmxPlugin = new Elysia({ name: 'htmx' }).derive({ as: 'global' }, ({ request }) => ({
  isHtmx: request.headers.get('hx-request') === 'true',
}));
