import { Elysia, StatusMap } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { hmacHex, safeEqual } from '../lib/crypto';
import { httpDuration, httpRequests } from '../lib/metrics/registry';
import { measureEventLoopLag } from '../lib/metrics/event-loop';
import { joinClusterMetrics, METRICS_CONTENT_TYPE, scrapeMetrics } from '../lib/metrics/scrape';
import { routeTemplate } from '../lib/route-template';
import { provideScrapeSources, type ScrapeSources } from '../lib/metrics/sources';
import { isLoopback, peerAddress } from './client-ip';

type PeerServer = Parameters<typeof peerAddress>[1];

const started = new WeakMap<Request, number>();

type Series = { count: ReturnType<typeof httpRequests.labels>; time: ReturnType<typeof httpDuration.labels> };
/** Each method, route template and status's two series, looked up once (prom-client hashes the labels on every call otherwise). */
const seriesByKey = new Map<string, Series>();

/** The methods a label may name: any other is `OTHER`, so a made-up method cannot add series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function seriesOf(requestMethod: string, route: string, status: number): Series {
  const method = METHODS.has(requestMethod) ? requestMethod : 'OTHER';
  const key = `${method} ${status} ${route}`;
  let series = seriesByKey.get(key);
  if (!series) {
    const labels = { method, route, status };
    series = { count: httpRequests.labels(labels), time: httpDuration.labels(labels) };
    seriesByKey.set(key, series);
  }
  return series;
}

/** The status sent: a returned Response's own, else what the route or the errors plugin set (a number, or a name such as "Not Found"). */
function statusOf(response: unknown, status: number | string | undefined): number {
  if (response instanceof Response) return response.status;
  if (typeof status === 'number') return status;
  return (status && StatusMap[status as keyof typeof StatusMap]) || 200;
}

/** A WebSocket upgrade left unrefused was switched (101): Elysia reports it as the 200 it never sent. */
const sentStatus = (request: Request, status: number) => (status === 200 && request.headers.get('upgrade')?.toLowerCase() === 'websocket' ? 101 : status);

/** A request from this machine itself, not passed on by a proxy here (a proxy's request is someone else's, whatever TRUST_PROXY says). */
function fromThisMachine(request: Request, server: PeerServer): boolean {
  if (request.headers.has('x-forwarded-for') || request.headers.has('forwarded') || request.headers.has('x-real-ip')) return false;
  return isLoopback(peerAddress(request, server));
}

/** The bearer token equals METRICS_TOKEN, compared in constant time (both sides hashed first, so neither length shows). */
function hasToken(request: Request, token: string | undefined): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
  if (!token || !given) return false;
  return safeEqual(hmacHex(token, 'metrics', given), hmacHex(token, 'metrics', token));
}

/**
 * Every request counted and timed by method, route template and final status (once answered);
 * GET /metrics, on every host, to this machine or with `Authorization: Bearer METRICS_TOKEN`,
 * else 401. Mounted first, so refusals before routing are counted too (docs/decisions/0040-metrics.md).
 */
export const metricsPlugin = (deps: AppDeps, sources: ScrapeSources) => {
  // The backlogs and rooms read at scrape time: this app's (a test process makes several apps; a cluster worker one).
  provideScrapeSources(sources);
  measureEventLoopLag();
  joinClusterMetrics();
  return new Elysia({ name: 'metrics', seed: seedOf(deps) })
    .onRequest(({ request }) => {
      started.set(request, performance.now());
    })
    .onAfterResponse({ as: 'global' }, (context) => {
      const { request, set, response } = context as typeof context & { response?: unknown };
      const from = started.get(request);
      if (from === undefined) return;
      started.delete(request);
      const series = seriesOf(request.method, routeTemplate((context as { route?: string }).route), sentStatus(request, statusOf(response, set.status)));
      series.count.inc();
      series.time.observe((performance.now() - from) / 1000);
    })
    .get('/metrics', async ({ request, server }) => {
      if (!fromThisMachine(request, server) && !hasToken(request, deps.config.metricsToken)) {
        return new Response('unauthorized\n', { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' } });
      }
      provideScrapeSources(sources);
      return new Response(await scrapeMetrics(), { headers: { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' } });
    });
};
