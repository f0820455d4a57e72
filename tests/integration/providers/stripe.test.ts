import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import Stripe from 'stripe';
import { stripePayments } from '../../../src/providers/payments/stripe';
import { startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../../helpers/stripe-stub';

let stub: StripeStub;
let payments: ReturnType<typeof stripePayments>;

beforeAll(async () => {
  stub = await startStripeStub();
  // The library's own HTTP client, with the API host pointed at the local stand-in.
  payments = stripePayments({ secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY, webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET, apiUrl: stub.url });
});
afterAll(() => stub.stop());
beforeEach(() => {
  stub.requests.length = 0;
});

const request = { amount: 4500, currency: 'usd' as const, idempotencyKey: 'user:1:attempt-1', description: 'Booking #1', payer: 'user:1' };
/** What createIntent records on every intent: who it is for. */
const mine = { booked_by: 'user:1' };

describe('Stripe payments adapter', () => {
  test('creates a PaymentIntent for the amount it is given, with the secret key and the idempotency key, and returns the client secret', async () => {
    const intent = await payments.createIntent({ amount: 4500, currency: 'usd', idempotencyKey: 'intent:user:1:abc12345', metadata: { vendor_listing_id: '7', slot: '2026-12-01T14:30:00.000Z', booked_by: 'user:1' } });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toBe(`${intent.id}_secret_stub`);
    expect(stub.requests).toHaveLength(1);
    const sent = stub.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.params.amount).toBe('4500');
    expect(sent.params.currency).toBe('usd');
    expect(sent.params['metadata[vendor_listing_id]']).toBe('7');
    expect(sent.params['allowed_payment_method_types[0]']).toBe('card');
    // Authorised in the browser, taken by the server once the slot is held.
    expect(sent.params.capture_method).toBe('manual');
    expect(sent.headers.get('idempotency-key')).toBe('intent:user:1:abc12345');
    expect(sent.headers.get('authorization')).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);
  });

  test('a charge succeeds for a succeeded intent of the same amount and currency, with the brand and last four of its charge', async () => {
    stub.setIntent({ id: 'pi_paid1', amount: 4500, currency: 'usd', status: 'succeeded', metadata: mine, brand: 'mastercard', last4: '4444' });
    const result = await payments.charge({ ...request, paymentIntentId: 'pi_paid1' });
    expect(result).toEqual({ ok: true, reference: 'pi_paid1', brand: 'mastercard', last4: '4444' });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/payment_intents/pi_paid1']);
    expect(stub.requests[0]!.params['expand[0]']).toBe('latest_charge');
  });

  test('a charge is refused when the intent was paid for a different amount or currency', async () => {
    stub.setIntent({ id: 'pi_cheap', amount: 100, currency: 'usd', status: 'succeeded', metadata: mine });
    stub.setIntent({ id: 'pi_euro', amount: 4500, currency: 'eur', status: 'succeeded', metadata: mine });
    for (const id of ['pi_cheap', 'pi_euro']) {
      const result = await payments.charge({ ...request, paymentIntentId: id });
      expect(result).toEqual({ ok: false, message: 'This payment does not match the price of the consultation.' });
    }
  });

  test("a charge is refused while the intent has not succeeded, with Stripe's message when it has one", async () => {
    stub.setIntent({ id: 'pi_open', amount: 4500, currency: 'usd', status: 'requires_payment_method', metadata: mine });
    stub.setIntent({ id: 'pi_declined', amount: 4500, currency: 'usd', status: 'requires_payment_method', metadata: mine, lastError: 'Your card was declined.' });
    stub.setIntent({ id: 'pi_processing', amount: 4500, currency: 'usd', status: 'processing', metadata: mine });
    expect(await payments.charge({ ...request, paymentIntentId: 'pi_open' })).toEqual({ ok: false, message: 'Your payment has not been completed. Please try again.' });
    expect(await payments.charge({ ...request, paymentIntentId: 'pi_declined' })).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(await payments.charge({ ...request, paymentIntentId: 'pi_processing' })).toMatchObject({ ok: false });
  });

  test('a charge naming an intent Stripe does not know, or none at all, is refused', async () => {
    expect(await payments.charge({ ...request, paymentIntentId: 'pi_unknown' })).toMatchObject({ ok: false });
    expect(await payments.charge(request)).toMatchObject({ ok: false });
    // Raw card fields are never sent to Stripe from the server.
    await payments.charge({ ...request, card: { number: '4242424242424242', name: 'Pat', cvc: '123', expiry: '2099-12' } });
    expect(stub.requests.some((r) => JSON.stringify(r.params).includes('4242424242424242'))).toBe(false);
  });

  test('a refund names the PaymentIntent and the amount, with the idempotency key', async () => {
    const result = await payments.refund('pi_paid1', 2000, 'refund:booking:1');
    // What Stripe says it refunded is what the app records (a partial refund under a cancellation policy).
    expect(result).toMatchObject({ ok: true, amount: 2000 });
    const sent = stub.requests.at(-1)!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/refunds');
    expect(sent.params).toMatchObject({ payment_intent: 'pi_paid1', amount: '2000' });
    expect(sent.headers.get('idempotency-key')).toBe('refund:booking:1');
  });

  test('an authorised intent is captured by the charge, once, with an idempotency key of its own', async () => {
    stub.setIntent({ id: 'pi_held1', amount: 4500, currency: 'usd', status: 'requires_capture', metadata: mine, brand: 'visa', last4: '1881' });
    const result = await payments.charge({ ...request, paymentIntentId: 'pi_held1' });
    expect(result).toEqual({ ok: true, reference: 'pi_held1', brand: 'visa', last4: '1881' });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/payment_intents/pi_held1', 'POST /v1/payment_intents/pi_held1/capture']);
    expect(stub.requests[1]!.headers.get('idempotency-key')).toBe('capture:user:1:attempt-1');
    expect(stub.intents.get('pi_held1')!.status).toBe('succeeded');
  });

  test("another person's intent is neither taken nor released", async () => {
    stub.setIntent({ id: 'pi_theirs', amount: 4500, currency: 'usd', status: 'requires_capture', metadata: { booked_by: 'user:2' } });
    stub.setIntent({ id: 'pi_nobodys', amount: 4500, currency: 'usd', status: 'requires_capture' });
    for (const id of ['pi_theirs', 'pi_nobodys']) {
      expect(await payments.charge({ ...request, paymentIntentId: id })).toEqual({ ok: false, message: 'This payment was not made by you.' });
      expect(await payments.release(id, 'user:1')).toBe(false);
      expect(stub.intents.get(id)!.status).toBe('requires_capture');
    }
    expect(stub.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  test("a capture Stripe refuses (the authorisation was cancelled or ran out) is refused with Stripe's message", async () => {
    const captureError = 'The charge has expired and cannot be captured.';
    stub.setIntent({ id: 'pi_expired', amount: 4500, currency: 'usd', status: 'requires_capture', metadata: mine, captureError });
    expect(await payments.charge({ ...request, paymentIntentId: 'pi_expired' })).toEqual({ ok: false, message: captureError });
    stub.setIntent({ id: 'pi_canceled', amount: 4500, currency: 'usd', status: 'canceled', metadata: mine });
    expect(await payments.charge({ ...request, paymentIntentId: 'pi_canceled' })).toEqual({ ok: false, message: 'Your payment has not been completed. Please try again.' });
  });

  test('release cancels the payer’s own authorisation still waiting to be taken, and nothing else', async () => {
    stub.setIntent({ id: 'pi_release', amount: 4500, currency: 'usd', status: 'requires_capture', metadata: mine });
    expect(await payments.release('pi_release', 'user:1')).toBe(true);
    expect(stub.intents.get('pi_release')!.status).toBe('canceled');
    const cancel = stub.requests.find((r) => r.path === '/v1/payment_intents/pi_release/cancel')!;
    expect(cancel.headers.get('idempotency-key')).toBe('release:pi_release');
    // Taken already, cancelled already, or unknown: nothing to give back.
    stub.setIntent({ id: 'pi_taken', amount: 4500, currency: 'usd', status: 'succeeded', metadata: mine });
    for (const id of ['pi_taken', 'pi_release', 'pi_unknown']) expect(await payments.release(id, 'user:1')).toBe(false);
    expect(stub.intents.get('pi_taken')!.status).toBe('succeeded');
  });

  test("a webhook event signed with Stripe's test header is read; a wrong secret or a changed body is refused", async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_paid1', object: 'payment_intent' } } });
    const stripe = new Stripe('sk_test_unused');
    const good = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET });
    expect(await payments.verifyEvent(payload, good)).toEqual({ id: 'evt_1', type: 'payment_intent.succeeded', reference: 'pi_paid1', status: 'succeeded' });
    const forged = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: 'whsec_someone_else' });
    await expect(payments.verifyEvent(payload, forged)).rejects.toThrow();
    await expect(payments.verifyEvent(payload.replace('pi_paid1', 'pi_other'), good)).rejects.toThrow();
  });
});
