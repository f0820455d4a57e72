import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { stripePayments } from '../../../src/providers/payments/stripe';
import { DECLINED_LATER_METHOD, startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../../helpers/stripe-stub';

/* The card kept for a no-show fee: the intent that keeps it, and the fee charged to it off-session (against the local stand-in for Stripe). */

let stub: StripeStub;
let payments: ReturnType<typeof stripePayments>;

beforeAll(async () => {
  stub = await startStripeStub();
  payments = stripePayments({ secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY, webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET, apiUrl: stub.url });
});
afterAll(() => stub.stop());
beforeEach(() => {
  stub.requests.length = 0;
});

const mine = { booked_by: 'user:1' };
const card = { customer: 'cus_kept', paymentMethod: 'pm_kept' };

describe('Stripe: a card kept for a no-show fee', () => {
  test('with the owner’s consent the intent is made on a new Customer with setup_future_usage off_session; without it, neither', async () => {
    await payments.createIntent({ amount: 4500, currency: 'usd', idempotencyKey: 'intent:user:1:kept0001', metadata: mine, keepCard: true });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/payment_intents']);
    const [customer, intent] = stub.requests;
    expect(customer!.headers.get('idempotency-key')).toBe('customer:intent:user:1:kept0001');
    expect(intent!.params.customer).toStartWith('cus_');
    expect(intent!.params.setup_future_usage).toBe('off_session');
    expect(intent!.params.capture_method).toBe('manual');

    stub.requests.length = 0;
    await payments.createIntent({ amount: 4500, currency: 'usd', idempotencyKey: 'intent:user:1:notkept1', metadata: mine });
    expect(stub.requests.map((r) => r.path)).toEqual(['/v1/payment_intents']);
    expect(stub.requests[0]!.params.setup_future_usage).toBeUndefined();
    expect(stub.requests[0]!.params.customer).toBeUndefined();
  });

  test('the captured payment names the kept card when one was asked for', async () => {
    stub.setIntent({ id: 'pi_kept', amount: 4500, currency: 'usd', status: 'requires_capture', metadata: mine, customer: 'cus_1', paymentMethod: 'pm_1', setupFutureUsage: 'off_session' });
    const charged = await payments.charge({ amount: 4500, currency: 'usd', idempotencyKey: 'k-kept-1', description: 'Booking #1', payer: 'user:1', paymentIntentId: 'pi_kept', keepCard: true });
    expect(charged).toMatchObject({ ok: true, reference: 'pi_kept', saved: { customer: 'cus_1', paymentMethod: 'pm_1' } });
  });

  test('the fee is a new PaymentIntent confirmed off-session with the saved method, under the booking’s key', async () => {
    const result = await payments.chargeSaved({ amount: 2500, currency: 'gbp', idempotencyKey: 'no-show-fee-12', description: 'No-show fee, booking #12', card, metadata: { booking_id: '12', booked_by: 'user:1' } });
    expect(result).toMatchObject({ ok: true, last4: '4242' });
    expect(stub.requests).toHaveLength(1);
    const sent = stub.requests[0]!;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/payment_intents');
    expect(sent.params).toMatchObject({ amount: '2500', currency: 'gbp', customer: 'cus_kept', payment_method: 'pm_kept', off_session: 'true', confirm: 'true', 'metadata[booking_id]': '12' });
    expect(sent.params.capture_method).toBeUndefined();
    expect(sent.headers.get('idempotency-key')).toBe('no-show-fee-12');
  });

  test('a decline is an answer, not a throw: Stripe’s words, nothing taken', async () => {
    const result = await payments.chargeSaved({ amount: 2500, currency: 'usd', idempotencyKey: 'no-show-fee-13', description: 'No-show fee, booking #13', card: { ...card, paymentMethod: DECLINED_LATER_METHOD }, metadata: {} });
    expect(result).toEqual({ ok: false, message: 'Your card was declined.' });
  });
});
