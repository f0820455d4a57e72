/**
 * WORKERS>1: this process serves nothing itself. It forks the workers (each runs src/start.ts's
 * serving path and listens on the port with reusePort), the first alone so that it migrates and
 * seeds before the others open the database; it replaces a worker that dies, and on SIGTERM
 * stops them all and exits once they have: docs/decisions/0038-several-processes.md.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { primaryMetrics } from './lib/metrics/primary';
import { machineMs } from './lib/clock';

/** What a worker sends the primary once it listens. */
export const WORKER_READY = 'vetconsult:ready';
/** A worker that died is replaced after this pause, so a worker that cannot start does not spin. */
const RESPAWN_AFTER_MS = 1_000;

const isReady = (message: unknown) => (message as { type?: unknown } | null)?.type === WORKER_READY;

export function startPrimary(config: Config): void {
  primaryMetrics();
  let stopping = false;
  let serving = false;
  const first = cluster.fork();
  first.on('message', (message) => {
    if (!isReady(message) || serving) return;
    serving = true;
    for (let i = 1; i < config.workers; i++) cluster.fork();
    console.log(`VetConsult is serving on http://${config.baseDomain}:${config.port} with ${config.workers} worker processes`);
  });
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        console.log('VetConsult stopped');
        process.exit(0);
      }
      return;
    }
    // The first worker failing before it listened is a start-up failure: stop, as one process would.
    if (!serving) {
      console.error(`VetConsult could not start: worker ${worker.process.pid} exited with ${signal ?? code}`);
      process.exit(typeof code === 'number' && code !== 0 ? code : 1);
    }
    console.error(JSON.stringify({ time: new Date(machineMs()).toISOString(), level: 'error', event: 'worker_exited', pid: worker.process.pid, code, signal }));
    setTimeout(() => !stopping && cluster.fork(), RESPAWN_AFTER_MS).unref();
  });
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
