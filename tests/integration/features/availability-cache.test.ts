import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin } from '../../helpers/accounts';
import { CARD, freeSlots, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../helpers/booking';
import { bookings } from '../../../db/schema';
import { cancelBooking } from '../../../src/features/booking/booking.cancel';
import { BOOKING_STATUS } from '../../../src/lib/constants/booking-status';

/**
 * A listing's free slots are kept per listing (issue 18), yet every booking and cancel, made here
 * or by another process, is on the very next slots request.
 */
const VIDEO = 4000;
let app: TestApp;
let token: string;
let listingId: number;
let petId: number;
let nextSlot: (fromDay?: number) => Promise<string>;

beforeAll(async () => {
  app = await createTestApp();
  token = await apiLogin(app, 'owner@example.com');
  listingId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  petId = (await petOf(app, (await userByEmail(app, 'owner@example.com')).id)).id;
  nextSlot = slotTaker(app, listingId, VIDEO);
});
afterAll(() => app.close());

/** The free slots of the slot's own date (New York), asked twice so the second answer comes from the cache. */
async function freeOnDayOf(slot: string): Promise<string[]> {
  const days = Math.round((Date.parse(slot.slice(0, 10)) - Date.parse(app.deps.clock().toISOString().slice(0, 10))) / 86_400_000);
  const all = [...(await freeSlots(app, listingId, VIDEO, days - 1)), ...(await freeSlots(app, listingId, VIDEO, days)), ...(await freeSlots(app, listingId, VIDEO, days + 1))];
  return all;
}

describe('the free-slots cache', () => {
  test('the kept answer is the same JSON as the first, with its content type', async () => {
    const date = new Date(app.deps.clock().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const path = `/api/public/listings/${listingId}/slots?type=${VIDEO}&date=${date}&tz=America%2FNew_York`;
    const first = await app.request(path);
    const again = await app.request(path);
    for (const res of [first, again]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json;charset=utf-8');
    }
    const body = (await first.json()) as { slots: { start: string; label: string }[] };
    expect(body.slots.length).toBeGreaterThan(0);
    expect(Object.keys(body.slots[0]!)).toEqual(['start', 'label']);
    expect(await again.json()).toEqual(body);
  });

  test('a booking paid here is gone on the next request, and its cancel brings the slot back', async () => {
    const slot = await nextSlot(3);
    expect(await freeOnDayOf(slot)).toContain(slot);
    expect(await freeOnDayOf(slot)).toContain(slot);
    const res = await payment(app, token, { vendor_listing_id: listingId, type: VIDEO, slot, userTZ: 'America/New_York', pet: petId, info: { summary: 'Sneezing since Monday' }, payment: CARD });
    const booked = (await res.json()) as { result: string; id: number };
    expect(booked.result).toBe('success');
    expect(await freeOnDayOf(slot)).not.toContain(slot);
    const row = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, booked.id) }))!;
    await cancelBooking(app.deps, row);
    expect(await freeOnDayOf(slot)).toContain(slot);
  });

  test('a booking another process writes, and its cancel there, are on the next request here', async () => {
    const slot = await nextSlot(4);
    expect(await freeOnDayOf(slot)).toContain(slot);
    const owner = await userByEmail(app, 'owner@example.com');
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    // Rows as another instance's booking service writes them: this process is not told, the database's version is.
    const [row] = await app.db
      .insert(bookings)
      .values({
        slot,
        slot_end: new Date(Date.parse(slot) + 30 * 60_000).toISOString(),
        status: BOOKING_STATUS.IN_PROGRESS,
        type: VIDEO,
        user_id: owner.id,
        vendor_id: listing.vendor_id,
        vendor_listing_id: listing.id,
        details: { type: VIDEO, slot, user: { id: owner.id, first_name: owner.first_name, last_name: owner.last_name, email: owner.email }, listing: { title: listing.title, line1: listing.line1, duration: 30, price: 4500 }, info: { summary: 'Itching' }, userTZ: 'UTC', listingTZ: 'UTC' },
      })
      .returning();
    expect(await freeOnDayOf(slot)).not.toContain(slot);
    await app.db.update(bookings).set({ status: BOOKING_STATUS.CANCELED }).where(eq(bookings.id, row!.id));
    expect(await freeOnDayOf(slot)).toContain(slot);
  });
});
