/**
 * R2 crashes (issue 17): the real server on a file database, owners booking and cancelling,
 * and `kill -9` at a random moment, again and again (200 times; 10 in `npm test`). After each
 * restart: the database passes `PRAGMA integrity_check`; every booking the client saw
 * acknowledged is there with its payment (and every acknowledged cancellation is canceled and
 * refunded); every hold that ran out before the restart is resolved by recovery, so none blocks
 * a slot for good; every charge in the sandbox's ledger belongs to a booking or was refunded;
 * and every booking has its e-mails exactly once. The listings have cancellation policies, so many
 * cancels refund in part: every canceled booking's refund is on the ledger exactly once, for the
 * amount its payment records, and refund plus fee is the amount paid.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createClient } from '@libsql/client';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { join } from 'node:path';
import { bookings, outbox, payments, vendor_listings, type CancelPolicy } from '../../db/schema';
import { BOOKING_STATUS } from '../../src/lib/constants/booking-status';
import { readSandboxLedger, SANDBOX_LEDGER } from '../../src/providers/payments/sandbox';
import { fullStrength, proofFigure, strength } from './lib/figure';
import { allFreeSlots, listingNamed, makeOwners, type Live, type Owner, startLive } from './lib/live';
import { drive, Ledger, type Slot } from './lib/crash-client';

const KILLS = strength(10, 200);
const OWNERS = 6;
const HOLD_SECONDS = 2;
const PACE_MS = 15;
const ENV = { TEST_HOLD_SECONDS: String(HOLD_SECONDS), LOG_LEVEL: 'error' };

let live: Live;
let owners: Owner[];
let ledger: Ledger;
/** Each problem once, with the first round that showed it. */
const problems = new Map<string, number>();
const problem = (round: number, what: string) => {
  if (!problems.has(what)) problems.set(what, round);
};
const figures = { integrity: 0, recovered: 0, adopted: 0, charges: 0, mails: 0, partial: 0 };

/** Windows of about 8 and 6 days over slots up to 15 days ahead: some cancels fall inside, some outside. */
const POLICIES: Record<string, CancelPolicy> = {
  'Dr. Maya Patel': { notice_hours: 200, inside: 'partial', refund_percent: 40, reschedule_inside: true },
  'Dr. Luis Romero': { notice_hours: 150, inside: 'fee', fee: 1000, reschedule_inside: true },
};

beforeAll(async () => {
  live = await startLive(ENV);
  owners = await makeOwners(live, OWNERS, 'crash');
  const slots: Slot[] = [];
  for (const name of ['Dr. Maya Patel', 'Dr. Luis Romero']) {
    const listing = await listingNamed(live, name);
    await live.database.db.update(vendor_listings).set({ policy: POLICIES[name]! }).where(eq(vendor_listings.id, listing.id));
    slots.push(...(await allFreeSlots(live.server.origin, listing.id)).map((slot) => ({ listingId: listing.id, slot })));
  }
  ledger = new Ledger(slots);
}, 120_000);
afterAll(() => live?.close());

async function integrity(): Promise<string> {
  const client = createClient({ url: `file:${live.dir}/app.db` });
  try {
    return String((await client.execute('PRAGMA integrity_check')).rows[0]![0]);
  } finally {
    client.close();
  }
}

/**
 * Waits until recovery has resolved every payment whose hold ran out before `startedAt` and sent
 * every e-mail owed from before it; answers how many payments are still pending (holds not run out).
 */
async function recoveryDone(round: number, startedAt: string): Promise<number> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await live.database.db.select({ payment: payments, booking: bookings }).from(payments).innerJoin(bookings, eq(bookings.id, payments.booking_id));
    const stuck = rows.filter((r) => r.payment.status === 'pending' && r.booking.hold_expires_at !== null && r.booking.hold_expires_at <= startedAt);
    // Every owed e-mail, also of a booking this process's recovery has just confirmed (its e-mails
    // are sent right after that commit): the checks must not read the outbox before they land.
    const owing = await live.database.db.select({ id: bookings.id }).from(bookings).where(isNotNull(bookings.mails_pending));
    if (stuck.length === 0 && owing.length === 0) return rows.filter((r) => r.payment.status === 'pending').length;
    if (Date.now() > deadline) {
      if (stuck.length > 0) problem(round, `holds left after recovery: bookings ${stuck.map((r) => r.booking.id).join(', ')}`);
      if (owing.length > 0) problem(round, `e-mails still owed after recovery: bookings ${owing.map((r) => r.id).join(', ')}`);
      return stuck.length;
    }
    await Bun.sleep(200);
  }
}

/** Every booking of the owners in the database against what the client was told. */
async function checkBookings(round: number): Promise<void> {
  const rows = await live.database.db.select().from(bookings).where(inArray(bookings.user_id, owners.map((o) => o.id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paid = new Map((await live.database.db.select().from(payments)).map((p) => [p.id, p]));
  for (const known of ledger.bookings.values()) {
    const row = byId.get(known.id);
    if (!row) {
      problem(round, `acknowledged booking #${known.id} is gone`);
      ledger.bookings.delete(known.id);
      continue;
    }
    if (known.cancelInFlight) {
      known.cancelInFlight = false;
      known.canceled = row.status === BOOKING_STATUS.CANCELED;
      if (known.canceled) ledger.giveBack(known.slot);
    }
    const payment = row.payment_id ? paid.get(row.payment_id) : undefined;
    const want = known.canceled ? { status: BOOKING_STATUS.CANCELED, payment: 'refunded' } : { status: BOOKING_STATUS.IN_PROGRESS, payment: 'succeeded' };
    if (row.status !== want.status || payment?.status !== want.payment || row.hold_expires_at !== null) {
      problem(round, `booking #${row.id} is status ${row.status} / payment ${payment?.status}, the client was told ${want.status} / ${want.payment}`);
    }
  }
  // Bookings made just before a kill whose answer never arrived: the owner has them now.
  for (const row of rows) {
    if (ledger.bookings.has(row.id) || row.status !== BOOKING_STATUS.IN_PROGRESS || row.hold_expires_at !== null) continue;
    const owner = owners.find((o) => o.id === row.user_id)!;
    ledger.bookings.set(row.id, { id: row.id, owner, slot: { listingId: row.vendor_listing_id, slot: row.slot }, canceled: false, cancelInFlight: false });
    figures.adopted++;
  }
}

/** The sandbox's ledger against the payments: no charge without its booking (or its refund), no paid booking without a charge. */
async function checkCharges(round: number): Promise<void> {
  const lines = readSandboxLedger(join(live.dir, SANDBOX_LEDGER));
  const refunded = new Set(lines.flatMap((l) => (l.kind === 'refund' ? [l.charge] : [])));
  const rows = await live.database.db.select().from(payments).where(inArray(payments.user_id, owners.map((o) => o.id)));
  const byKey = new Map(rows.map((p) => [p.idempotency_key, p]));
  const live_ = new Map((await live.database.db.select({ id: bookings.id, status: bookings.status }).from(bookings)).map((b) => [b.id, b.status]));
  const charged = new Set<string>();
  for (const line of lines) {
    if (line.kind !== 'charge' || !line.result.ok) continue;
    charged.add(line.result.reference);
    const payment = byKey.get(line.key);
    const fine =
      (payment?.status === 'succeeded' && payment.reference === line.result.reference && live_.get(payment.booking_id ?? 0) === BOOKING_STATUS.IN_PROGRESS) ||
      (payment?.status === 'refunded' && refunded.has(line.result.reference)) ||
      payment?.status === 'pending';
    if (!fine) problem(round, `charge ${line.result.reference} (${line.key}) has payment ${payment?.status ?? 'none'} and no booking`);
  }
  figures.charges = charged.size;
  for (const p of rows) {
    if (p.provider === 'sandbox' && (p.status === 'succeeded' || p.status === 'refunded') && !charged.has(p.reference ?? '')) problem(round, `payment ${p.id} is ${p.status} with no charge in the ledger`);
  }
}

/**
 * Each booking's e-mails: both sides told of a confirmation once, and of a cancellation once.
 * The bookings are read before the outbox: a booking's e-mails are committed before (or with) the
 * commit that says nothing is owed, so one read as owing nothing has all its e-mails in the outbox
 * read after. One still owing is being sent at this moment (recovery confirms a hold that ran out
 * just after the restart, then sends): the next round checks it, and the last round owes nothing.
 */
async function checkMails(round: number): Promise<void> {
  const rows = await live.database.db.select().from(bookings).where(inArray(bookings.user_id, owners.map((o) => o.id)));
  const counts = new Map<string, number>();
  for (const mail of await live.database.db.select({ subject: outbox.subject, body: outbox.body }).from(outbox)) {
    const id = /Booking #(\d+):/.exec(mail.body)?.[1];
    const kind = mail.subject?.startsWith('Appointment confirmed') ? 'confirmed' : mail.subject?.startsWith('Appointment canceled') ? 'canceled' : null;
    if (id && kind) counts.set(`${kind} ${id}`, (counts.get(`${kind} ${id}`) ?? 0) + 1);
  }
  figures.mails = [...counts.values()].reduce((a, b) => a + b, 0);
  for (const row of rows) {
    if (row.hold_expires_at !== null || row.mails_pending !== null) continue;
    const expected: [string, number][] = [[`confirmed ${row.id}`, 2]];
    if (row.status === BOOKING_STATUS.CANCELED) expected.push([`canceled ${row.id}`, 2]);
    for (const [key, want] of expected) {
      const got = counts.get(key) ?? 0;
      if (got !== want) problem(round, `booking #${row.id} has ${got} "${key.split(' ')[0]}" e-mails, not ${want}`);
    }
  }
}

/** Every canceled booking's refund: on the ledger once under its key, for what its payment records; refund + fee = paid. */
async function checkRefunds(round: number): Promise<void> {
  const lines = readSandboxLedger(join(live.dir, SANDBOX_LEDGER));
  const refunds = new Map<string, number[]>();
  for (const l of lines) if (l.kind === 'refund') refunds.set(l.key, [...(refunds.get(l.key) ?? []), l.amount]);
  const rows = await live.database.db
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.payment_id))
    .where(and(inArray(bookings.user_id, owners.map((o) => o.id)), eq(bookings.status, BOOKING_STATUS.CANCELED)));
  figures.partial = 0;
  for (const { booking, payment } of rows) {
    const given = refunds.get(`refund-booking-${booking.id}`) ?? [];
    if (given.length !== 1 || given[0] !== payment.refunded_amount) problem(round, `booking #${booking.id}: ledger refunds [${given.join(', ')}], its payment records ${payment.refunded_amount}`);
    if (payment.refunded_amount + payment.cancel_fee !== payment.amount) problem(round, `booking #${booking.id}: refunded ${payment.refunded_amount} + fee ${payment.cancel_fee} is not the ${payment.amount} paid`);
    if (payment.cancel_fee > 0) figures.partial++;
  }
}

async function afterRestart(round: number, startedAt: string): Promise<void> {
  await recoveryDone(round, startedAt);
  await checkBookings(round);
  await checkCharges(round);
  await checkRefunds(round);
  await checkMails(round);
}

describe('R2: kill -9 at random moments under bookings and cancellations', () => {
  test(
    `${KILLS} kills: the database is whole, nothing acknowledged is lost, no hold stays, no charge without a booking, every e-mail once`,
    async () => {
      for (let round = 1; round <= KILLS; round++) {
        const running = { on: true };
        const drivers = owners.map((owner) => drive(live.server.origin, owner, ledger, running, PACE_MS));
        await Bun.sleep(100 + Math.random() * 900);
        await live.server.stop(true);
        running.on = false;
        await Promise.all(drivers);
        const check = await integrity();
        if (check === 'ok') figures.integrity++;
        else problem(round, `integrity_check ${check}`);
        const startedAt = new Date().toISOString();
        await live.restart(ENV);
        await afterRestart(round, startedAt);
      }
      // Last: every hold runs out, one more restart, and nothing may be pending any more.
      await Bun.sleep(HOLD_SECONDS * 1000 + 500);
      await live.server.stop(true);
      const startedAt = new Date().toISOString();
      await live.restart(ENV);
      const pending = await recoveryDone(KILLS + 1, startedAt);
      await afterRestart(KILLS + 1, startedAt);
      if (pending > 0) problem(KILLS + 1, `${pending} payments still pending at the end`);
      proofFigure(
        'R2',
        'crashes',
        `${KILLS} kill -9: integrity ok ${figures.integrity}/${KILLS}; ${ledger.acknowledgedBookings} acknowledged bookings and ${ledger.acknowledgedCancels} cancellations (${figures.partial} refunded in part), ${ledger.cutOff} requests cut off, ${figures.adopted} unacknowledged bookings found made; ${figures.charges} charges in the sandbox ledger; ${figures.mails} booking e-mails; ${problems.size} problems; ${ledger.unexpected.length} unexpected answers`,
      );
      expect(ledger.unexpected).toEqual([]);
      expect([...problems].map(([what, round]) => `round ${round}: ${what}`)).toEqual([]);
    },
    fullStrength() ? 3_600_000 : 170_000,
  );
});
