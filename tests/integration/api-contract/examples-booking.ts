import Stripe from 'stripe';
import { CARD, slotTaker } from '../../helpers/booking';
import { apiLogin, bearer } from '../../helpers/accounts';
import { STRIPE_TEST_ENV } from '../../helpers/stripe-stub';
import type { ContractContext, Example } from './context';

const VIDEO = 4000;

/** A booking of owner2's pet on Dr. Patel's video consultation, paid with the sandbox card. */
export async function bookAs(ctx: ContractContext, extra: Record<string, unknown> = {}) {
  const slot = await (ctx.nextSlot ??= slotTaker(ctx.app, ctx.patel, VIDEO))();
  return ctx.call('POST', '/api/payment', ctx.tokens.owner2, { vendor_listing_id: ctx.patel, type: VIDEO, slot, pet: ctx.owner2Pet, info: { summary: 'Limping' }, payment: CARD, telehealth_consent: 1, ...extra });
}

/** Booking, payment and the Stripe calls (on an app with PAYMENTS=stripe against the stub). */
export const bookingExamples: Record<string, Example> = {
  'POST /api/payment': async (ctx) => [await bookAs(ctx), await bookAs(ctx, { slot: '2020-01-01T00:00:00.000Z' }), await ctx.call('POST', '/api/payment', null, {})],
  'POST /api/appointments/{id}/reschedule': async (ctx) => {
    const { id } = (await (await bookAs(ctx)).json()) as { id: number };
    const slot = await ctx.nextSlot!();
    return [
      await ctx.call('POST', `/api/appointments/${id}/reschedule`, ctx.tokens.owner, { slot }),
      await ctx.call('POST', `/api/appointments/${id}/reschedule`, ctx.tokens.owner2, { slot, tz: 'Europe/Paris' }),
      await ctx.call('POST', `/api/appointments/${id}/reschedule`, ctx.tokens.owner2, { slot: '' }),
    ];
  },
  'POST /api/payment/intent': async (ctx) => {
    const { app } = await ctx.stripe();
    const token = await apiLogin(app, 'owner2@example.com');
    const slot = await slotTaker(app, ctx.patel, VIDEO)();
    const intent = (json: unknown) => app.request('/api/payment/intent', { method: 'POST', json, headers: bearer(token) });
    return [await intent({ vendor_listing_id: ctx.patel, type: VIDEO, slot }), await intent({ vendor_listing_id: ctx.patel, type: VIDEO })];
  },
  'POST /api/payments/stripe/webhook': async (ctx) => {
    const { app } = await ctx.stripe();
    const payload = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, object: 'event', type: 'charge.updated', api_version: '2026-10-28.endive', created: 1_790_000_000, data: { object: {} } });
    const signature = await new Stripe('sk_test_unused').webhooks.generateTestHeaderStringAsync({ payload, secret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET });
    const deliver = (sig: string) => app.request('/api/payments/stripe/webhook', { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': sig } });
    return [await deliver(signature), await deliver('t=1,v1=forged')];
  },
  'GET /api/public/listings/{id}/cancel-policy': async ({ call, patel }) => [
    await call('GET', `/api/public/listings/${patel}/cancel-policy?type=${VIDEO}&slot=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`, null),
    await call('GET', `/api/public/listings/${patel}/cancel-policy?type=${VIDEO}&slot=soon`, null),
    await call('GET', `/api/public/listings/999999/cancel-policy?type=${VIDEO}&slot=2026-12-01T14:30:00.000Z`, null),
  ],
  'GET /api/booking/customers': async ({ call, tokens }) => [
    await call('GET', '/api/booking/customers?email=owner%40example.com', tokens.vet),
    await call('GET', '/api/booking/customers?email=nope', tokens.vet),
    await call('GET', '/api/booking/customers?email=owner%40example.com', tokens.owner),
  ],
  'POST /api/booking/customers': async ({ call, tokens }) => [
    await call('POST', '/api/booking/customers', tokens.vet, { first_name: 'Cora', last_name: 'Walkin', email: `walkin-${Date.now()}@example.com`, phone: '5550107788' }),
    await call('POST', '/api/booking/customers', tokens.vet, { first_name: 'Cora', last_name: 'Walkin', email: 'bad', phone: '5550107788' }),
  ],
  'GET /api/reports': async ({ call, tokens }) => [await call('GET', '/api/reports', tokens.vet), await call('GET', '/api/reports', tokens.admin), await call('GET', '/api/reports?from=yesterday', tokens.vet), await call('GET', '/api/reports', null)],
};
