import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { loginRedirect, redirectTo } from '../../plugins/redirects';
import { AppError, unprocessable } from '../../lib/errors';
import { IntentBody, PaymentBody } from './booking.model';
import { createPaymentIntent } from './booking.payment-intent';
import { placeBooking, type Placed } from './booking.place';
import { receiveStripeWebhook } from './booking.webhook';
import { policyForChosenTime, wizardFor, type WizardQuery } from './booking.wizard';
import { BookPage } from './views/BookPage';
import { requestTarget } from '../../lib/request-url';
import { siteOrigin } from '../../lib/site-url';
import { CLIENT_IP } from './booking.telehealth-port';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{8,100}$/;

/** `POST /api/payment`'s own bodies (spec §7), refusals included: {result, status} rather than the errors plugin's {msg}. */
async function paymentAnswer(place: () => Promise<Placed>, set: { status?: number | string }) {
  try {
    const placed = await place();
    if ('pending' in placed) {
      set.status = 202;
      return { result: 'pending' as const, ...placed.pending };
    }
    set.status = 200;
    return { result: 'success' as const, id: placed.booked };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    set.status = error.status;
    return error.field ? { result: 'error' as const, status: error.message, field: error.field } : { result: 'error' as const, status: error.message };
  }
}

const WizardQueryParams = t.Object({
  practice: t.Optional(t.Numeric({ error: 'practice must be a practice id' })),
  listing: t.Optional(t.Numeric()),
  type: t.Optional(t.Numeric()),
  slot: t.Optional(t.String({ maxLength: 40 })),
  tz: t.Optional(t.String({ maxLength: 64 })),
  stage: t.Optional(t.Numeric()),
  offer: t.Optional(t.Numeric()),
});

const ChosenTimeParams = t.Object({ id: t.Numeric({ minimum: 1, error: 'id must be a listing id' }) });
const ChosenTimeQuery = t.Object({
  type: t.Numeric({ error: 'type must be a consultation type code (2000, 4000, 5000 or 6000)' }),
  slot: t.String({ format: 'date-time', error: 'slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z' }),
});

/** Booking and payment (spec §7 `POST /api/payment`) and the wizard page. */
export const bookingRoutes = (deps: AppDeps) =>
  featureRoutes('booking-routes', deps)
    .post(
      '/api/payment',
      async ({ user, body, request, set, tenant, clientIp }) => {
        const header = request.headers.get('idempotency-key') ?? undefined;
        if (header !== undefined && !IDEMPOTENCY_KEY.test(header)) {
          throw unprocessable('Idempotency-Key must be 8–100 letters, digits, _ : . or -', 'Idempotency-Key');
        }
        // The telehealth consent is kept with the address it was accepted from.
        Object.assign(body, { [CLIENT_IP]: clientIp });
        return paymentAnswer(() => placeBooking(deps, user, body, header, tenant.kind === 'site' ? tenant.website.vendor_id : null, siteOrigin(deps.config, tenant)), set);
      },
      {
        auth: true,
        body: PaymentBody,
        detail: {
          summary: 'Books a slot and pays for it: {result: "success", id} or {result: "error", status}',
          description:
            'The person comes from the session and the price from the listing. Send Idempotency-Key (header or idempotencyKey) to make a retry safe. ' +
            'A practice books its own customer by user_id or customer_email; for a person who is not yet its customer it answers 202 ' +
            '{result: "pending", status, display_name}: they get an e-mail to accept, and nothing is booked or charged before they do (payment must be waived).',
          tags: ['booking'],
        },
      },
    )
    .post('/api/payment/intent', ({ user, body }) => createPaymentIntent(deps, user, body), {
      auth: true,
      body: IntentBody,
      detail: {
        summary: "Starts a card payment in Stripe's Payment Element: {clientSecret, publishableKey, amount}",
        description: 'The amount is the listing\'s price; the slot must still be free. Only with PAYMENTS=stripe.',
        tags: ['booking'],
      },
    })
    .post(
      '/api/payments/stripe/webhook',
      // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed first.
      async ({ request }) => receiveStripeWebhook(deps, await request.text(), request.headers.get('stripe-signature')),
      {
        parse: 'none',
        detail: { summary: 'Stripe webhook: signed events update payments, each event id once', tags: ['booking'] },
      },
    )
    .get('/api/public/listings/:id/cancel-policy', ({ params, query, principal }) => policyForChosenTime(deps, principal, { listingId: params.id, type: query.type, slot: query.slot }), {
      params: ChosenTimeParams,
      query: ChosenTimeQuery,
      detail: { summary: "A listing's cancellation policy for one chosen time, as said before paying", tags: ['booking'] },
    })
    .get(
      '/book',
      async ({ tenant, principal, query, request, set }) => {
        if (!principal) {
          // On a practice site owners sign in there; on the main host practices, and owners who chose a practice in the search.
          const owner = tenant.kind === 'site' || query.practice !== undefined || query.listing !== undefined;
          const login = tenant.kind === 'site' ? '/login' : owner ? '/login/' : '/vendor/login';
          return redirectTo(set, loginRedirect(login, requestTarget(request)));
        }
        const wizard = await wizardFor(deps, tenant, principal, query as WizardQuery);
        return <BookPage tenant={tenant} principal={principal} wizard={wizard} />;
      },
      { query: WizardQueryParams },
    );
