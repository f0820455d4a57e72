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
}

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
    last_payment_error: intent.lastError ? { message: intent.lastError } : null,
    latest_charge:
      intent.status === 'succeeded'
        ? { id: `ch_${intent.id.slice(3)}`, object: 'charge', payment_method_details: { type: 'card', card: { brand: intent.brand ?? 'visa', last4: intent.last4 ?? '4242' } } }
        : null,
  };
}

export function startStripeStub() {
  const requests: StubRequest[] = [];
  const intents = new Map<string, StubIntent>();
  let next = 0;
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : await req.text()));
      requests.push({ method: req.method, path: url.pathname, headers: req.headers, params });
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const metadata = Object.fromEntries(
          Object.entries(params)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        );
        const intent: StubIntent = {
          id: `pi_stub${++next}`,
          amount: Number(params.amount),
          currency: params.currency ?? 'usd',
          status: 'requires_payment_method',
          metadata,
          captureMethod: params.capture_method === 'manual' ? 'manual' : 'automatic',
        };
        intents.set(intent.id, intent);
        return Response.json(intentJson(intent));
      }
      const retrieve = url.pathname.match(/^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/);
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        if (!intent) return Response.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }, { status: 404 });
        return Response.json(intentJson(intent));
      }
      const action = url.pathname.match(/^\/v1\/payment_intents\/([A-Za-z0-9_]+)\/(capture|cancel)$/);
      if (req.method === 'POST' && action) {
        const intent = intents.get(action[1]!);
        if (!intent) return Response.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }, { status: 404 });
        if (action[2] === 'capture' && intent.captureError) {
          return Response.json({ error: { type: 'invalid_request_error', code: 'charge_expired_for_capture', message: intent.captureError } }, { status: 400 });
        }
        if (intent.status !== 'requires_capture') {
          const message = `This PaymentIntent could not be ${action[2] === 'capture' ? 'captured' : 'canceled'} because it has a status of ${intent.status}.`;
          return Response.json({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } }, { status: 400 });
        }
        intent.status = action[2] === 'capture' ? 'succeeded' : 'canceled';
        return Response.json(intentJson(intent));
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return Response.json({ id: `re_stub${++next}`, object: 'refund', amount: Number(params.amount), payment_intent: params.payment_intent, status: 'succeeded' });
      }
      return Response.json({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } }, { status: 404 });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    intents,
    /** An intent as if the browser had already confirmed it (or not) with Stripe. */
    setIntent(intent: StubIntent) {
      intents.set(intent.id, intent);
      return intent;
    },
    stop: () => server.stop(true),
  };
}
