import { Elysia, StatusMap } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { currentRequest, enterRequest, requestIdFrom } from '../lib/request-context';
import { routeTemplate } from '../lib/route-template';
import { countRequest } from '../lib/metrics/requests';
import type { RequestTracer } from '../lib/tracing';

const REQUEST_ID = 'x-request-id';

type Span = ReturnType<RequestTracer['begin']>;
const spans = new WeakMap<Request, Span>();

/** The status sent: a returned Response's own, else what the route or the errors plugin set (a number, or a name such as "Not Found"). */
function statusOf(response: unknown, status: number | string | undefined): number {
  if (response instanceof Response) return response.status;
  if (typeof status === 'number') return status;
  return (status && StatusMap[status as keyof typeof StatusMap]) || 200;
}

/** A WebSocket upgrade left unrefused was switched (101): Elysia reports it as the 200 it never sent. */
const sentStatus = (request: Request, status: number) => (status === 200 && request.headers.get('upgrade')?.toLowerCase() === 'websocket' ? 101 : status);

/**
 * Every request gets an id (the client's X-Request-Id when well formed, else a new one), echoed in
 * the response and named by every log line written while handling it. Once answered, its route
 * template, status and duration are worked out once and go to the request metrics, the access-log
 * line (method, route template, status, duration, id: no path, query, address or person) and, with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, one span. Mounted first, so even a refusal before routing has them.
 */
export const accessLogPlugin = (deps: AppDeps) =>
  new Elysia({ name: 'access-log', seed: seedOf(deps) })
    .onRequest(({ request, set }) => {
      const id = requestIdFrom(request.headers.get(REQUEST_ID));
      enterRequest({ id, startedMs: performance.now() });
      set.headers[REQUEST_ID] = id;
      if (deps.tracer) spans.set(request, deps.tracer.begin(request.method));
    })
    .onAfterResponse({ as: 'global' }, (context) => {
      const started = currentRequest();
      if (!started) return;
      const { request, set, response } = context as typeof context & { response?: unknown };
      const route = routeTemplate((context as { route?: string }).route);
      const status = sentStatus(request, statusOf(response, set.status));
      const elapsedMs = performance.now() - started.startedMs;
      countRequest(request.method, route, status, elapsedMs / 1000);
      deps.log.access({ method: request.method, route, status, duration_ms: Math.round(elapsedMs * 10) / 10 });
      spans.get(request)?.end({ method: request.method, route, status, requestId: started.id });
    });
