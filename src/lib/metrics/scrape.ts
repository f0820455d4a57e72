import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { registry } from './registry';
import { isMessage, SCRAPE_ANSWER, SCRAPE_REQUEST, type ScrapeAnswer, type ScrapeRequest } from './cluster-protocol';

/** Longer than prom-client's own 5 s wait for the slowest worker, so its timeout is the one reported. */
const ANSWER_MS = 6_000;

const waiting = new Map<number, (answer: ScrapeAnswer) => void>();
let nextId = 1;
let listening = false;

/** In a worker: answer the primary's gathering with this registry, and take the primary's answers to our requests. */
function listen(): void {
  if (listening) return;
  listening = true;
  // The constructor adds prom-client's listener that answers the primary with this process's figures.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  process.on('message', (message: unknown) => {
    if (isMessage<ScrapeAnswer>(message, SCRAPE_ANSWER)) waiting.get(message.id)?.(message);
  });
}

/** Asks the primary for the sum over all workers. */
function clusterText(): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => settle({ type: SCRAPE_ANSWER, id, failure: 'metrics_primary_timeout' }), ANSWER_MS);
    function settle(answer: ScrapeAnswer) {
      clearTimeout(timer);
      waiting.delete(id);
      if (answer.text !== undefined) resolve(answer.text);
      else reject(new Error(answer.failure ?? 'metrics_missing'));
    }
    waiting.set(id, settle);
    process.send!({ type: SCRAPE_REQUEST, id } satisfies ScrapeRequest);
  });
}

/** Called once a process at start: a cluster worker must answer the primary's gathering even before its first scrape. */
export function joinClusterMetrics(): void {
  if (cluster.isWorker) listen();
}

/** The Prometheus text: every worker's figures summed in a cluster, else this process's. */
export function scrapeMetrics(): Promise<string> {
  if (!cluster.isWorker) return registry.metrics();
  listen();
  return clusterText();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
