import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin } from '../../../helpers/accounts';
import { listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../../../helpers/stripe-stub';
import { bookings, payments } from '../../../../db/schema';
import { recoverStalePayments } from '../../../../src/features/booking/booking.recovery';

const VIDEO = 4000;
let stub: StripeStub;
let app: TestApp;
let token: string;
let payer: string;
let listingId: number;
let petId: number;
let nextSlot: (fromDay?: number) => Promise<string>;

beforeAll(async () => {
  stub = await startStripeStub();
  app = await createTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: stub.url } });
  token = await apiLogin(app, 'owner@example.com');
  const owner = await userByEmail(app, 'owner@example.com');
  payer = `user:${owner.id}`;
  petId = (await petOf(app, owner.id)).id;
  listingId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = slotTaker(app, listingId, VIDEO);
}, 60_000);
afterAll(async () => {
  app.close();
  await stub.stop();
});

/** A Stripe booking made for real, then set back to the state a crash after the hold leaves, with the hold past. */
async function crashedStripeBooking(status: 'requires_capture' | 'succeeded') {
  const slot = await nextSlot();
  const intent = stub.setIntent({ id: `pi_crash_${crypto.randomUUID().slice(0, 8)}`, amount: 4500, currency: 'usd', status: 'requires_capture', captureMethod: 'manual', metadata: { booked_by: payer } });
  const res = await payment(app, token, { vendor_listing_id: listingId, type: VIDEO, slot, pet: petId, info: { summary: 'x' }, paymentIntentId: intent.id });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
  const row = (await app.db.query.payments.findFirst({ where: eq(payments.id, booking.payment_id!) }))!;
  // The hold keeps the browser's payment, so recovery can ask Stripe about it.
  expect(row.intent_id).toBe(intent.id);
  await app.db.update(bookings).set({ hold_expires_at: new Date(Date.now() - 60_000).toISOString(), payment_id: null }).where(eq(bookings.id, id));
  await app.db.update(payments).set({ status: 'pending', reference: null, response: null }).where(eq(payments.id, row.id));
  stub.intents.get(intent.id)!.status = status;
  return { id, intentId: intent.id, paymentId: row.id };
}

describe('issue 20.5 with Stripe: an authorisation left by a crash is released, a capture is kept', () => {
  test('authorised at Stripe → cancelled there, the payment failed, the booking gone', async () => {
    const { id, intentId, paymentId } = await crashedStripeBooking('requires_capture');
    expect(await recoverStalePayments(app.deps)).toEqual(['released']);
    expect(stub.intents.get(intentId)!.status).toBe('canceled');
    expect((await app.db.query.payments.findFirst({ where: eq(payments.id, paymentId) }))!.status).toBe('failed');
    expect(await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) })).toBeUndefined();
  });

  test('captured at Stripe, slot still the booker’s → the booking is confirmed with the intent as reference', async () => {
    const { id, intentId, paymentId } = await crashedStripeBooking('succeeded');
    expect(await recoverStalePayments(app.deps)).toEqual(['confirmed']);
    expect(await app.db.query.payments.findFirst({ where: eq(payments.id, paymentId) })).toMatchObject({ status: 'succeeded', reference: intentId });
    expect((await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!.hold_expires_at).toBeNull();
  });
});
