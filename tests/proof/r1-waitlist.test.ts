/**
 * R1 and R2 for the waitlist: 50 owners wait on one full day of a listing and 10 of its bookings
 * are canceled at once, with TWO server processes on one database file each running the offer
 * pass. Each freed slot is offered to exactly one person, the first 10 who joined get them, and no
 * slot is held twice. Then, again and again: the clock moves past the offers' 15 minutes and both
 * processes are killed (kill -9) a random moment later, mid-pass; after a restart every offer is
 * whole (its hold, its one e-mail) or not made, and none is lost or made twice.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createClient } from '@libsql/client';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bookings, outbox, payments, waitlist_entries, waitlist_offers } from '../../db/schema';
import { startServer, type RunningServer } from '../helpers/server';
import { proofFigure, strength } from './lib/figure';
import { api, CARD, freeSlots, listingNamed, makeOwners, VIDEO, ZONE, type Live, type Owner, startLive } from './lib/live';

const WAITING = 50;
const FREED = 10;
const KILLS = strength(3, 10);
const DAY = 5;
const ENV = { WAITLIST_EVERY_SECONDS: '1', LOG_LEVEL: 'error' };

let live: Live;
let second: RunningServer;
let filler: Owner;
let waiters: Owner[];
let listingId: number;
let entries: number[];
let booked: { id: number; slot: string }[];
let freed: string[];

const servers = () => [live.server, second];
const db = () => live.database.db;

/** Both processes over the one database file: the first (startLive) and a second one. */
async function startSecond(): Promise<RunningServer> {
  return startServer(live.dir, { NODE_ENV: 'test', SEED_DEMO: '1', ...ENV });
}

const openOffers = () => db().select().from(waitlist_offers).where(eq(waitlist_offers.state, 'open'));

/** Waits until `count` offers are open and stay so for two passes; answers them. */
async function settled(count: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const open = await openOffers();
    if (open.length >= count) {
      await Bun.sleep(2_500);
      return openOffers();
    }
    if (Date.now() > deadline) return open;
    await Bun.sleep(200);
  }
}

/** What must hold of the offers at rest; answers the problems found. */
async function offerProblems(): Promise<string[]> {
  const problems: string[] = [];
  const open = await openOffers();
  const holds = await db()
    .select({ id: bookings.id, slot: bookings.slot, user: bookings.user_id, until: bookings.hold_expires_at })
    .from(bookings)
    .leftJoin(payments, eq(payments.booking_id, bookings.id))
    .where(and(eq(bookings.vendor_listing_id, listingId), eq(bookings.status, 0), isNull(payments.id)));
  const slots = new Set(open.map((o) => o.slot));
  if (slots.size !== open.length) problems.push('a slot is offered twice');
  if (new Set(open.map((o) => o.entry_id)).size !== open.length) problems.push('an entry holds two offers');
  for (const offer of open) {
    const hold = holds.filter((h) => h.id === offer.booking_id && h.slot === offer.slot && h.until === offer.expires_at);
    if (hold.length !== 1) problems.push(`offer ${offer.id} has no hold of its own`);
  }
  if (holds.length !== open.length) problems.push(`${holds.length} offer holds for ${open.length} open offers`);
  const live = await db().select({ slot: bookings.slot }).from(bookings).where(and(eq(bookings.vendor_listing_id, listingId), inArray(bookings.slot, freed), inArray(bookings.status, [0, 1])));
  if (new Set(live.map((b) => b.slot)).size !== live.length) problems.push('a freed slot is held twice');
  const offers = await db().select().from(waitlist_offers);
  const mails = await db().select({ body: outbox.body }).from(outbox).where(eq(outbox.channel, 'email'));
  for (const offer of offers) {
    const sent = mails.filter((m) => m.body.includes(`/waitlist/offers/${offer.token}`)).length;
    if (sent !== 1) problems.push(`offer ${offer.id} has ${sent} e-mails`);
  }
  return problems;
}

beforeAll(async () => {
  live = await startLive(ENV);
  second = await startSecond();
  listingId = (await listingNamed(live, 'Dr. Maya Patel')).id;
  [filler] = await makeOwners(live, 1, 'wl-filler');
  const slots = await freeSlots(live.server.origin, listingId, DAY);
  booked = [];
  for (const slot of slots) {
    const res = await api(live.server.origin, '/api/payment', { token: filler!.token, body: { vendor_listing_id: listingId, type: VIDEO, slot, userTZ: ZONE, pet: filler!.petId, info: { summary: 'Full day' }, payment: CARD, telehealth_consent: 1 } });
    if (res.status !== 200) throw new Error(`filling the day: ${res.status} ${await res.text()}`);
    booked.push({ id: ((await res.json()) as { id: number }).id, slot });
  }
  if (booked.length < FREED) throw new Error(`only ${booked.length} slots on the day`);
  waiters = await makeOwners(live, WAITING, 'wl');
  const date = new Date(Date.parse(slots[0]!)).toLocaleDateString('en-CA', { timeZone: ZONE });
  entries = [];
  for (const [i, owner] of waiters.entries()) {
    const res = await api(servers()[i % 2]!.origin, '/api/waitlist', { token: owner.token, body: { listing_id: listingId, type: VIDEO, from: date, to: date } });
    if (res.status !== 201) throw new Error(`join: ${res.status} ${await res.text()}`);
    entries.push(((await res.json()) as { entry: { id: number } }).entry.id);
  }
}, 300_000);
afterAll(async () => {
  await second?.stop(true);
  await live?.close();
});

describe('R1 waitlist race: 50 waiting, 10 slots freed at once, two processes', () => {
  test('each freed slot is offered to exactly one person, the first 10 who joined, none held twice', async () => {
    const canceled = booked.slice(0, FREED);
    freed = canceled.map((b) => b.slot);
    const answers = await Promise.all(
      canceled.map((b, i) => fetch(`${servers()[i % 2]!.origin}/app/appointments/${b.id}/cancel`, { method: 'POST', headers: { cookie: `session=${filler.token}`, 'hx-request': 'true' } })),
    );
    expect(answers.map((r) => r.status)).toEqual(canceled.map(() => 200));
    const open = await settled(FREED);
    expect(open.map((o) => o.slot).sort()).toEqual([...freed].sort());
    expect(open.map((o) => o.entry_id).sort((a, b) => a - b)).toEqual(entries.slice(0, FREED));
    expect(await offerProblems()).toEqual([]);
    const inOrder = [...open].sort((a, b) => a.slot.localeCompare(b.slot)).every((o, i, all) => i === 0 || o.entry_id > all[i - 1]!.entry_id);
    proofFigure('R1', 'waitlist race', `${FREED} slots freed at once among ${WAITING} waiting on 2 processes: ${open.length} offers, 0 slots held twice, the first ${FREED} to join served${inOrder ? ', earliest slot to earliest' : ''}`);
  }, 120_000);
});

describe('R2 waitlist crashes: kill -9 between offering and expiring', () => {
  test(`${KILLS} kills mid-pass: no offer lost, none duplicated`, async () => {
    const problems: string[] = [];
    for (let round = 1; round <= KILLS; round++) {
      // The offers run out: the next pass (either process) expires them and offers the slots on.
      const moved = await api(live.server.origin, '/dev/clock', { body: { advance: 'PT16M' } });
      if (moved.status !== 200) throw new Error(`clock: ${moved.status} ${await moved.text()}`);
      await Bun.sleep(Math.floor(Math.random() * 1_500));
      await Promise.all(servers().map((s) => s.stop(true)));
      const client = createClient({ url: `file:${live.dir}/app.db` });
      const integrity = String((await client.execute('PRAGMA integrity_check')).rows[0]![0]);
      client.close();
      if (integrity !== 'ok') problems.push(`round ${round}: integrity ${integrity}`);
      await live.restart(ENV);
      second = await startSecond();
      const open = await settled(FREED);
      if (open.length !== FREED) problems.push(`round ${round}: ${open.length} open offers for ${FREED} freed slots`);
      for (const p of await offerProblems()) problems.push(`round ${round}: ${p}`);
    }
    expect(problems).toEqual([]);
    const offers = await db().select().from(waitlist_offers);
    const waiting = await db().select().from(waitlist_entries).where(eq(waitlist_entries.state, 'waiting'));
    proofFigure('R2', 'waitlist crashes', `${KILLS} kill -9 cycles mid-pass on 2 processes: ${offers.length} offers, each with its hold and exactly one e-mail; 0 lost, 0 duplicated; ${waiting.length} still waiting`);
  }, 900_000);
});
