import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { vendor_listings, type CancelPolicy } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { listingByTitle } from '../../../helpers/booking';
import { formatMoney } from '../../../../src/lib/money';

/* Booking a time already inside the free-cancellation window says so, and what a cancel would refund, where the owner reads the policy before paying. */

const VIDEO = 4000;
const HOUR = 3_600_000;
const NOW = new Date('2026-12-01T15:00:00.000Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

let app: TestApp;
let patel: typeof vendor_listings.$inferSelect;
let price: number;

const setPolicy = (policy: CancelPolicy | null) => app.db.update(vendor_listings).set({ policy }).where(eq(vendor_listings.id, patel.id));
const policyFor = (slot: string, headers: Record<string, string> = {}, listingId = patel.id, type = VIDEO) =>
  app.request(`/api/public/listings/${listingId}/cancel-policy?type=${type}&slot=${encodeURIComponent(slot)}`, { headers });
const linesFor = async (slot: string, headers: Record<string, string> = {}) => {
  const res = await policyFor(slot, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { policy: string[] }).policy;
};

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW });
  patel = await listingByTitle(app, 'Dr. Maya Patel, DVM — General Practice');
  price = patel.consultations.find((c) => c.type === VIDEO)!.price;
  await setPolicy({ notice_hours: 24, inside: 'partial', refund_percent: 25, reschedule_inside: true });
}, 30_000);
afterAll(() => app.close());

describe('the cancellation policy for a chosen time', () => {
  test('booking a slot already inside the free-cancellation window says so and what a cancel would refund', async () => {
    const [first, ...rest] = await linesFor(inHours(10));
    expect(first).toBe(`This time is already inside the cancellation window (less than 24 hours before the appointment): if you cancel, ${formatMoney(Math.round(price / 4), 'USD')} of the ${formatMoney(price, 'USD')} paid will be refunded.`);
    expect(first).not.toContain('Free cancellation until');
    expect(rest).toContain('Inside that window the appointment can still be rescheduled.');
  });

  test('a slot outside the window keeps "Free cancellation until 24 hours before the appointment."', async () => {
    expect((await linesFor(inHours(30)))[0]).toBe('Free cancellation until 24 hours before the appointment.');
  });

  test('a policy that keeps everything inside the window says nothing would be refunded; the signed-in owner reads it too', async () => {
    await setPolicy({ notice_hours: 48, inside: 'none' });
    const owner = cookieHeader(await apiLogin(app, 'owner@example.com'));
    expect((await linesFor(inHours(30), owner))[0]).toBe('This time is already inside the cancellation window (less than 48 hours before the appointment): if you cancel, nothing will be refunded.');
    await setPolicy({ notice_hours: 24, inside: 'partial', refund_percent: 25, reschedule_inside: true });
  });

  test('a Spanish reader reads it in Spanish', async () => {
    expect((await linesFor(inHours(10), { 'accept-language': 'es-MX,es;q=0.9' }))[0]).toStartWith('Esta hora ya está dentro del plazo de cancelación');
  });

  test('bad input is a clear 4xx naming the field: not a slot, an unknown listing, a type it does not offer', async () => {
    const notSlot = await policyFor('tomorrow');
    expect(notSlot.status).toBe(422);
    expect(JSON.stringify(await notSlot.json())).toContain('slot');
    expect((await policyFor(inHours(10), {}, 999_999)).status).toBe(404);
    expect((await policyFor(inHours(10), {}, patel.id, 7777)).status).toBe(422);
  });
});
