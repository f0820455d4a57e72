import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { stripePayments } from '../../../src/providers/payments/stripe';
import { startStripeStub, STRIPE_TEST_ENV, type StripeStub } from '../../helpers/stripe-stub';

let stub: StripeStub;
let payments: ReturnType<typeof stripePayments>;

beforeAll(async () => {
  stub = await startStripeStub();
  payments = stripePayments({ secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY, webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET, apiUrl: stub.url });
});
afterAll(() => stub.stop());

const lookup = (paymentIntentId: string | null, payer = 'user:1') => payments.lookup({ idempotencyKey: 'user:1:k', paymentIntentId, payer });
const mine = { booked_by: 'user:1' };

describe('issue 20.5: Stripe tells recovery what became of a payment after a crash', () => {
  test('captured: the intent succeeded, with its card', async () => {
    stub.setIntent({ id: 'pi_lookup_ok', amount: 4500, currency: 'usd', status: 'succeeded', brand: 'mastercard', last4: '4444', metadata: mine });
    expect(await lookup('pi_lookup_ok')).toEqual({ state: 'captured', reference: 'pi_lookup_ok', brand: 'mastercard', last4: '4444' });
  });
  test('authorised: the intent waits to be captured', async () => {
    stub.setIntent({ id: 'pi_lookup_auth', amount: 4500, currency: 'usd', status: 'requires_capture', metadata: mine, captureMethod: 'manual' });
    expect(await lookup('pi_lookup_auth')).toEqual({ state: 'authorised', reference: 'pi_lookup_auth' });
  });
  test('nothing: no intent, an unknown one, a canceled one, or someone else’s', async () => {
    stub.setIntent({ id: 'pi_lookup_cancel', amount: 4500, currency: 'usd', status: 'canceled', metadata: mine });
    stub.setIntent({ id: 'pi_lookup_theirs', amount: 4500, currency: 'usd', status: 'succeeded', metadata: { booked_by: 'user:2' } });
    expect(await lookup(null)).toEqual({ state: 'none' });
    expect(await lookup('pi_unknown')).toEqual({ state: 'none' });
    expect(await lookup('pi_lookup_cancel')).toEqual({ state: 'none' });
    expect(await lookup('pi_lookup_theirs')).toEqual({ state: 'none' });
  });
});
