/**
 * `bun bench/appointments.ts [--duration N] [--connections N]`
 *
 * The appointment lists at scale: seeds one database with 10,000 bookings and one with
 * 1,000,000 (the demo data plus generated owners, listings and bookings over both practices),
 * serves the real app on each, signs in as an owner and as a practice, and drives the owner's
 * and the practice's list (the htmx fragment of the default filter) with autocannon. Prints
 * mean and p99 latency and req/s at each size, the 1M/10k latency ratio (target ≤ 1.5), each
 * as a share of the bare Elysia route, and the query plans at 1M. Run on demand, never in npm test.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed';
import { parseArgs } from './lib/args';
import { runBench, startApp, startBare } from './lib/serve';
import { measure, type LoadResult } from './lib/load';
import type { Target } from './targets';
import { findBookingsPage } from '../src/features/booking/booking.repo';

const SIZES = [10_000, 1_000_000];
const ROWS_PER_INSERT = 400;
const ROWS_PER_TRANSACTION = 50_000;
const LISTINGS_PER_PRACTICE = 10;
/** One generated owner per this many bookings: a busy owner has a few dozen appointments. */
const BOOKINGS_PER_OWNER = 25;
const SLOT_MINUTES = 30;
/** The share of each listing's bookings that lies ahead. */
const FUTURE_SHARE = 0.05;

const options = parseArgs(process.argv.slice(2), []);

async function insertRows(db: Database, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_TRANSACTION) {
    const tx = await db.client.transaction('write');
    try {
      const chunk = rows.slice(start, start + ROWS_PER_TRANSACTION);
      for (let i = 0; i < chunk.length; i += ROWS_PER_INSERT) {
        const part = chunk.slice(i, i + ROWS_PER_INSERT);
        const placeholders = part.map(() => `(${columns.map(() => '?').join(',')})`).join(',');
        await tx.execute({ sql: `INSERT INTO ${table} (${columns.join(',')}) VALUES ${placeholders}`, args: part.flat() as never });
      }
      await tx.commit();
    } finally {
      tx.close();
    }
  }
}

/** Adds owners, listings and bookings until the database holds `total` bookings. */
async function seedScale(db: Database, total: number) {
  const existing = Number((await db.client.execute('SELECT count(*) AS n FROM bookings')).rows[0]!.n);
  const count = total - existing;
  const practices = (await db.client.execute('SELECT id, vendor_id, title, line1, timezone, consultations, vendor_login_id, managers FROM vendor_listings ORDER BY id')).rows;
  // More listings per practice, copies of the demo ones, to spread the bookings.
  const listingRows: unknown[][] = [];
  for (const vendorId of new Set(practices.map((p) => Number(p.vendor_id)))) {
    const model = practices.find((p) => Number(p.vendor_id) === vendorId)!;
    for (let i = 0; i < LISTINGS_PER_PRACTICE; i++) {
      listingRows.push([vendorId, `${model.title} (${i + 1})`, model.line1, model.timezone, model.consultations, model.vendor_login_id, model.managers]);
    }
  }
  await insertRows(db, 'vendor_listings', ['vendor_id', 'title', 'line1', 'timezone', 'consultations', 'vendor_login_id', 'managers'], listingRows);
  // Only the generated listings take generated bookings, so none collides with a demo booking.
  const lastDemoListing = Math.max(...practices.map((p) => Number(p.id)));
  const listings = (await db.client.execute({ sql: 'SELECT id, vendor_id, title, line1, timezone FROM vendor_listings WHERE id > ? ORDER BY id', args: [lastDemoListing] })).rows;

  const owners = Math.max(1, Math.ceil(count / BOOKINGS_PER_OWNER));
  const firstUser = Number((await db.client.execute('SELECT max(id) AS n FROM users')).rows[0]!.n) + 1;
  const userRows = Array.from({ length: owners }, (_, i) => [`Owner`, `Number${i}`, `bench-owner-${i}@example.com`, crypto.randomUUID().replaceAll('-', '')]);
  await insertRows(db, 'users', ['first_name', 'last_name', 'email', 'hash'], userRows);

  // Each listing's bookings run every 30 minutes backwards and forwards from now, so none overlaps.
  const perListing = Math.ceil(count / listings.length);
  const ahead = Math.ceil(perListing * FUTURE_SHARE);
  const now = DateTime.utc().startOf('hour');
  const bookingRows: unknown[][] = [];
  let n = 0;
  for (const listing of listings) {
    for (let k = 0; k < perListing && n < count; k++, n++) {
      const offset = k < ahead ? k + 2 : -(k - ahead + 1);
      const start = now.plus({ minutes: offset * SLOT_MINUTES });
      const slot = start.toISO()!;
      const userId = firstUser + (n % owners);
      const status = offset > 0 ? (n % 20 === 0 ? 3 : 0) : n % 20 === 0 ? 3 : 1;
      const details = JSON.stringify({
        type: 4000,
        slot,
        user: { id: userId, first_name: 'Owner', last_name: `Number${userId - firstUser}`, email: `bench-owner-${userId - firstUser}@example.com` },
        pet: { id: 0, name: 'Rex', type: 1 },
        listing: { title: listing.title, line1: listing.line1, duration: 20, price: 45 },
        info: { summary: 'Routine check-up and vaccination questions.', pet: 'Rex' },
        userTZ: 'America/Chicago',
        listingTZ: listing.timezone,
      });
      const created = start.minus({ days: 3 }).toISO()!;
      bookingRows.push([slot, start.plus({ minutes: 20 }).toISO()!, status, 4000, userId, listing.vendor_id, listing.id, details, created, created]);
    }
  }
  await insertRows(db, 'bookings', ['slot', 'slot_end', 'status', 'type', 'user_id', 'vendor_id', 'vendor_listing_id', 'details', 'created_at', 'updated_at'], bookingRows);
  await db.client.execute('ANALYZE');
}

async function login(origin: string, email: string, role: 'user' | 'vendor'): Promise<string> {
  const res = await fetch(`${origin}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify({ email, password: 'password123', role }) });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The query plans of the two lists as the repo builds them. */
async function plans(db: Database): Promise<string[]> {
  const vendor = Number((await db.client.execute("SELECT vendor_id FROM vendor_logins WHERE email = 'vet@example.com'")).rows[0]!.vendor_id);
  const owner = Number((await db.client.execute("SELECT id FROM users WHERE email = 'owner@example.com'")).rows[0]!.id);
  const query = { filter: 'in progress' as const, sort: 'slot' as const, now: new Date().toISOString(), limit: 10, offset: 0 };
  const lines: string[] = [];
  for (const [name, scope] of [['owner', { userId: owner }], ['practice', { vendorId: vendor }]] as const) {
    const built = (findBookingsPage(db.db, scope, query) as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
    const plan = await db.client.execute({ sql: `EXPLAIN QUERY PLAN ${built.sql}`, args: built.params as never });
    lines.push(`${name}: ${plan.rows.map((r) => String(r.detail)).join(' | ')}`);
  }
  return lines;
}

const results: Record<number, { owner: LoadResult; practice: LoadResult }> = {};
await runBench('vetconsult-bench-appointments-', async (dir) => {
  let failed = false;
  const bareServer = await startBare(dir);
  const bare = await measure({ name: 'bare', path: '/' }, bareServer.origin, options);
  await bareServer.stop();
  for (const size of SIZES) {
    const dataDir = join(dir, String(size));
    mkdirSync(dataDir);
    const started = performance.now();
    const db = await openDatabase(`file:${dataDir}/bench.db`);
    await migrateDatabase(db.db);
    await seedDemo(db.db);
    await seedScale(db, size);
    console.error(`${size.toLocaleString('en-US')} bookings seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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

  const row = (r: LoadResult) =>
    `${r.name.padEnd(24)} mean ${r.latencyMeanMs.toFixed(2).padStart(7)} ms  p99 ${String(r.latencyP99Ms).padStart(4)} ms  ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${((r.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% of bare  (non-2xx ${r.non2xx}, errors ${r.errors})`;
  console.log(`\nbare                     mean ${bare.latencyMeanMs.toFixed(2).padStart(7)} ms  p99 ${String(bare.latencyP99Ms).padStart(4)} ms  ${bare.requestsPerSecond.toFixed(0).padStart(6)} req/s`);
  for (const size of SIZES) for (const r of [results[size]!.owner, results[size]!.practice]) console.log(row(r));
  const [small, large] = SIZES.map((s) => results[s]!);
  for (const key of ['owner', 'practice'] as const) {
    const ratio = large![key].latencyMeanMs / small![key].latencyMeanMs;
    console.log(`${key} list: mean latency 1M/10k = ${ratio.toFixed(2)} (target ≤ 1.5) ${ratio <= 1.5 ? 'ok' : 'OVER'}`);
  }
  console.log(`settings: ${options.duration} s, ${options.connections} connections, ${options.warmup} s warm-up; logs in ${dir}`);
  return !failed;
});
