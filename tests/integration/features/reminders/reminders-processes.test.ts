/**
 * Reminders with real server processes (issue 15): two `bun src/main.ts` on one database file
 * send each due reminder once between them, and a reminder planned before a crash is sent once
 * by the process started after it; the two worker processes of one server (WORKERS=2) do the same.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { and, eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../../db/client';
import { bookings, outbox, reminders, users, vendor_listings } from '../../../../db/schema';
import { startServer, type RunningServer } from '../../../helpers/server';
import { startRedis } from '../../../helpers/redis-server';
import { until } from '../../../helpers/until';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let dir: string;
let database: Database;
const running: RunningServer[] = [];
let nextPort = Number(process.env.TEST_PORT_BASE ?? 0);

/** A server ticking its reminders every second (on a port from TEST_PORT_BASE when set, else a free one). */
async function serve(): Promise<RunningServer> {
  const server = await startServer(dir, { REMINDERS_EVERY_SECONDS: '1', ...(nextPort ? { PORT: String(nextPort++) } : {}) });
  running.push(server);
  return server;
}

/** A new owner with one confirmed booking starting at `slot`, made two days ago (so its reminders apply). */
async function ownerWithBooking(n: number, slot: Date): Promise<{ email: string; bookingId: number }> {
  const email = `reminded-${n}-${Date.now()}@example.com`;
  const [user] = await database.db.insert(users).values({ first_name: 'Rita', last_name: `Owner ${n}`, email, hash: crypto.randomUUID() }).returning();
  const listing = (await database.db.select().from(vendor_listings).limit(1))[0]!;
  const start = slot.toISOString();
  const [booking] = await database.db
    .insert(bookings)
    .values({
      slot: start,
      slot_end: new Date(slot.getTime() + 30 * MINUTE).toISOString(),
      status: 0,
      type: 4000,
      user_id: user!.id,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      created_at: new Date(Date.now() - 48 * HOUR).toISOString(),
      details: {
        type: 4000,
        slot: start,
        user: { id: user!.id, first_name: 'Rita', last_name: `Owner ${n}`, email },
        pet: null,
        listing: { title: listing.title, line1: listing.line1, duration: 30, price: 4500 },
        info: { summary: 'Check-up' },
        userTZ: 'America/Chicago',
        listingTZ: listing.timezone,
      },
    })
    .returning();
  return { email, bookingId: booking!.id };
}

const pendingOf = async (ids: number[]) =>
  (await database.db.select().from(reminders).where(and(inArray(reminders.booking_id, ids), eq(reminders.status, 'pending')))).length;
const mailsTo = async (email: string) => database.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.channel, 'email')));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vetconsult-reminders-'));
  // The first server migrates and seeds the file; the test reads and writes it beside the servers.
  await serve();
  database = await openDatabase(`file:${dir}/app.db`);
}, 60_000);
afterAll(async () => {
  for (const server of running) await server.stop(true);
  database?.close();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

test('two server processes on one database send each due reminder exactly once', async () => {
  await serve();
  // Twelve bookings starting in 40 to 51 minutes: each one's 1-hour reminder is due now (its 24-hour one long past: void).
  const made = await Promise.all(Array.from({ length: 12 }, (_, i) => ownerWithBooking(i, new Date(Date.now() + 40 * MINUTE + i * MINUTE))));
  const ids = made.map((m) => m.bookingId);
  await until('every reminder planned and sent', async () => {
    const rows = await database.db.select().from(reminders).where(inArray(reminders.booking_id, ids));
    return rows.length === 2 * ids.length && rows.every((r) => r.status !== 'pending');
  });
  await Bun.sleep(2_500); // a few more ticks of both processes: nothing more may go out
  for (const { email } of made) expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Reminder: your appointment in 1 hour']);
  const rows = await database.db.select().from(reminders).where(inArray(reminders.booking_id, ids));
  expect(rows.filter((r) => r.kind === 'appointment_1h').every((r) => r.status === 'sent' && r.claimed_by !== null)).toBe(true);
  expect(rows.filter((r) => r.kind === 'appointment_24h').every((r) => r.status === 'void')).toBe(true);
}, 60_000);

test('a reminder planned before a crash is sent once, by the process started after it', async () => {
  // Due in 8 seconds: planned by the running servers now, sent only after the restart.
  const { email, bookingId } = await ownerWithBooking(99, new Date(Date.now() + HOUR + 8_000));
  await until('the reminder planned', async () => (await pendingOf([bookingId])) === 1);
  for (const server of running.splice(0)) await server.stop(true);
  expect(await mailsTo(email)).toHaveLength(0);
  await serve();
  await serve();
  await until('the reminder sent', async () => (await pendingOf([bookingId])) === 0);
  await Bun.sleep(2_500);
  expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Reminder: your appointment in 1 hour']);
}, 60_000);

test('a due reminder is sent once with two processes of one server (WORKERS=2)', async () => {
  for (const server of running.splice(0)) await server.stop(true);
  const redis = await startRedis();
  try {
    running.push(await startServer(dir, { REMINDERS_EVERY_SECONDS: '1', WORKERS: '2', REDIS_URL: redis.url }));
    const made = await Promise.all(Array.from({ length: 8 }, (_, i) => ownerWithBooking(200 + i, new Date(Date.now() + 40 * MINUTE + i * MINUTE))));
    const ids = made.map((m) => m.bookingId);
    await until('every reminder planned and sent', async () => {
      const rows = await database.db.select().from(reminders).where(inArray(reminders.booking_id, ids));
      return rows.length === 2 * ids.length && rows.every((r) => r.status !== 'pending');
    });
    await Bun.sleep(2_500);
    for (const { email } of made) expect((await mailsTo(email)).map((m) => m.subject)).toEqual(['Reminder: your appointment in 1 hour']);
  } finally {
    for (const server of running.splice(0)) await server.stop();
    await redis.dispose();
  }
}, 90_000);
