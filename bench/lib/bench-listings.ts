import { DateTime } from 'luxon';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { seedDemo } from '../../db/seed';
import { CONSULTATION_TYPES } from '../../src/lib/constants/consultation-types';

/** Bench listings (and the scripts that book them) share these. */
const BENCH_LISTINGS = 40;
const SLOT_MINUTES = 15;
export const ZONE = 'America/New_York';
/** Slots closer than this are left out: they must still be more than an hour ahead when their request is sent. */
const MIN_LEAD_MS = 90 * 60_000;
/** The main host: the tenant plugin answers the JSON API there. */
export const HOST = 'localhost';

export interface Slot {
  listingId: number;
  start: string;
}

/** Bench listings at the demo owner's practice: one short consultation all day, every day. */
export async function seedBenchListings(url: string): Promise<number[]> {
  const database = await openDatabase(url);
  try {
    await migrateDatabase(database.db);
    await seedDemo(database.db);
    const { client } = database;
    const model = (await client.execute("SELECT vendor_id, line1, vendor_login_id, managers FROM vendor_listings WHERE title LIKE 'Dr. Maya Patel%'")).rows[0]!;
    const everyDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const consultations = JSON.stringify([
      { status: true, type: CONSULTATION_TYPES.VIDEO, duration: SLOT_MINUTES, price: 4500, schedule: [{ days: everyDay, from: '06:00', to: '22:00' }] },
    ]);
    const ids: number[] = [];
    for (let i = 1; i <= BENCH_LISTINGS; i++) {
      const row = await client.execute({
        sql: 'INSERT INTO vendor_listings (vendor_id, title, line1, timezone, consultations, vendor_login_id, managers) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
        args: [model.vendor_id, `Bench video desk ${i}`, model.line1, ZONE, consultations, model.vendor_login_id, model.managers],
      });
      ids.push(Number(row.rows[0]!.id));
    }
    return ids;
  } finally {
    database.close();
  }
}

export async function api<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${origin}${path}`, { ...init, headers: { 'content-type': 'application/json', host: HOST, ...init.headers } });
  if (res.status !== 200) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every free slot of the bench listings over the booking horizon, from the public slots API, shuffled. */
export async function freeSlots(origin: string, listingIds: number[]): Promise<Slot[]> {
  const today = DateTime.now().setZone(ZONE).startOf('day');
  const earliest = Date.now() + MIN_LEAD_MS;
  const slots: Slot[] = [];
  for (const listingId of listingIds) {
    // The last horizon day is left out: the booking check reads the 15 days in UTC, the list in the viewer's zone,
    // so evening slots of that day are listed and then refused (422).
    for (let day = 0; day < 15; day++) {
      const date = today.plus({ days: day }).toISODate()!;
      const { slots: found } = await api<{ slots: { start: string }[] }>(origin, `/api/public/listings/${listingId}/slots?type=${CONSULTATION_TYPES.VIDEO}&date=${date}&tz=${encodeURIComponent(ZONE)}`);
      for (const { start } of found) if (Date.parse(start) > earliest) slots.push({ listingId, start });
    }
  }
  // A fixed shuffle, so requests spread over listings and days as real bookings would.
  let seed = 42;
  for (let i = slots.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}
