/** Start-up and shutdown only: read the configuration, migrate, seed when asked, listen; on SIGTERM stop cleanly. */
import type { AppDeps } from './deps';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { createLogger } from './lib/log';
import { startTracing } from './lib/tracing';
import { createProviders } from './providers';
import { createApp } from './app';
import { serveOptions } from './serve-options';
import cluster from 'node:cluster';
import { startLoops } from './start-loops';
import { startPrimary, WORKER_READY } from './start-primary';
import { rebuildRollup } from './features/reports/reports.service';
import { startClock } from './features/clock/clock.service';

/** Printed once at start outside production: what development mode exposes, and the switch. */
const DEVELOPMENT_NOTICE = [
  'Running in DEVELOPMENT mode: e-mails and SMS are not sent but kept in the development outbox at /dev/outbox',
  '(reset and set-password links included; it answers only on this machine, on the main host), demo data is seeded',
  'into an empty database, and cookies are not marked Secure. Do not serve real people this way:',
  'set NODE_ENV=production to switch to production mode.',
].join('\n');

/** Starts the server; `extra` is what a test's own entry adds to the dependencies (src/main.ts adds nothing). */
export async function start(extra: Pick<AppDeps, 'pauses'> = {}): Promise<void> {
  try {
    const config = loadConfig();
    if (config.workers > 1 && cluster.isPrimary) return startPrimary(config);
    // A worker after the first finds the database migrated and seeded: both are then no-ops.
    const log = createLogger(config.logLevel, undefined, { access: config.accessLog });
    const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
    await migrateDatabase(database.db);
    // The product's one clock: the machine's, or outside production CLOCK_START's and /dev/clock's (shared through the database).
    const time = await startClock(config, database.db);
    const providers = await createProviders(config, database.db, time.clock, log);
    // The seed writes bookings directly, so the reports' roll-up is worked out from them afterwards.
    if (config.seedDemo && (await seedDemo(database.db, time.clock(), providers.storage))) log.info('demo_data_seeded', await rebuildRollup(database.db));
    // The OpenTelemetry SDK is imported only when a collector is configured.
    const tracer = await startTracing(config.tracing);
    const deps: AppDeps = { config, database, providers, log, clock: time.clock, devClock: time.movable ?? undefined, tracer, ...extra };
    const app = createApp(deps);
    app.listen(serveOptions(config.port, log, cluster.isWorker));
    if (cluster.isWorker) process.send?.({ type: WORKER_READY });
    const loops = startLoops(deps);
    if (cluster.isPrimary) console.log(`VetConsult is serving on http://${config.baseDomain}:${app.server?.port}`);
    if (!config.production && (cluster.worker?.id ?? 1) === 1) console.log(DEVELOPMENT_NOTICE);
    if (config.clockStart) console.log(`The clock started at ${config.clockStart} (CLOCK_START); GET /dev/clock tells it, POST /dev/clock moves it.`);
    // `docker stop` and Ctrl-C: stop taking requests, let those under way finish, close the database.
    const shutdown = async () => {
      await loops.stop();
      await app.stop();
      await tracer?.shutdown();
      time.stop();
      database.close();
      console.log('VetConsult stopped');
      process.exit(0);
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
    // A worker whose primary is gone (killed outright) stops too rather than serve on unsupervised.
    if (cluster.isWorker) process.once('disconnect', shutdown);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
