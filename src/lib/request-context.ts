/**
 * The request being handled, carried across awaits by AsyncLocalStorage so that every log line
 * written while handling it names its id without each call site passing it (decision 0041).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /** The id echoed in X-Request-Id: the client's when well formed, else a new UUID. */
  id: string;
  /** When the server began the request (performance.now()), for the access log's duration. */
  startedMs: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** 1–128 characters of letters, digits and . _ : @ / + = - (UUIDs, ULIDs, base64, a proxy's "host/n"): nothing a log reader could mistake. */
const WELL_FORMED = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The client's X-Request-Id when well formed; otherwise (absent, too long, control or other characters) a new one, the bad value dropped unseen. */
export function requestIdFrom(header: string | null): string {
  return header !== null && WELL_FORMED.test(header) ? header : crypto.randomUUID();
}

/**
 * Makes `context` the current request's for the rest of this request's work. Bun's server starts
 * each request (and each socket message) outside any request, so nothing carries over to the next.
 */
export function enterRequest(context: RequestContext): void {
  storage.enterWith(context);
}

/** The request under way, or undefined outside one (start-up, background loops). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
