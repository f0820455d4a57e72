import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import Stripe from 'stripe';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, countRows } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../../../helpers/stripe-stub';
import { bookings, payments, stripe_events, vendor_logins } from '../../../../db/schema';

const VIDEO = 4000;
const WEBHOOK = '/api/payments/stripe/webhook';

let stub: StripeStub;
let app: TestApp;
let token: string;
let listingId: number;
let priceCents: number;
let petId: number;
/** The signed-in owner as the intents the server creates record them. */
let payer: string;
let nextSlot: (fromDay?: number) => Promise<string>;
/** The app's clock runs ahead on demand, so a second write would show in updated_at. */
let offsetMs = 0;
const webhooks = new Stripe('sk_test_unused').webhooks;

function body(slot: string, extra: Record<string, unknown> = {}) {
  return { vendor_listing_id: listingId, type: VIDEO, slot, pet: petId, info: { summary: 'Itchy ears' }, ...extra };
}

/** A booking paid through a PaymentIntent the browser "confirmed" at the stub. */
async function paidBooking(last4 = '4444') {
  const slot = await nextSlot();
  const intent = stub.setIntent({ metadata: { booked_by: payer }, id: `pi_paid_${crypto.randomUUID().slice(0, 8)}`, amount: priceCents, currency: 'usd', status: 'succeeded', brand: 'mastercard', last4 });
  const res = await payment(app, token, body(slot, { paymentIntentId: intent.id }));
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: number };
  return { bookingId: id, intentId: intent.id, slot };
}

const paymentOf = async (reference: string) => (await app.db.query.payments.findFirst({ where: eq(payments.reference, reference) }))!;

function event(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: 1_790_000_000, data: { object } });
}

async function deliver(payload: string, signature?: string | null, headers: Record<string, string> = {}) {
  const sig = signature === undefined ? await webhooks.generateTestHeaderStringAsync({ payload, secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET }) : signature;
  return app.request(WEBHOOK, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', ...(sig ? { 'stripe-signature': sig } : {}), ...headers } });
}

beforeAll(async () => {
  stub = await startStripeStub();
  app = await createTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: stub.url }, clock: () => new Date(Date.now() + offsetMs) });
  token = await apiLogin(app, 'owner@example.com');
  const listing = await listingByTitle(app, 'Dr. Maya Patel');
  listingId = listing.id;
  priceCents = listing.consultations.find((c) => c.type === VIDEO)!.price;
  const owner = await userByEmail(app, 'owner@example.com');
  payer = `user:${owner.id}`;
  petId = (await petOf(app, owner.id)).id;
  nextSlot = slotTaker(app, listingId, VIDEO);
});
afterAll(async () => {
  app.close();
  await stub.stop();
});

describe('POST /api/payment/intent with PAYMENTS=stripe', () => {
  test("charges in the practice's currency, in its minor units: City Cat's £70 clinic visit is 7000 gbp", async () => {
    const hughes = await listingByTitle(app, 'Dr. Eleanor Hughes');
    const slot = await slotTaker(app, hughes.id, 2000)();
    const res = await app.request('/api/payment/intent', { method: 'POST', json: { vendor_listing_id: hughes.id, type: 2000, slot }, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { amount: number }).amount).toBe(7000);
    expect(stub.created.at(-1)).toMatchObject({ currency: 'gbp', amount: 7000 });
  });

  test("creates a PaymentIntent for the listing's price, whatever the body says, and answers its client secret and the publishable key", async () => {
    const slot = await nextSlot();
    stub.requests.length = 0;
    const res = await app.request('/api/payment/intent', { method: 'POST', json: { vendor_listing_id: listingId, type: VIDEO, slot, amount: 1, price: 0 }, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { clientSecret: string; publishableKey: string; amount: number };
    expect(answer.clientSecret).toMatch(/^pi_stub[a-z0-9]+_secret_stub$/);
    expect(answer.publishableKey).toBe(STRIPE_TEST_ENV.STRIPE_PUBLISHABLE_KEY);
    expect(answer.amount).toBe(priceCents);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]!.params.amount).toBe(String(priceCents));
    expect(stub.requests[0]!.headers.get('idempotency-key')).toStartWith('intent:user:');
  });

  test('refuses a slot that is not offered, and a person who is not signed in, without calling Stripe', async () => {
    stub.requests.length = 0;
    const offSchedule = await app.request('/api/payment/intent', {
      method: 'POST',
      json: { vendor_listing_id: listingId, type: VIDEO, slot: '2020-01-01T03:00:00.000Z' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(offSchedule.status).toBe(422);
    expect(((await offSchedule.json()) as { field: string }).field).toBe('slot');
    const anonymous = await app.request('/api/payment/intent', { method: 'POST', json: { vendor_listing_id: listingId, type: VIDEO, slot: await nextSlot() } });
    expect(anonymous.status).toBe(401);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('POST /api/payment with PAYMENTS=stripe', () => {
  test('books when the PaymentIntent succeeded: the payment keeps provider, reference, amount, currency and the brand and last four from Stripe, never the card fields in the body', async () => {
    const slot = await nextSlot();
    const intent = stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_booked1', amount: priceCents, currency: 'usd', status: 'succeeded', brand: 'mastercard', last4: '4444' });
    // Card fields in the body are ignored: a card the sandbox would decline changes nothing.
    const res = await payment(app, token, body(slot, { paymentIntentId: intent.id, payment: { ...CARD, cardNumber: '4000000000000002' } }));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { result: string; id: number };
    expect(answer.result).toBe('success');
    const row = await paymentOf('pi_booked1');
    expect(row).toMatchObject({ booking_id: answer.id, provider: 'stripe', amount: priceCents, currency: 'usd', brand: 'mastercard', last4: '4444', status: 'succeeded' });
    const booking = (await app.db.query.bookings.findFirst({ where: eq(bookings.id, answer.id) }))!;
    expect(booking.payment_id).toBe(row.id);
    expect(booking.hold_expires_at).toBeNull();
  });

  test('refuses while the intent has not succeeded, or when it was paid for another amount, and leaves the slot free', async () => {
    const slot = await nextSlot();
    stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_unpaid', amount: priceCents, currency: 'usd', status: 'requires_payment_method', lastError: 'Your card was declined.' });
    stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_too_little', amount: 50, currency: 'usd', status: 'succeeded' });
    const unpaid = await payment(app, token, body(slot, { paymentIntentId: 'pi_unpaid' }));
    expect(unpaid.status).toBe(402);
    expect(await unpaid.json()).toEqual({ result: 'error', status: 'Your card was declined.' });
    const tooLittle = await payment(app, token, body(slot, { paymentIntentId: 'pi_too_little' }));
    expect(tooLittle.status).toBe(402);
    expect(await tooLittle.json()).toEqual({ result: 'error', status: 'This payment does not match the price of the consultation.' });
    const live = await app.db.all<{ n: number }>(sql`select count(*) as n from bookings where vendor_listing_id = ${listingId} and slot = ${slot} and status = 0`);
    expect(live[0]!.n).toBe(0);
    // Once the intent is paid, the same slot books.
    stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_unpaid', amount: priceCents, currency: 'usd', status: 'succeeded' });
    const paid = await payment(app, token, body(slot, { paymentIntentId: 'pi_unpaid' }));
    expect(paid.status).toBe(200);
  });

  test('refuses a body without a PaymentIntent, and a paid PaymentIntent shown again for another slot', async () => {
    const missing = await payment(app, token, body(await nextSlot(), { payment: CARD }));
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { field: string }).field).toBe('paymentIntentId');
    const { intentId } = await paidBooking();
    const before = await countRows(app, bookings);
    const again = await payment(app, token, body(await nextSlot(), { paymentIntentId: intentId }));
    expect(again.status).toBe(409);
    expect(await countRows(app, bookings)).toBe(before);
  });

  test('a card authorised in the browser is taken only once the slot is held', async () => {
    const slot = await nextSlot();
    stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_authorised', amount: priceCents, currency: 'usd', status: 'requires_capture', brand: 'visa', last4: '1881' });
    const res = await payment(app, token, body(slot, { paymentIntentId: 'pi_authorised' }));
    expect(res.status).toBe(200);
    expect(stub.intents.get('pi_authorised')!.status).toBe('succeeded');
    expect(await paymentOf('pi_authorised')).toMatchObject({ status: 'succeeded', brand: 'visa', last4: '1881', amount: priceCents });
  });

  test('when the slot went to someone else in the meantime, the authorisation is given back and nothing is taken', async () => {
    const { slot } = await paidBooking();
    stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_too_late', amount: priceCents, currency: 'usd', status: 'requires_capture' });
    const before = await countRows(app, bookings);
    const res = await payment(app, token, body(slot, { paymentIntentId: 'pi_too_late' }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { status: string }).status).toMatch(/no longer available/);
    expect(stub.intents.get('pi_too_late')!.status).toBe('canceled');
    expect(stub.requests.some((r) => r.path === '/v1/payment_intents/pi_too_late/capture')).toBe(false);
    expect(await countRows(app, bookings)).toBe(before);
  });

  test('a booking refused for another reason (not their pet) gives the authorisation back too', async () => {
    stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_bad_pet', amount: priceCents, currency: 'usd', status: 'requires_capture' });
    const res = await payment(app, token, body(await nextSlot(), { paymentIntentId: 'pi_bad_pet', pet: 999_999 }));
    expect(res.status).toBe(422);
    expect(stub.intents.get('pi_bad_pet')!.status).toBe('canceled');
  });

  test("another person's authorised payment is refused, and neither taken nor given back", async () => {
    const slot = await nextSlot();
    stub.setIntent({ metadata: { booked_by: 'user:999999' }, id: 'pi_someone_else', amount: priceCents, currency: 'usd', status: 'requires_capture' });
    const res = await payment(app, token, body(slot, { paymentIntentId: 'pi_someone_else' }));
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ result: 'error', status: 'This payment was not made by you.' });
    expect(stub.intents.get('pi_someone_else')!.status).toBe('requires_capture');
    const live = await app.db.all<{ n: number }>(sql`select count(*) as n from bookings where vendor_listing_id = ${listingId} and slot = ${slot} and status in (0, 1)`);
    expect(live[0]!.n).toBe(0);
  });

  test("a practice pays for its customer's booking with its own authorised payment, never with the customer's", async () => {
    const vet = await apiLogin(app, 'vet@example.com', 'vendor');
    const vetLogin = (await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, 'vet@example.com') }))!;
    const owner = await userByEmail(app, 'owner@example.com');
    const forCustomer = (slot: string, paymentIntentId: string) => ({ ...body(slot, { paymentIntentId }), user_id: owner.id });

    stub.setIntent({ metadata: { booked_by: payer }, id: 'pi_customers_own', amount: priceCents, currency: 'usd', status: 'requires_capture' });
    const refused = await payment(app, vet, forCustomer(await nextSlot(), 'pi_customers_own'));
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ result: 'error', status: 'This payment was not made by you.' });
    expect(stub.intents.get('pi_customers_own')!.status).toBe('requires_capture');

    stub.setIntent({ metadata: { booked_by: `vendor:${vetLogin.id}` }, id: 'pi_practice', amount: priceCents, currency: 'usd', status: 'requires_capture' });
    const booked = await payment(app, vet, forCustomer(await nextSlot(), 'pi_practice'));
    expect(booked.status).toBe(200);
    expect(stub.intents.get('pi_practice')!.status).toBe('succeeded');
    expect(await paymentOf('pi_practice')).toMatchObject({ status: 'succeeded', user_id: owner.id });
  });
});

describe(`POST ${WEBHOOK}`, () => {
  test('a bad or missing signature is refused with 400 and nothing is written', async () => {
    const { intentId } = await paidBooking();
    const before = await paymentOf(intentId);
    const payload = event('evt_forged', 'charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: intentId, refunded: true, amount_refunded: priceCents });
    const forged = await webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_not_ours' });
    for (const signature of [forged, 't=1,v1=00', null]) {
      const res = await deliver(payload, signature);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toBe('Invalid webhook signature');
    }
    // A body changed after signing fails too.
    const signed = await webhooks.generateTestHeaderStringAsync({ payload, secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET });
    expect((await deliver(payload.replace(`"amount_refunded":${priceCents}`, '"amount_refunded":1'), signed)).status).toBe(400);
    expect(await countRows(app, stripe_events)).toBe(0);
    expect(await paymentOf(intentId)).toEqual(before);
  });

  test('a signed charge.refunded marks the payment refunded; Stripe sends no Origin, so the cross-site check lets it through', async () => {
    const { intentId } = await paidBooking();
    const payload = event('evt_refund_1', 'charge.refunded', { id: 'ch_r1', object: 'charge', payment_intent: intentId, refunded: true, amount_refunded: priceCents });
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded', refunded_amount: priceCents });
    // A browser posting from another site (it would carry an Origin) is still refused.
    const other = event('evt_refund_x', 'charge.refunded', { id: 'ch_r1', object: 'charge', payment_intent: intentId, refunded: true, amount_refunded: priceCents });
    expect((await deliver(other, undefined, { origin: 'https://evil.example' })).status).toBe(403);
  });

  test('the same event delivered twice has one effect: the second is acknowledged and writes nothing', async () => {
    const { intentId } = await paidBooking();
    const half = Math.round(priceCents / 2);
    const partial = event('evt_partial', 'charge.refunded', { id: 'ch_p', object: 'charge', payment_intent: intentId, refunded: false, amount_refunded: half });
    expect(await (await deliver(partial)).json()).toEqual({ received: true });
    const first = await paymentOf(intentId);
    expect(first).toMatchObject({ status: 'succeeded', refunded_amount: half });
    offsetMs += 60_000;
    const again = await deliver(partial);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await paymentOf(intentId)).toEqual(first);
    const rows = await app.db.select().from(stripe_events).where(eq(stripe_events.id, 'evt_partial'));
    expect(rows).toHaveLength(1);
  });

  test('a payment only moves forward: a failed attempt does not undo a paid intent, a late partial refund does not undo a full one', async () => {
    const { intentId } = await paidBooking();
    const failed = event('evt_failed_late', 'payment_intent.payment_failed', { id: intentId, object: 'payment_intent', status: 'requires_payment_method' });
    expect((await deliver(failed)).status).toBe(200);
    expect((await paymentOf(intentId)).status).toBe('succeeded');
    const full = event('evt_full', 'charge.refunded', { id: 'ch_f', object: 'charge', payment_intent: intentId, refunded: true, amount_refunded: priceCents });
    const partial = event('evt_partial_late', 'charge.refunded', { id: 'ch_f', object: 'charge', payment_intent: intentId, refunded: false, amount_refunded: 100 });
    await deliver(full);
    await deliver(partial);
    expect(await paymentOf(intentId)).toMatchObject({ status: 'refunded', refunded_amount: priceCents });
  });

  test('events about other things, or payments this app does not know, are acknowledged and recorded once', async () => {
    const res = await deliver(event('evt_customer', 'customer.created', { id: 'cus_1', object: 'customer' }));
    expect(res.status).toBe(200);
    const unknown = await deliver(event('evt_unknown_pi', 'payment_intent.succeeded', { id: 'pi_not_ours', object: 'payment_intent' }));
    expect(unknown.status).toBe(200);
    expect(await app.db.query.payments.findFirst({ where: eq(payments.reference, 'pi_not_ours') })).toBeUndefined();
  });
});

describe('Content-Security-Policy and the webhook by provider', () => {
  test('with PAYMENTS=stripe the policy lets Stripe.js load, frame and call its API', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
  });

  test('with the sandbox the policy names no Stripe host, and the webhook does not exist', async () => {
    const sandbox = await createTestApp({ seed: false });
    try {
      const res = await sandbox.request('/healthz');
      expect(res.headers.get('content-security-policy')).not.toContain('stripe');
      const payload = event('evt_sb', 'charge.refunded', { id: 'ch', object: 'charge' });
      const hook = await sandbox.request(WEBHOOK, { method: 'POST', body: payload, headers: { 'stripe-signature': 't=1,v1=00' } });
      expect(hook.status).toBe(404);
    } finally {
      sandbox.close();
    }
  });
});
