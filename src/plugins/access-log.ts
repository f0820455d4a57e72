import { Elysia, StatusMap } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { currentRequest, enterRequest, requestIdFrom } from '../lib/request-context';
import { routeTemplate } from '../lib/route-template';
import type { RequestTracer } from '../lib/tracing';

const REQUEST_ID = 'x-request-id';

type Span = ReturnType<RequestTracer['begin']>;
const spans = new WeakMap<Request, Span>();

/** The status sent: a returned Response's own, else what the route set (a number, or a name such as "Not Found"). */
function statusOf(response: unknown, status: number | string | undefined): number {
  if (response instanceof Response) return response.status;
  if (typeof status === 'number') return status;
  return (status && StatusMap[status as keyof typeof StatusMap]) || 200;
}

/**
 * Every request gets an id (the client's X-Request-Id when well formed, else a new one), echoed in
 * the response and named by every log line written while handling it; once answered, one access-log
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
      const status = statusOf(response, set.status);
      const durationMs = Math.round((performance.now() - started.startedMs) * 10) / 10;
      deps.log.access({ method: request.method, route, status, duration_ms: durationMs });
      spans.get(request)?.end({ method: request.method, route, status, requestId: started.id });
    });
