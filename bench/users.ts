/**
 * `bun bench/users.ts [--duration N] [--connections N]`
 *
 * The Users screen at scale: seeds one database with the demo data plus 100,000 customers of
 * Happy Paws (registered by it; every tenth one has also booked with it) and 20,000 of City
 * Cats, serves the real app, signs in as Happy Paws' root admin and drives the screen's htmx
 * fragment searching by e-mail prefix (a different 5-digit prefix each request, about 11
 * matches each) and by an accented last name ("cústomer1234" finds "Customer1234") with autocannon. Prints req/s, mean and p99 latency, the share of the bare
 * Elysia route, and the query plans. Run on demand, never in npm test.
 */
import { join } from 'node:path';
import type { Database } from '../db/client';
import { insertRows, login, openDemoDatabase } from './lib/scale';
import { parseArgs } from './lib/args';
import { runBench, startApp } from './lib/serve';
import { measure, measureBare, type LoadResult } from './lib/load';
import { formatLatencyRows, formatSettings } from './lib/report';
import { findCustomersPage } from '../src/features/customers/customers.repo';

const CUSTOMERS = 100_000;
const OTHER_PRACTICE_CUSTOMERS = 20_000;

const options = parseArgs(process.argv.slice(2), []);


const vendorOf = async (db: Database, email: string) =>
  Number((await db.client.execute({ sql: 'SELECT vendor_id FROM vendor_logins WHERE email = ?', args: [email] })).rows[0]!.vendor_id);

/** 100,000 customers Happy Paws registered (a tenth of them with a booking there) and 20,000 of City Cats. */
async function seedCustomers(db: Database) {
  const happyPaws = await vendorOf(db, 'vet@example.com');
  const cityCats = await vendorOf(db, 'vet2@example.com');
  const people = (prefix: string, count: number, vendorId: number) =>
    Array.from({ length: count }, (_, i) => [`Bench${i % 977}`, `Customer${i}`, `${prefix}-${String(i).padStart(6, '0')}@example.com`, `555${String(i).padStart(7, '0')}`, crypto.randomUUID().replaceAll('-', ''), vendorId]);
  const columns = ['first_name', 'last_name', 'email', 'phone', 'hash', 'vendor_id'];
  await insertRows(db, 'users', columns, people('hp', CUSTOMERS, happyPaws));
  await insertRows(db, 'users', columns, people('cc', OTHER_PRACTICE_CUSTOMERS, cityCats));
  // Registered by their practice: the customers feature records that relation.
  await db.client.execute("INSERT INTO practice_customers (vendor_id, user_id, source) SELECT vendor_id, id, 'registered' FROM users WHERE email LIKE 'hp-%' OR email LIKE 'cc-%'");
  const listing = (await db.client.execute({ sql: 'SELECT id, timezone FROM vendor_listings WHERE vendor_id = ? ORDER BY id LIMIT 1', args: [happyPaws] })).rows[0]!;
  const first = Number((await db.client.execute("SELECT min(id) AS id FROM users WHERE email LIKE 'hp-%'")).rows[0]!.id);
  const bookings: unknown[][] = [];
  for (let i = 0; i < CUSTOMERS; i += 10) {
    // Past slots a minute apart, so no two bookings of the listing overlap.
    const start = new Date(Date.UTC(2020, 0, 1) + i * 60_000);
    const slot = start.toISOString();
    const details = JSON.stringify({ type: 2000, slot, user: { id: first + i }, listing: { title: 'Bench', line1: 'Bench', duration: 1, price: 0 }, info: { summary: 'Check-up' }, userTZ: 'UTC', listingTZ: listing.timezone });
    bookings.push([slot, new Date(start.getTime() + 60_000).toISOString(), 1, 2000, first + i, happyPaws, listing.id, details]);
  }
  await insertRows(db, 'bookings', ['slot', 'slot_end', 'status', 'type', 'user_id', 'vendor_id', 'vendor_listing_id', 'details'], bookings);
  await db.client.execute('ANALYZE');
  return happyPaws;
}

async function plans(db: Database, vendorId: number): Promise<string[]> {
  const lines: string[] = [];
  for (const q of ['hp-04242', 'cústomer4242', 'customer4242', '']) {
    const started = performance.now();
    const page = await findCustomersPage(db.db, vendorId, { q, country: 'US' }, 10, 0);
    lines.push(`q=${JSON.stringify(q)}: ${page.rows.length} rows of ${page.total} in ${(performance.now() - started).toFixed(1)} ms (direct, cold)`);
  }
  const plan = await db.client.execute({
    sql: `EXPLAIN QUERY PLAN SELECT id FROM users WHERE role = 'user' AND ((lower(email) >= ? AND lower(email) < ?) OR users.id IN (SELECT rowid FROM users_names WHERE users_names MATCH ?))
          AND (EXISTS (SELECT 1 FROM practice_customers pc WHERE pc.vendor_id = ? AND pc.user_id = users.id) OR EXISTS (SELECT 1 FROM bookings WHERE bookings.vendor_id = ? AND bookings.user_id = users.id)) ORDER BY id DESC LIMIT 10`,
    args: ['cústomer4242', 'cústomer4242\uffff', '"cústomer4242"*', vendorId, vendorId],
  });
  lines.push(`plan (search): ${plan.rows.map((r) => String(r.detail)).join(' | ')}`);
  return lines;
}

await runBench('vetconsult-bench-users-', async (dir) => {
  const bare = await measureBare(dir, options);

  const dataDir = join(dir, 'users');
  const started = performance.now();
  const db = await openDemoDatabase(dataDir);
  const vendorId = await seedCustomers(db);
  console.error(`${CUSTOMERS.toLocaleString('en-US')} customers seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const line of await plans(db, vendorId)) console.log(line);
  db.close();

  const app = await startApp(dataDir);
  const token = await login(app.origin, 'vet@example.com', 'vendor');
  let n = 0;
  const search = await measure(
    {
      name: 'users search by e-mail prefix',
      path: '/app/users?q=hp-00000',
      host: 'localhost',
      headers: { cookie: `session=${token}`, 'hx-request': 'true' },
      // A different prefix each request: hp-00000 … hp-09999, each matching about 11 customers.
      requests: [{ setupRequest: (req) => ({ ...req, path: `/app/users?q=hp-${String(n++ % 10_000).padStart(5, '0')}` }) }],
    },
    app.origin,
    options,
  );
  let m = 0;
  const byName = await measure(
    {
      name: 'users search by last name, accents ignored',
      path: '/app/users?q=c%C3%BAstomer4242',
      host: 'localhost',
      headers: { cookie: `session=${token}`, 'hx-request': 'true' },
      // "cústomer1234": the accent-blind GLOB over 100,000 last names, 1 to 11 matches each.
      requests: [{ setupRequest: (req) => ({ ...req, path: `/app/users?q=${encodeURIComponent(`cústomer${(m++ * 7919) % 10_000}`)}` }) }],
    },
    app.origin,
    options,
  );
  const firstPage = await measure({ name: 'users first page', path: '/app/users', host: 'localhost', headers: { cookie: `session=${token}`, 'hx-request': 'true' } }, app.origin, options);
  await app.stop();

  for (const line of formatLatencyRows(bare, [search, byName, firstPage], 30)) console.log(line);
  console.log(formatSettings(options, dir));
  return [search, byName, firstPage].every((r) => !r.non2xx && !r.errors && !r.timeouts);
});
