import Stripe from 'stripe';
import type { ChargeRequest, ChargeResult, IntentRequest, PaymentEvent, PaymentLookup, PaymentsProvider, ProviderPaymentState, RefundResult, SavedCard, SavedChargeRequest } from './payments';

interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is reached; unset for api.stripe.com (a local stub in tests). */
  apiUrl?: string;
}

const NOT_PAID = 'Your payment has not been completed. Please try again.';
const MISMATCH = 'This payment does not match the price of the consultation.';
const NOT_YOURS = 'This payment was not made by you.';

/** The client's host, port and protocol from a URL such as http://127.0.0.1:12111. */
function addressOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/** A verified Stripe event, reduced to what the app records: which payment, and what became of it. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: event.type, reference: event.data.object.id, status: 'succeeded' };
    case 'payment_intent.payment_failed':
      return { id: event.id, type: event.type, reference: event.data.object.id, status: 'failed' };
    case 'charge.refunded': {
      const charge = event.data.object;
      const reference = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
      return { id: event.id, type: event.type, reference, status: charge.refunded ? 'refunded' : null, refundedAmount: charge.amount_refunded };
    }
    default:
      return { id: event.id, type: event.type, reference: null, status: null };
  }
}

/** What became of the browser's payment, for recovery after a crash: taken, only authorised, or nothing of this payer's. */
async function lookupIntent(stripe: Stripe, query: PaymentLookup): Promise<ProviderPaymentState> {
  if (!query.paymentIntentId) return { state: 'none' };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(query.paymentIntentId, { expand: ['latest_charge'] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return { state: 'none' };
    throw error;
  }
  // Someone else's payment was never this booking's.
  if (intent.metadata?.booked_by !== query.payer) return { state: 'none' };
  if (intent.status === 'requires_capture') return { state: 'authorised', reference: intent.id };
  if (intent.status !== 'succeeded') return { state: 'none' };
  const card = (typeof intent.latest_charge === 'object' ? intent.latest_charge : null)?.payment_method_details?.card;
  return { state: 'captured', reference: intent.id, brand: card?.brand ?? null, last4: card?.last4 ?? null };
}

/** The card an intent kept for later (`setup_future_usage`), when the owner agreed to it. */
function savedCardOf(intent: Stripe.PaymentIntent): SavedCard | null {
  const customer = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
  return intent.setup_future_usage === 'off_session' && customer && method ? { customer, paymentMethod: method } : null;
}

/** Charges a kept card without the owner: a new PaymentIntent confirmed off-session with the saved method; a decline is Stripe's card error. */
async function chargeSavedCard(stripe: Stripe, request: SavedChargeRequest): Promise<ChargeResult> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency,
        customer: request.card.customer,
        payment_method: request.card.paymentMethod,
        off_session: true,
        confirm: true,
        description: request.description,
        metadata: request.metadata,
        expand: ['latest_charge'],
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (intent.status !== 'succeeded') return { ok: false, message: intent.last_payment_error?.message ?? NOT_PAID };
    const card = (typeof intent.latest_charge === 'object' ? intent.latest_charge : null)?.payment_method_details?.card;
    return { ok: true, reference: intent.id, brand: card?.brand ?? null, last4: card?.last4 ?? null };
  } catch (error) {
    // A decline (or a card that needs its owner present) is Stripe's card error; the network and keys are ours.
    if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * Stripe PaymentIntents, authorised in the browser and captured by the server. The server
 * creates the intent for the listing's price with manual capture; the browser's Payment Element
 * takes the card (it never reaches this server) and authorises it; `charge` checks that the
 * intent the browser names is for this person, in full, in the right currency, and captures it
 * once the slot is held. When the slot is gone, `release` cancels the authorisation, so nobody
 * pays for a booking they did not get.
 */
export function stripePayments(options: StripeOptions): PaymentsProvider & Required<Pick<PaymentsProvider, 'createIntent' | 'release' | 'verifyEvent' | 'lookup'>> {
  const stripe = new Stripe(options.secretKey, { ...addressOf(options.apiUrl), maxNetworkRetries: 2, telemetry: false });

  return {
    name: 'stripe',

    async createIntent(request: IntentRequest) {
      // A card kept for a no-show fee belongs to a Customer: one made for this payment, under its own key.
      const customer = request.keepCard
        ? (await stripe.customers.create({ metadata: { booked_by: request.metadata.booked_by ?? '' } }, { idempotencyKey: `customer:${request.idempotencyKey}` })).id
        : undefined;
      const keep = customer ? { customer, setup_future_usage: 'off_session' as const } : {};
      const intent = await stripe.paymentIntents.create(
        { amount: request.amount, currency: request.currency, capture_method: 'manual', allowed_payment_method_types: ['card'], metadata: request.metadata, ...keep },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!request.paymentIntentId) return { ok: false, message: NOT_PAID };
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(request.paymentIntentId, { expand: ['latest_charge'] });
      } catch (error) {
        // An unknown intent id is the caller's mistake; anything else (network, keys) is ours and is thrown.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { ok: false, message: NOT_PAID };
        throw error;
      }
      if (intent.metadata?.booked_by !== request.payer) return { ok: false, message: NOT_YOURS };
      if (intent.amount !== request.amount || intent.currency !== request.currency) return { ok: false, message: MISMATCH };
      if (intent.status === 'requires_capture') {
        try {
          intent = await stripe.paymentIntents.capture(intent.id, { expand: ['latest_charge'] }, { idempotencyKey: `capture:${request.idempotencyKey}` });
        } catch (error) {
          // The authorisation ran out or was cancelled: Stripe says why.
          if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message };
          throw error;
        }
      }
      if (intent.status !== 'succeeded') return { ok: false, message: intent.last_payment_error?.message ?? NOT_PAID };
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const card = charge?.payment_method_details?.card;
      return { ok: true, reference: intent.id, brand: card?.brand ?? null, last4: card?.last4 ?? null, ...(request.keepCard ? { saved: savedCardOf(intent) } : {}) };
    },

    chargeSaved: (request: SavedChargeRequest) => chargeSavedCard(stripe, request),

    async release(paymentIntentId: string, payer: string): Promise<boolean> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
      // Only the payer's own authorisation, and only one still waiting to be taken.
      if (intent.metadata?.booked_by !== payer || intent.status !== 'requires_capture') return false;
      await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `release:${intent.id}` });
      return true;
    },

    lookup: (query: PaymentLookup) => lookupIntent(stripe, query),

    async refund(reference: string, amount: number, idempotencyKey: string): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create({ payment_intent: reference, amount }, { idempotencyKey });
        return { ok: true, reference: refund.id, amount: refund.amount };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.type !== 'StripeConnectionError' && error.type !== 'StripeAPIError') {
          return { ok: false, message: error.message };
        }
        throw error;
      }
    },

    async verifyEvent(payload: string, signature: string): Promise<PaymentEvent> {
      // The async form: under Bun the library signs with Web Crypto, which has no synchronous API.
      return paymentEventOf(await stripe.webhooks.constructEventAsync(payload, signature, options.webhookSecret));
    },
  };
}
