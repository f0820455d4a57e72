import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { bookings, outbox, payments } from '../../../../db/schema';
import { recoverStalePayments } from '../../../../src/features/booking/booking.recovery';
import type { PaymentsProvider, ProviderPaymentState } from '../../../../src/providers/payments/payments';
import { rebuildRollup, recomputeRollup, storedRollup } from '../../../../src/features/reports/reports.service';

const VIDEO = 4000;
let app: TestApp;
let token: string;
let ownerId: number;
let petId: number;
let listingId: number;
let nextSlot: (fromDay?: number) => Promise<string>;
let keys = 0;

beforeAll(async () => {
  app = await createTestApp();
  token = await apiLogin(app, 'owner@example.com');
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  petId = (await petOf(app, ownerId)).id;
  listingId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
  nextSlot = slotTaker(app, listingId, VIDEO);
}, 60_000);
afterAll(() => app.close());

const provider = () => app.deps.providers.payments as PaymentsProvider;

/** What the provider will say about the next payment recovery asks about, and what it was asked. */
function providerSays(state: ProviderPaymentState) {
  const calls = { lookup: [] as unknown[], refund: [] as unknown[], release: [] as unknown[] };
  const p = provider() as PaymentsProvider & Record<string, unknown>;
  p.lookup = async (query) => (calls.lookup.push(query), state);
  p.refund = async (reference, amount, key) => (calls.refund.push([reference, amount, key]), { ok: true, reference: 'sbr_1', amount });
  p.release = async (id, payer) => (calls.release.push([id, payer]), true);
  return calls;
}

/**
 * A booking whose process died between hold and confirm: booked for real, then set back to
 * what the hold had written (pending payment, hold running) with the hold already past.
 */
async function crashedBooking() {
  const key = `crash-key-${++keys}-${Date.now()}`;
  const slot = await nextSlot();
  const res = await payment(app, token, { vendor_listing_id: listingId, type: VIDEO, slot, pet: petId, info: { summary: 'Crashed' }, payment: CARD }, { 'idempotency-key': key });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  const past = new Date(Date.now() - 60_000).toISOString();
  const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
  await app.db.update(bookings).set({ hold_expires_at: past, payment_id: null }).where(eq(bookings.id, id));
  await app.db.update(payments).set({ status: 'pending', reference: null, brand: null, last4: null, response: null, intent_id: 'pi_crashed' }).where(eq(payments.id, booking.payment_id!));
  // A real crash stops before the confirmation, so the booking never entered the reports' roll-up.
  await rebuildRollup(app.db);
  return { key, id, slot, paymentId: booking.payment_id! };
}

const replay = (key: string, slot: string) =>
  payment(app, token, { vendor_listing_id: listingId, type: VIDEO, slot, pet: petId, info: { summary: 'Crashed' }, payment: CARD }, { 'idempotency-key': key });

describe('issue 20.5: a payment left pending by a crash is resolved against the provider once its hold has expired', () => {
  test('before recovery the key answers "already being processed"', async () => {
    providerSays({ state: 'none' });
    const { key, slot } = await crashedBooking();
    const res = await replay(key, slot);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { status: string }).status).toBe('This payment is already being processed. Please wait a moment.');
    await recoverStalePayments(app.deps);
  });

  test('nothing at the provider → failed, the slot is free, and the same key replays the failure', async () => {
    const calls = providerSays({ state: 'none' });
    const { key, id, slot, paymentId } = await crashedBooking();
    expect(await recoverStalePayments(app.deps)).toContain('failed');
    expect(calls.lookup).toContainEqual({ idempotencyKey: `user:${ownerId}:${key}`, paymentIntentId: 'pi_crashed', payer: `user:${ownerId}` });
    expect(await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) })).toBeUndefined();
    expect((await app.db.query.payments.findFirst({ where: eq(payments.id, paymentId) }))!.status).toBe('failed');
    const res = await replay(key, slot);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ result: 'error', status: 'Your payment has not been completed. Please try again.' });
  });

  test('only authorised → the authorisation is released, the payment failed, the slot free', async () => {
    const calls = providerSays({ state: 'authorised', reference: 'pi_crashed' });
    const { key, id, slot } = await crashedBooking();
    expect(await recoverStalePayments(app.deps)).toContain('released');
    expect(calls.release).toEqual([['pi_crashed', `user:${ownerId}`]]);
    expect(await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) })).toBeUndefined();
    expect((await replay(key, slot)).status).toBe(402);
  });

  test('taken, and the slot is still the booker’s → the booking is confirmed, both sides are told, the key replays success', async () => {
    providerSays({ state: 'captured', reference: 'sb_recovered', brand: 'visa', last4: '4242' });
    const { key, id, slot, paymentId } = await crashedBooking();
    expect(await recoverStalePayments(app.deps)).toContain('confirmed');
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) }))!;
    expect(booking).toMatchObject({ status: 0, hold_expires_at: null, payment_id: paymentId });
    expect(await app.db.query.payments.findFirst({ where: eq(payments.id, paymentId) })).toMatchObject({ status: 'succeeded', reference: 'sb_recovered' });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'owner@example.com')).orderBy(desc(outbox.id)).limit(1);
    expect(mail!.subject).toContain('Appointment confirmed');
    // The recovered booking counts in the reports' roll-up like any other confirmed one.
    const stored = await storedRollup(app.db);
    const recomputed = await recomputeRollup(app.db);
    expect(stored.days.reduce((n, d) => n + d.bookings, 0)).toBe(recomputed.days.reduce((n, d) => n + d.bookings, 0));
    expect(stored.days.reduce((n, d) => n + d.revenue, 0)).toBe(recomputed.days.reduce((n, d) => n + d.revenue, 0));
    const res = await replay(key, slot);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'success', id });
  });

  test('taken, but the slot went to someone else after the hold expired → refunded in full, the other booking stands', async () => {
    const calls = providerSays({ state: 'captured', reference: 'sb_taken', brand: 'visa', last4: '4242' });
    const { key, id, slot, paymentId } = await crashedBooking();
    // Someone else books the same start: the expired hold is released for them.
    const other = await apiLogin(app, 'owner2@example.com');
    const owner2 = await userByEmail(app, 'owner2@example.com');
    const theirs = await payment(app, other, { vendor_listing_id: listingId, type: VIDEO, slot, pet: (await petOf(app, owner2.id)).id, info: { summary: 'Mine now' }, payment: CARD });
    expect(theirs.status).toBe(200);
    expect(await recoverStalePayments(app.deps)).toContain('refunded');
    expect(calls.refund).toEqual([['sb_taken', 4500, `recovery-refund:user:${ownerId}:${key}`]]);
    expect(await app.db.query.bookings.findFirst({ where: eq(bookings.id, id) })).toBeUndefined();
    expect(await app.db.query.payments.findFirst({ where: eq(payments.id, paymentId) })).toMatchObject({ status: 'refunded', refunded_amount: 4500 });
    const res = await replay(key, slot);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { status: string }).status).toBe('Sorry, this time slot is no longer available. Please choose another time.');
  });

  test('a hold still running is left alone; a provider that cannot be asked leaves the payment for the next round', async () => {
    const running = await crashedBooking();
    await app.db.update(bookings).set({ hold_expires_at: new Date(Date.now() + 60_000).toISOString() }).where(eq(bookings.id, running.id));
    const p = provider() as PaymentsProvider & Record<string, unknown>;
    p.lookup = async () => {
      throw new Error('provider unreachable');
    };
    const stuck = await crashedBooking();
    expect(await recoverStalePayments(app.deps)).toEqual([]);
    expect((await app.db.query.payments.findFirst({ where: eq(payments.id, running.paymentId) }))!.status).toBe('pending');
    expect((await app.db.query.payments.findFirst({ where: eq(payments.id, stuck.paymentId) }))!.status).toBe('pending');
    expect(app.logs.join('\n')).toContain('payment_recovery_failed');
    providerSays({ state: 'none' });
    expect(await recoverStalePayments(app.deps)).toEqual(['failed']);
  });
});
