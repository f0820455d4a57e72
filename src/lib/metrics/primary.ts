import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { isMessage, SCRAPE_ANSWER, SCRAPE_REQUEST, type ScrapeAnswer, type ScrapeRequest } from './cluster-protocol';

let started = false;

/**
 * In the cluster primary, once, before forking: a worker asked for /metrics sends SCRAPE_REQUEST;
 * the primary gathers every worker's registry (prom-client's AggregatorRegistry: counters and
 * histograms summed, database gauges taken once) and answers that worker with the text.
 */
export function primaryMetrics(): void {
  if (started || !cluster.isPrimary) return;
  started = true;
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<ScrapeRequest>(message, SCRAPE_REQUEST)) return;
    const answer = (fields: Partial<ScrapeAnswer>) => {
      if (worker.isConnected()) worker.send({ type: SCRAPE_ANSWER, id: message.id, ...fields } satisfies ScrapeAnswer);
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ failure: error instanceof Error ? error.message : String(error) }),
    );
  });
}
