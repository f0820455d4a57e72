import { afterAll, beforeAll, expect, test } from 'bun:test';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { CARD, petOf, userByEmail } from '../../../helpers/booking';
import { vendor_listings, vendor_logins } from '../../../../db/schema';
import type { Principal } from '../../../../src/lib/principal';
import { createBooking } from '../../../../src/features/booking/booking.create';
import { AppError } from '../../../../src/lib/errors';
import { bookingById } from '../../../../src/features/booking/booking.queries';
import { cancelBooking } from '../../../../src/features/booking/booking.cancel';
import { slotsFor } from '../../../../src/features/availability/availability.service';
import { recomputeRollup, storedRollup } from '../../../../src/features/reports/reports.service';
import { dayKeyOf, hourKeyOf } from '../../../../src/features/reports/reports.rollup';

/*
 * The roll-up kept by the write paths equals the one recomputed from the bookings, after each
 * of 200 random histories of bookings (owners paying by card, practices waiving), cancellations
 * (with refunds) and a clock that moves on by random hours, so slots fall around midnight in
 * each listing's zone and across daylight-saving changes.
 */

let app: TestApp;
let now = new Date('2026-03-05T15:00:00Z');
const created: number[] = [];

type Op = { kind: 'book'; listing: number; type: number; day: number; pick: number; by: 'owner' | 'practice'; who: number } | { kind: 'cancel'; pick: number } | { kind: 'advance'; hours: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('book' as const), listing: fc.nat(9), type: fc.nat(3), day: fc.integer({ min: 1, max: 14 }), pick: fc.nat(40), by: fc.constantFrom('owner' as const, 'practice' as const), who: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(1000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 60 }) }) },
);

const sorted = <T,>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));

async function principals() {
  const owners = await Promise.all(['owner@example.com', 'owner2@example.com'].map((e) => userByEmail(app, e)));
  const logins = await app.db.select().from(vendor_logins).where(eq(vendor_logins.subrole, 'root_admin'));
  const asOwner = (u: (typeof owners)[number]): Principal => ({ id: u.id, vendor_id: null, role: 'user', subrole: null, email: u.email, pic: null, first_name: u.first_name, last_name: u.last_name, exp: 0 });
  const asPractice = (l: (typeof logins)[number]): Principal => ({ id: l.id, vendor_id: l.vendor_id, role: 'vendor', subrole: 'root_admin', email: l.email, pic: null, first_name: l.first_name, last_name: l.last_name, exp: 0 });
  return { owners: owners.map(asOwner), practices: new Map(logins.map((l) => [l.vendor_id, asPractice(l)])), pets: await Promise.all(owners.map((o) => petOf(app, o.id))) };
}

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
}, 60_000);
afterAll(() => app.close());

test('after 200 random histories of bookings and cancellations the roll-up equals its recomputation', async () => {
  const people = await principals();
  const listings = await app.db.select().from(vendor_listings);
  const run = async (ops: Op[]) => {
    for (const step of ops) {
      if (step.kind === 'advance') now = new Date(now.getTime() + step.hours * 3_600_000);
      else if (step.kind === 'cancel') {
        const id = created[step.pick % Math.max(1, created.length)];
        const booking = id === undefined ? undefined : await bookingById(app.deps, id);
        if (booking && (booking.status === 0 || booking.status === 1) && new Date(booking.slot) > now) await cancelBooking(app.deps, booking);
      } else {
        const listing = listings[step.listing % listings.length]!;
        const consultation = listing.consultations.filter((c) => c.status)[step.type % listing.consultations.length];
        if (!consultation) continue;
        const date = DateTime.fromJSDate(now, { zone: listing.timezone }).plus({ days: step.day }).toISODate()!;
        const slots = await slotsFor(app.deps, listing.id, consultation.type, date, listing.timezone);
        const slot = slots[step.pick % Math.max(1, slots.length)];
        if (!slot) continue;
        const owner = people.owners[step.who]!;
        const principal = step.by === 'owner' ? owner : people.practices.get(listing.vendor_id)!;
        const id = await createBooking(app.deps, principal, {
          vendor_listing_id: listing.id,
          type: consultation.type,
          slot: slot.start,
          pet: people.pets[step.who]!.id,
          info: { summary: 'Property test booking' },
          user_id: owner.id,
          waive: step.by === 'practice' ? true : undefined,
          payment: step.by === 'owner' ? CARD : undefined,
        }).catch((error) => {
          // A refused booking (slot taken, offer spent) is part of the walk.
          if (error instanceof AppError) return null;
          throw error;
        });
        if (id !== null) created.push(id);
      }
    }
    const stored = await storedRollup(app.db);
    const recomputed = await recomputeRollup(app.db);
    expect(sorted(stored.days, dayKeyOf)).toEqual(sorted(recomputed.days, dayKeyOf));
    expect(sorted(stored.hours, hourKeyOf)).toEqual(sorted(recomputed.hours, hourKeyOf));
  };
  await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), run), { numRuns: 200 });
  // The histories did make and cancel bookings.
  expect(created.length).toBeGreaterThan(100);
}, 240_000);
