/**
 * `bun bench/find.ts [--duration N] [--connections N]`
 *
 * Find a practice at scale (issue 15.1): seeds one database with the demo data plus 5,000
 * practices of two listings each (a vet login each, addresses in 50 towns), serves the real
 * app and drives the search's htmx fragment with autocannon: a keyword naming one practice
 * (a different one each request), a town (100 practices, first page of 10), and the broadest
 * search (every video practice, first page). Each answer computes each shown consultation's
 * next free slot with the slot engine. Prints req/s, mean and p99 latency and the share of
 * the bare Elysia route. Run on demand, never in npm test.
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { parseArgs } from './lib/args';
import { runBench, startApp, startBare } from './lib/serve';
import { measure, type LoadResult } from './lib/load';

const PRACTICES = 5_000;
const TOWNS = 50;
const ROWS_PER_INSERT = 400;

const options = parseArgs(process.argv.slice(2), []);

async function insertRows(db: Database, table: string, columns: string[], rows: unknown[][]) {
  const tx = await db.client.transaction('write');
  try {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const part = rows.slice(i, i + ROWS_PER_INSERT);
      await tx.execute({ sql: `INSERT INTO ${table} (${columns.join(',')}) VALUES ${part.map(() => `(${columns.map(() => '?').join(',')})`).join(',')}`, args: part.flat() as never });
    }
    await tx.commit();
  } finally {
    tx.close();
  }
}

const pad = (i: number) => String(i).padStart(4, '0');

async function seedPractices(db: Database) {
  const before = Number((await db.client.execute('SELECT max(id) AS id FROM vendors')).rows[0]!.id);
  await insertRows(db, 'vendors', ['name'], Array.from({ length: PRACTICES }, (_, i) => [`Bench Vets ${pad(i)}`]));
  const ids = Array.from({ length: PRACTICES }, (_, i) => before + 1 + i);
  await insertRows(db, 'vendor_logins', ['vendor_id', 'first_name', 'last_name', 'email', 'subrole'], ids.map((id, i) => [id, 'Vet', `Benchley${pad(i)}`, `bench-vet-${i}@example.com`, 'root_admin']));
  const schedule = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '09:00', to: '17:00' }];
  const consultations = JSON.stringify([2000, 4000, 5000, 6000].map((type) => ({ status: true, type, duration: 30, price: 40, schedule })));
  const listings = ids.flatMap((id, i) =>
    ['General practice', 'Exotics'].map((title) => [id, `${title} at Bench Vets ${pad(i)}`, 'Bench clinic', `${i} High Street, Benchtown${String(i % TOWNS).padStart(2, '0')}`, 'America/Chicago', consultations]),
  );
  await insertRows(db, 'vendor_listings', ['vendor_id', 'title', 'line1', 'address', 'timezone', 'consultations'], listings);
  await db.client.execute('ANALYZE');
}

await runBench('vetconsult-bench-find-', async (dir) => {
  const bareServer = await startBare(dir);
  const bare = await measure({ name: 'bare', path: '/' }, bareServer.origin, options);
  await bareServer.stop();

  const dataDir = join(dir, 'find');
  mkdirSync(dataDir);
  const started = performance.now();
  const db = await openDatabase(`file:${dataDir}/bench.db`);
  await migrateDatabase(db.db);
  await seedDemo(db.db);
  await seedPractices(db);
  console.error(`${PRACTICES.toLocaleString('en-US')} practices seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  db.close();

  const app = await startApp(dataDir);
  const htmx = { 'hx-request': 'true' };
  let n = 0;
  const results: LoadResult[] = [];
  results.push(
    await measure(
      {
        name: 'find: keyword, one practice',
        path: '/vet-appointments/?q=Bench+Vets+0000',
        host: 'localhost',
        headers: htmx,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/vet-appointments/?q=Bench+Vets+${pad(n++ % PRACTICES)}` }) }],
      },
      app.origin,
      options,
    ),
  );
  results.push(await measure({ name: 'find: town, first page', path: '/vet-appointments/?where=benchtown07', host: 'localhost', headers: htmx }, app.origin, options));
  results.push(await measure({ name: 'find: every video practice', path: '/vet-appointments/?type=4000', host: 'localhost', headers: htmx }, app.origin, options));
  await app.stop();

  const row = (r: LoadResult) =>
    `${r.name.padEnd(30)} mean ${r.latencyMeanMs.toFixed(2).padStart(7)} ms  p99 ${String(r.latencyP99Ms).padStart(4)} ms  ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${((r.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% of bare  (non-2xx ${r.non2xx}, errors ${r.errors})`;
  console.log(`\n${'bare'.padEnd(30)} mean ${bare.latencyMeanMs.toFixed(2).padStart(7)} ms  p99 ${String(bare.latencyP99Ms).padStart(4)} ms  ${bare.requestsPerSecond.toFixed(0).padStart(6)} req/s`);
  for (const r of results) console.log(row(r));
  console.log(`settings: ${options.duration} s, ${options.connections} connections, ${options.warmup} s warm-up; logs in ${dir}`);
  return results.every((r) => !r.non2xx && !r.errors && !r.timeouts);
});
