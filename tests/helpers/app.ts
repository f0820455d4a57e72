import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDemo } from '../../db/seed';
import { createLogger } from '../../src/lib/log';
import { createProviders } from '../../src/providers';
import { createApp } from '../../src/app';
import { installProcessClock, systemClock } from '../../src/lib/clock';
import { rebuildRollup } from '../../src/features/reports/reports.service';
import type { AppDeps } from '../../src/deps';

export interface TestAppOptions {
  /** Seed the contract's demo data (default true). */
  seed?: boolean;
  env?: Record<string, string>;
  clock?: () => Date;
}

/** A fresh app over its own new database file, exercised with `request()` (app.handle). */
export async function createTestApp(options: TestAppOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'vetconsult-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `file:${dir}/test.db`,
    DATA_DIR: dir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const database = await openDatabase(config.databaseUrl);
  await migrateDatabase(database.db);
  const providers = await createProviders(config, database.db, options.clock);
  if (options.seed !== false && (await seedDemo(database.db, undefined, providers.storage))) await rebuildRollup(database.db);
  const logs: string[] = [];
  const deps: AppDeps = {
    config,
    database,
    providers,
    log: createLogger('info', (line) => logs.push(line)),
    clock: options.clock ?? (() => new Date()),
  };
  const app = createApp(deps);
  // Plugins that load lazily (static files) are ready before the first request.
  await app.modules;

  /** Sends a request; `host` sets the Host (default localhost), `json` sends a JSON body. */
  async function request(path: string, init: RequestInit & { host?: string; json?: unknown } = {}) {
    const { host = 'localhost', json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('host', host);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return app.handle(new Request(`http://${host}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body }));
  }

  return {
    app,
    deps,
    db: database.db,
    logs,
    request,
    close() {
      // The next test file's app tells real time again (luxon's "now" included).
      installProcessClock(systemClock);
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
