import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { hmacHex, safeEqual } from '../lib/crypto';
import { measureEventLoopLag } from '../lib/metrics/event-loop';
import { joinClusterMetrics, METRICS_CONTENT_TYPE, scrapeMetrics } from '../lib/metrics/scrape';
import { provideScrapeSources, type ScrapeSources } from '../lib/metrics/sources';
import { isLoopback, peerAddress } from './client-ip';

type PeerServer = Parameters<typeof peerAddress>[1];

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
 * GET /metrics, on every host, to this machine or with `Authorization: Bearer METRICS_TOKEN`, else
 * 401 (docs/decisions/0040-metrics.md). Requests are counted by the access-log plugin, which has
 * each one's route, status and duration already.
 */
export const metricsPlugin = (deps: AppDeps, sources: ScrapeSources) => {
  // The backlogs and rooms read at scrape time: this app's (a test process makes several apps; a cluster worker one).
  provideScrapeSources(sources);
  measureEventLoopLag();
  joinClusterMetrics();
  return new Elysia({ name: 'metrics', seed: seedOf(deps) })
    .get('/metrics', async ({ request, server }) => {
      if (!fromThisMachine(request, server) && !hasToken(request, deps.config.metricsToken)) {
        return new Response('unauthorized\n', { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' } });
      }
      provideScrapeSources(sources);
      return new Response(await scrapeMetrics(), { headers: { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' } });
    });
};
