import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API on 127.0.0.1, enough for the PaymentIntents the app
 * uses. It records every request the stripe library makes (method, path, headers, form
 * body) so a test can assert what was sent, and lets the test say what each intent is.
 */
export interface StubIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  brand?: string;
  last4?: string;
  lastError?: string;
  metadata?: Record<string, string>;
  captureMethod?: 'automatic' | 'manual';
  /** Stripe's answer to a capture of this intent, when it refuses one that looked capturable. */
  captureError?: string;
  /** A card kept for later (a no-show fee): its Customer, payment method and `setup_future_usage`. */
  customer?: string;
  paymentMethod?: string;
  setupFutureUsage?: 'off_session';
}

/** The kept payment method whose off-session charges Stripe declines (as its test card 4000000000000341 does). */
export const DECLINED_LATER_METHOD = 'pm_card_chargeDeclined';

export interface StubRequest {
  method: string;
  path: string;
  headers: Headers;
  /** The form-encoded body (or the query string of a GET), as flat key/value pairs. */
  params: Record<string, string>;
}

export const STRIPE_TEST_ENV = {
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_stub',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_stub',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_stub',
};

function intentJson(intent: StubIntent) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: `${intent.id}_secret_stub`,
    capture_method: intent.captureMethod ?? 'automatic',
    metadata: intent.metadata ?? {},
    customer: intent.customer ?? null,
    payment_method: intent.paymentMethod ?? null,
    setup_future_usage: intent.setupFutureUsage ?? null,
    last_payment_error: intent.lastError ? { message: intent.lastError } : null,
    latest_charge:
      intent.status === 'succeeded'
        ? { id: `ch_${intent.id.slice(3)}`, object: 'charge', payment_method_details: { type: 'card', card: { brand: intent.brand ?? 'visa', last4: intent.last4 ?? '4242' } } }
        : null,
  };
}

/** A form body or query string as flat key/value pairs. */
const formParams = (text: string) => Object.fromEntries(new URLSearchParams(text));

/** Stripe's API as far as the app uses it; node:http, so both bun test and Playwright (Node) can run it. */
export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;

/** A PaymentIntent as the app created it: what was asked for, in minor units and lower-case ISO 4217. */
export interface CreatedIntent {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export async function startStripeStub() {
  const requests: StubRequest[] = [];
  const created: CreatedIntent[] = [];
  const intents = new Map<string, StubIntent>();
  let next = 0;
  // Ids are unique across stubs too, as Stripe's are: tests that share a database meet earlier runs' payments.
  const run = Math.random().toString(36).slice(2, 10);

  function answer(method: string, path: string, params: Record<string, string>): { status?: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const metadata = Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      // Confirmed at once off-session (a kept card charged without its owner): paid, or Stripe's card error.
      const offSession = params.confirm === 'true' && params.off_session === 'true';
      if (offSession && params.payment_method === DECLINED_LATER_METHOD) {
        return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } };
      }
      const intent: StubIntent = {
        id: `pi_stub${run}${++next}`,
        amount: Number(params.amount),
        currency: params.currency ?? 'usd',
        status: offSession ? 'succeeded' : 'requires_payment_method',
        metadata,
        captureMethod: params.capture_method === 'manual' ? 'manual' : 'automatic',
        customer: params.customer,
        paymentMethod: params.payment_method,
        setupFutureUsage: params.setup_future_usage === 'off_session' ? 'off_session' : undefined,
      };
      intents.set(intent.id, intent);
      created.push({ id: intent.id, amount: intent.amount, currency: intent.currency, metadata });
      return { body: intentJson(intent) };
    }
    const missing = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
    const retrieve = path.match(/^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/);
    if (method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1]!);
      return intent ? { body: intentJson(intent) } : missing;
    }
    const action = path.match(/^\/v1\/payment_intents\/([A-Za-z0-9_]+)\/(capture|cancel)$/);
    if (method === 'POST' && action) {
      const intent = intents.get(action[1]!);
      if (!intent) return missing;
      if (action[2] === 'capture' && intent.captureError) {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_expired_for_capture', message: intent.captureError } } };
      }
      if (intent.status !== 'requires_capture') {
        const message = `This PaymentIntent could not be ${action[2] === 'capture' ? 'captured' : 'canceled'} because it has a status of ${intent.status}.`;
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } } };
      }
      intent.status = action[2] === 'capture' ? 'succeeded' : 'canceled';
      return { body: intentJson(intent) };
    }
    if (method === 'POST' && path === '/v1/customers') {
      return { body: { id: `cus_stub${run}${++next}`, object: 'customer', metadata: {} } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return { body: { id: `re_stub${run}${++next}`, object: 'refund', amount: Number(params.amount), payment_intent: params.payment_intent, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const params = formParams(method === 'GET' ? url.search : text);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      requests.push({ method, path: url.pathname, headers, params });
      const { status = 200, body } = answer(method, url.pathname, params);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    /** Every PaymentIntent the app created, oldest first (e.g. `{ currency: 'gbp', amount: 4000 }` for City Cat's £40). */
    created,
    /** An intent as if the browser had already confirmed it (or not) with Stripe. */
    setIntent(intent: StubIntent) {
      intents.set(intent.id, intent);
      return intent;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The stripe library keeps its connections alive; close would wait for them.
        server.closeAllConnections();
      }),
  };
}
