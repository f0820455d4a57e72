/**
 * `bun bench/appointments.ts [--duration N] [--connections N] [--sizes 10000,1000000]` (20 connections unless told)
 *
 * The appointment lists at scale: seeds one database with 10,000 bookings and one with
 * 1,000,000 (the demo data plus generated owners, listings and bookings over both practices),
 * serves the real app on each, signs in as an owner and as a practice, and drives the owner's
 * and the practice's list (the htmx fragment of the default filter) with autocannon. Prints
 * mean and p99 latency and req/s at each size, the 1M/10k latency ratio (target ≤ 1.5), each
 * as a share of the bare Elysia route, and the query plans at 1M. Run on demand, never in npm test.
 */
import type { Database } from '../db/client';
import { login, openScaleDatabase } from './lib/scale';
import { parseArgs } from './lib/args';
import { runBench, startApp } from './lib/serve';
import { measure, measureBare, type LoadResult } from './lib/load';
import { formatLatencyRows, formatSettings } from './lib/report';
import { printResult } from './lib/result';
import type { Target } from './targets';
import { bookingsPageQuery } from '../src/features/booking/booking.lists.repo';

const argv = process.argv.slice(2);
/** `--sizes a,b`: the database sizes to measure (npm run bench's filter runs one to stay short). */
const sizesAt = argv.indexOf('--sizes');
const SIZES = sizesAt === -1 ? [10_000, 1_000_000] : argv.splice(sizesAt, 2)[1]!.split(',').map(Number);
if (SIZES.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes needs whole numbers, e.g. --sizes 10000,1000000');
const options = parseArgs(argv.includes('--connections') ? argv : [...argv, '--connections', '20'], []);

/** The query plans of the two lists as the repo builds them. */
async function plans(db: Database): Promise<string[]> {
  const vendor = Number((await db.client.execute("SELECT vendor_id FROM vendor_logins WHERE email = 'vet@example.com'")).rows[0]!.vendor_id);
  const owner = Number((await db.client.execute("SELECT id FROM users WHERE email = 'owner@example.com'")).rows[0]!.id);
  const query = { filter: 'in progress' as const, sort: 'slot' as const, now: new Date().toISOString(), limit: 10, offset: 0 };
  const lines: string[] = [];
  for (const [name, scope] of [['owner', { userId: owner }], ['practice', { vendorId: vendor }]] as const) {
    const built = bookingsPageQuery(db.db, scope, query).toSQL();
    const plan = await db.client.execute({ sql: `EXPLAIN QUERY PLAN ${built.sql}`, args: built.params as never });
    lines.push(`${name}: ${plan.rows.map((r) => String(r.detail)).join(' | ')}`);
  }
  return lines;
}

const results: Record<number, { owner: LoadResult; practice: LoadResult }> = {};
await runBench('vetconsult-bench-appointments-', async (dir) => {
  let failed = false;
  const bare = await measureBare(dir, options);
  for (const size of SIZES) {
    const { db, dataDir, seconds } = await openScaleDatabase(dir, size);
    console.error(`${size.toLocaleString('en-US')} bookings seeded in ${seconds.toFixed(1)} s`);
    if (size === Math.max(...SIZES)) for (const line of await plans(db)) console.log(`plan ${line}`);
    db.close();

    const app = await startApp(dataDir);
    const ownerToken = await login(app.origin, 'owner@example.com', 'user');
    const practiceToken = await login(app.origin, 'vet@example.com', 'vendor');
    const target = (name: string, path: string, token: string): Target => ({ name, path, host: 'localhost', headers: { cookie: `session=${token}`, 'hx-request': 'true' } });
    const owner = await measure(target(`owner list ${size}`, '/app/my-appointments?tz=UTC', ownerToken), app.origin, options);
    const practice = await measure(target(`practice list ${size}`, '/app/appointments?tz=UTC', practiceToken), app.origin, options);
    results[size] = { owner, practice };
    for (const r of [owner, practice]) if (r.non2xx || r.errors || r.timeouts) failed = true;
    await app.stop();
  }

  for (const line of formatLatencyRows(bare, SIZES.flatMap((size) => [results[size]!.owner, results[size]!.practice]), 24)) console.log(line);
  const [small, large] = SIZES.map((s) => results[s]!);
  for (const key of ['owner', 'practice'] as const) {
    if (!small || !large || small === large) break;
    const ratio = large[key].latencyMeanMs / small[key].latencyMeanMs;
    console.log(`${key} list: mean latency ${SIZES.at(-1)!.toLocaleString('en-US')}/${SIZES[0]!.toLocaleString('en-US')} = ${ratio.toFixed(2)} (target ≤ 1.5) ${ratio <= 1.5 ? 'ok' : 'OVER'}`);
  }
  const figure = (r: LoadResult) => ({ rps: r.requestsPerSecond, p99Ms: r.latencyP99Ms });
  printResult({ bare: bare.requestsPerSecond, sizes: SIZES.map((size) => ({ size, owner: figure(results[size]!.owner), practice: figure(results[size]!.practice) })) });
  console.log(formatSettings(options, dir));
  return !failed;
});
