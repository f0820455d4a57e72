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
import type { Database } from '../db/client';
import { insertRows, openDemoDatabase } from './lib/scale';
import { parseArgs } from './lib/args';
import { runBench, startApp } from './lib/serve';
import { measure, measureBare, type LoadResult } from './lib/load';
import { formatLatencyRows, formatSettings } from './lib/report';

const PRACTICES = 5_000;
const TOWNS = 50;

const options = parseArgs(process.argv.slice(2), []);


const pad = (i: number) => String(i).padStart(4, '0');

async function seedPractices(db: Database) {
  const before = Number((await db.client.execute('SELECT max(id) AS id FROM vendors')).rows[0]!.id);
  await insertRows(db, 'vendors', ['name'], Array.from({ length: PRACTICES }, (_, i) => [`Bench Vets ${pad(i)}`]));
  const ids = Array.from({ length: PRACTICES }, (_, i) => before + 1 + i);
  await insertRows(db, 'vendor_logins', ['vendor_id', 'first_name', 'last_name', 'email', 'subrole'], ids.map((id, i) => [id, 'Vet', `Benchley${pad(i)}`, `bench-vet-${i}@example.com`, 'root_admin']));
  const schedule = [{ days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], from: '09:00', to: '17:00' }];
  const consultations = JSON.stringify([2000, 4000, 5000, 6000].map((type) => ({ status: true, type, duration: 30, price: 4000, schedule })));
  const listings = ids.flatMap((id, i) =>
    ['General practice', 'Exotics'].map((title) => [id, `${title} at Bench Vets ${pad(i)}`, 'Bench clinic', `${i} High Street, Benchtown${String(i % TOWNS).padStart(2, '0')}`, 'America/Chicago', consultations]),
  );
  await insertRows(db, 'vendor_listings', ['vendor_id', 'title', 'line1', 'address', 'timezone', 'consultations'], listings);
  await db.client.execute('ANALYZE');
}

await runBench('vetconsult-bench-find-', async (dir) => {
  const bare = await measureBare(dir, options);

  const dataDir = join(dir, 'find');
  const started = performance.now();
  const db = await openDemoDatabase(dataDir);
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

  for (const line of formatLatencyRows(bare, results, 30)) console.log(line);
  console.log(formatSettings(options, dir));
  return results.every((r) => !r.non2xx && !r.errors && !r.timeouts);
});
