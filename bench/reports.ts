/**
 * `bun bench/reports.ts [--duration N] [--connections N]`
 *
 * The reports page at scale: one database with 10,000 bookings and one with 1,000,000 (the
 * demo data plus generated owners, listings and bookings, as bench/appointments.ts builds
 * them), the roll-up rebuilt from them (timed), the real app served on each, and the practice's
 * root admin's Reports page for the last 30 days driven with autocannon. Prints mean and p99
 * latency and req/s at each size, each as a share of the bare Elysia route, and the 1M/10k
 * latency ratio (goal ≤ 2). Run on demand, never in npm test.
 */
import { rebuildRollup } from '../src/features/reports/reports.service';
import { parseArgs } from './lib/args';
import { runBench, startApp } from './lib/serve';
import { measure, measureBare, type LoadResult } from './lib/load';
import { formatLatencyRows, formatSettings } from './lib/report';
import { login, openScaleDatabase } from './lib/scale';

const SIZES = [10_000, 1_000_000];
const GOAL = 2;
const options = parseArgs(process.argv.slice(2), []);

const results: Record<number, { page: LoadResult; fragment: LoadResult; rebuildSeconds: number }> = {};
await runBench('vetconsult-bench-reports-', async (dir) => {
  let failed = false;
  const bare = await measureBare(dir, options);
  for (const size of SIZES) {
    const { db, dataDir, seconds } = await openScaleDatabase(dir, size);
    const seeded = performance.now();
    const rollup = await rebuildRollup(db.db);
    const rebuildSeconds = (performance.now() - seeded) / 1000;
    console.error(`${size.toLocaleString('en-US')} bookings seeded in ${seconds.toFixed(1)} s; roll-up rebuilt in ${rebuildSeconds.toFixed(1)} s (${rollup.days} day rows, ${rollup.hours} hour rows)`);
    db.close();

    const app = await startApp(dataDir);
    const token = await login(app.origin, 'vet@example.com', 'vendor');
    const headers = { cookie: `session=${token}` };
    const page = await measure({ name: `reports page ${size}`, path: '/app/reports', host: 'localhost', headers }, app.origin, options);
    const fragment = await measure({ name: `reports fragment ${size}`, path: '/app/reports', host: 'localhost', headers: { ...headers, 'hx-request': 'true' } }, app.origin, options);
    results[size] = { page, fragment, rebuildSeconds };
    for (const r of [page, fragment]) if (r.non2xx || r.errors || r.timeouts) failed = true;
    await app.stop();
  }

  for (const line of formatLatencyRows(bare, SIZES.flatMap((size) => [results[size]!.page, results[size]!.fragment]), 28)) console.log(line);
  const [small, large] = SIZES.map((s) => results[s]!);
  for (const key of ['page', 'fragment'] as const) {
    const ratio = large![key].latencyMeanMs / small![key].latencyMeanMs;
    console.log(`reports ${key}: mean latency 1M/10k = ${ratio.toFixed(2)} (goal ≤ ${GOAL}) ${ratio <= GOAL ? 'ok' : 'OVER'}`);
  }
  console.log(`roll-up rebuild: ${SIZES.map((s) => `${s.toLocaleString('en-US')} in ${results[s]!.rebuildSeconds.toFixed(1)} s`).join(', ')}`);
  console.log(formatSettings(options, dir));
  return !failed;
});
