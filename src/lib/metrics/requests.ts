/**
 * `http_requests_total` and `http_request_duration_seconds`, counted in plain numbers per series.
 * prom-client's Counter and Histogram validate and hash the labels on every call, a tenth of a
 * cheap request's time; here a request adds to its series' numbers and the two metrics read them
 * at scrape time, in the shape prom-client's own `get()` gives (so cluster sums work the same).
 */
import { registry } from './registry';

export type RequestLabels = { method: string; route: string; status: number };

interface Series {
  labels: RequestLabels;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last is above every bound. */
  buckets: number[];
}

const BOUNDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The methods a label may name: any other is `OTHER`, so a made-up method cannot add series. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const series = new Map<string, Series>();

/** Counts one answered request and its time in seconds. */
export function countRequest(requestMethod: string, route: string, status: number, seconds: number): void {
  const method = METHODS.has(requestMethod) ? requestMethod : 'OTHER';
  const key = `${method} ${status} ${route}`;
  let one = series.get(key);
  if (!one) {
    one = { labels: { method, route, status }, count: 0, sum: 0, buckets: new Array(BOUNDS.length + 1).fill(0) };
    series.set(key, one);
  }
  one.count++;
  one.sum += seconds;
  let i = 0;
  while (i < BOUNDS.length && seconds > BOUNDS[i]!) i++;
  one.buckets[i]!++;
}

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

function histogramValues(name: string): Value[] {
  const values: Value[] = [];
  for (const { labels, count, sum, buckets } of series.values()) {
    let below = 0;
    BOUNDS.forEach((le, i) => values.push({ labels: { ...labels, le }, value: (below += buckets[i]!), metricName: `${name}_bucket` }));
    values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${name}_bucket` });
    values.push({ labels, value: sum, metricName: `${name}_sum` }, { labels, value: count, metricName: `${name}_count` });
  }
  return values;
}

/** A metric the registry prints and a cluster primary sums, read from the series above. */
function readOnlyMetric(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) {
  return {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
    reset: () => series.clear(),
  };
}

const requestsTotal = readOnlyMetric('http_requests_total', 'Requests answered, by method, route template and status.', 'counter', () =>
  [...series.values()].map(({ labels, count }) => ({ labels, value: count })),
);
const durationSeconds = readOnlyMetric('http_request_duration_seconds', 'Time from a request arriving to its answer sent, by method, route template and status.', 'histogram', () =>
  histogramValues('http_request_duration_seconds'),
);

// prom-client's registry takes any object with a name and get(): these two are read at scrape time.
registry.registerMetric(requestsTotal as never);
registry.registerMetric(durationSeconds as never);
