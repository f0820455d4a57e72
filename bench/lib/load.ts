/** Drives one target with autocannon: a short warm-up, then the measured run. */
import autocannon from 'autocannon';
import type { Target } from '../targets';
import { startBare } from './serve';
import { scrapeRequests } from './scrape';

export interface LoadSettings {
  duration: number;
  connections: number;
  warmup: number;
  /** Stop after this many requests instead of after `duration`. */
  amount?: number;
  /** Called when the warm-up is over and the measured run starts. */
  onRunStart?: () => void;
}

export interface LoadResult {
  name: string;
  url: string;
  host?: string;
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** Every round's req/s, when the figure is the median of several (bench/run.ts). */
  rounds?: number[];
  /** For a target with a route template: the measured run's requests as autocannon counted them and as the app's /metrics did, per round. */
  counts?: RequestCounts[];
}

export interface RequestCounts {
  bench: number;
  metrics: number;
}

/** The app finishes answering what was in flight when autocannon stopped before it is scraped again. */
const SETTLE_MS = 300;

export async function measure(target: Target, origin: string, settings: LoadSettings): Promise<LoadResult> {
  const url = `${origin}${target.path}`;
  const headers = { ...target.headers, ...(target.host ? { host: target.host } : {}) };
  const options = { url, connections: settings.connections, method: target.method ?? 'GET', headers, body: target.body, requests: target.requests };
  if (settings.warmup > 0) await autocannon({ ...options, duration: settings.warmup });
  // Scraped right around the measured run (the warm-up's requests are before it).
  const method = options.method;
  const before = target.route ? (await Bun.sleep(SETTLE_MS), await scrapeRequests(origin, method, target.route)) : 0;
  settings.onRunStart?.();
  const result = await autocannon({ ...options, duration: settings.duration, amount: settings.amount });
  const after = target.route ? (await Bun.sleep(SETTLE_MS), await scrapeRequests(origin, method, target.route)) : 0;
  return {
    ...(target.route ? { counts: [{ bench: result.requests.sent, metrics: after - before }] } : {}),
    name: target.name,
    url,
    host: target.host,
    requestsPerSecond: result.requests.average,
    latencyMeanMs: result.latency.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
  };
}

/** Whether every answer was a 2xx: no other status, no socket error, no timeout. */
export function allSucceeded(result: LoadResult): boolean {
  return result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
}

/** Measures the bare Elysia route (the baseline every bench compares with) on its own server. */
export async function measureBare(dir: string, settings: LoadSettings): Promise<LoadResult> {
  const server = await startBare(dir);
  const result = await measure({ name: 'bare', path: '/' }, server.origin, settings);
  await server.stop();
  return result;
}
