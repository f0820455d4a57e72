import { requestHost } from '../lib/hosts';
import { requestTarget } from '../lib/request-url';

/** Answers a GET the way the app would (createApp hands in its own `handle`). */
export type PageOf = (request: Request) => Promise<Response>;

export interface Refusal {
  status: number;
  msg: string;
  field?: string;
}

/** What is never typed back into a page: a password, a card's number or code. */
const SECRET = /password|card|cvc|ccv|secret/i;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** Headers of the post that are no business of the page read again. */
const POST_ONLY = /^(content-|origin$|hx-|sec-fetch-)/i;

/**
 * The page a browser's own form post was sent from (its Referer on this host), when the post is
 * one: a page to show again with the refusal by its field. Htmx, islands and API clients handle
 * their refusals themselves.
 */
export function formPageOf(request: Request, trustProxy: boolean): string | undefined {
  if (request.method !== 'POST' || request.headers.get('hx-request') === 'true') return undefined;
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!FORM_TYPES.some((form) => type.startsWith(form))) return undefined;
  const referer = request.headers.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.host.toLowerCase() === requestHost(request, trustProxy).toLowerCase() ? from.pathname + from.search : undefined;
  } catch {
    return undefined;
  }
}

/** What the form sent, as name/value pairs to type back in: files and secrets left out. */
export function typedValues(body: unknown): [string, string][] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (SECRET.test(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') pairs.push([name, String(item)]);
    }
  }
  return pairs;
}

/**
 * The refusal as the re-shown page carries it: an alert at the top of the page (what a browser
 * without script shows), with what public/js/refusals.js needs to put it beside its field in the
 * form that was sent and type back what was typed.
 */
function RefusalNote({ refusal, action, page, values }: { refusal: Refusal; action: string; page: string; values: [string, string][] }) {
  const data = JSON.stringify({ action, page, field: refusal.field ?? '', values });
  return (
    <div class="alert alert-error" role="alert" data-refusal={data} safe>
      {refusal.msg}
    </div>
  );
}

/**
 * The page the refused form was on, read again as the person sees it (a GET with their cookies),
 * with the refusal in it and the refusal's status; undefined when that page does not answer with
 * one (then the plain error page is the answer). Decision 0053.
 */
export async function reShownForm(pageOf: PageOf, request: Request, from: string, refusal: Refusal, body: unknown): Promise<Response | undefined> {
  const headers = new Headers();
  for (const [name, value] of request.headers) if (!POST_ONLY.test(name) && name !== 'referer') headers.set(name, value);
  headers.set('accept', 'text/html');
  const origin = request.url.slice(0, request.url.length - requestTarget(request).length);
  const page = await Promise.resolve()
    .then(() => pageOf(new Request(origin + from, { method: 'GET', headers })))
    .catch(() => undefined);
  if (!page || page.status !== 200 || !(page.headers.get('content-type') ?? '').includes('text/html')) return undefined;
  const note = await RefusalNote({ refusal, action: requestTarget(request), page: from, values: typedValues(body) });
  let placed = false;
  const shown = new HTMLRewriter()
    .on('main', {
      element(main) {
        if (placed) return;
        placed = true;
        main.prepend(note, { html: true });
      },
    })
    .transform(page);
  const html = await shown.text();
  if (!placed) return undefined;
  const answer = new Headers(page.headers);
  answer.delete('content-length');
  return new Response(html, { status: refusal.status, headers: answer });
}
