import { Elysia } from 'elysia';
import { html, isHtml } from '@elysiajs/html';

export const HTML_CONTENT_TYPE = 'text/html; charset=utf8';

/**
 * JSX responses (`@elysiajs/html`), answered as one `Response` built from the string.
 * The plugin's own detection wraps the string in a `Response`, which Elysia then copies into a
 * second one through a stream (`createResponseHandler`): about a third of a kept practice page's
 * time (docs/scaling.md). Here an HTML string only gets its content type, and Elysia builds the
 * response from the string once, with the route's status and headers.
 */
export const htmlResponses = new Elysia({ name: 'html-responses' })
  .use(html({ autoDoctype: false, autoDetect: false, contentType: HTML_CONTENT_TYPE }))
  .mapResponse({ as: 'global' }, function htmlContentType({ responseValue, set }) {
    if (isHtml(responseValue)) set.headers['content-type'] ??= HTML_CONTENT_TYPE;
  });

const encoder = new TextEncoder();

/** A rendered page as the UTF-8 bytes it is answered with: what a kept page is kept as (encoding it per answer cost a fifth of it). */
export async function htmlBytes(page: JSX.Element): Promise<Uint8Array> {
  return encoder.encode(await page);
}
