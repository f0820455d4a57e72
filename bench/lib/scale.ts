/** Scale data for the benches: the demo data plus generated owners, listings and bookings over both practices. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { openDatabase, type Database } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDemo } from '../../db/seed';

const ROWS_PER_INSERT = 400;
const ROWS_PER_TRANSACTION = 50_000;
const LISTINGS_PER_PRACTICE = 10;
/** One generated owner per this many bookings: a busy owner has a few dozen appointments. */
const BOOKINGS_PER_OWNER = 25;
const SLOT_MINUTES = 30;
/** The share of each listing's bookings that lies ahead. */
const FUTURE_SHARE = 0.05;

/** Makes `dataDir` and opens a fresh, migrated database in it holding the demo data. */
export async function openDemoDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir);
  const db = await openDatabase(`file:${dataDir}/bench.db`);
  await migrateDatabase(db.db);
  await seedDemo(db.db);
  return db;
}

/** A fresh database in `dir/<total>` with the demo data and `total` bookings, and how many seconds seeding took. */
export async function openScaleDatabase(dir: string, total: number): Promise<{ db: Database; dataDir: string; seconds: number }> {
  const dataDir = join(dir, String(total));
  const started = performance.now();
  const db = await openDemoDatabase(dataDir);
  await seedScale(db, total);
  return { db, dataDir, seconds: (performance.now() - started) / 1000 };
}

/** Inserts `rows` a few hundred per statement, in write transactions of at most 50,000 rows. */
export async function insertRows(db: Database, table: string, columns: string[], rows: unknown[][]) {
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
export async function seedScale(db: Database, total: number) {
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
        listing: { title: listing.title, line1: listing.line1, duration: 20, price: 4500 },
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

export async function login(origin: string, email: string, role: 'user' | 'vendor'): Promise<string> {
  const res = await fetch(`${origin}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost' }, body: JSON.stringify({ email, password: 'password123', role }) });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

