/**
 * A two-worker node:cluster as WORKERS=2 runs it, without the app: each worker counts its own
 * requests and reports the same database backlog; worker 1 scrapes and prints what it got.
 */
import cluster from 'node:cluster';
import { primaryMetrics } from '../../src/lib/metrics/primary';
import { countRequest } from '../../src/lib/metrics/requests';
import { provideScrapeSources } from '../../src/lib/metrics/sources';
import { joinClusterMetrics, scrapeMetrics } from '../../src/lib/metrics/scrape';

const WORKERS = 2;

if (cluster.isPrimary) {
  primaryMetrics();
  let ready = 0;
  const workers = Array.from({ length: WORKERS }, () => cluster.fork());
  for (const worker of workers) {
    worker.on('message', (message: { ready?: boolean; text?: string }) => {
      if (message.ready && ++ready === WORKERS) workers[0]!.send({ scrape: true });
      if (message.text !== undefined) {
        process.stdout.write(message.text);
        for (const w of workers) w.kill();
        process.exit(0);
      }
    });
  }
  setTimeout(() => process.exit(2), 15_000).unref();
} else {
  const n = cluster.worker!.id;
  joinClusterMetrics();
  provideScrapeSources({
    remindersDue: async () => 7,
    webhooksPending: async () => 0,
    waitlistOffersOpen: async () => 0,
    emailsUnsent: async () => 0,
    rooms: () => ({ rooms: 1, sockets: n }),
  });
  for (let i = 0; i < n * 10; i++) countRequest('GET', '/api/pets/:id', 200, 0.002);
  process.on('message', (message: { scrape?: boolean }) => {
    if (message.scrape) void scrapeMetrics().then((text) => process.send!({ text }));
  });
  process.send!({ ready: true });
}
