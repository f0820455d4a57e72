/** What a charge needs. Amounts are integer minor units of the currency; the amount always comes from the listing. */
export interface ChargeRequest {
  amount: number;
  /** ISO 4217, lower case as Stripe takes it ("usd", "gbp"). */
  currency: string;
  /** The same key twice charges once (a retried request, a double click). */
  idempotencyKey: string;
  description: string;
  /** Raw card fields, for the sandbox only; never stored or logged. */
  card?: { number: string; name: string; cvc: string; expiry: string };
  /** A confirmed Stripe PaymentIntent id, when the Payment Element took the card in the browser. */
  paymentIntentId?: string;
  /** Who pays ("user:12"): a payment the browser made is taken only for the person it was made for. */
  payer: string;
  /** The owner agreed to keep the card for a no-show fee: the result then names the kept card. */
  keepCard?: boolean;
}

/** A card kept with the provider for a later charge without the owner present (a no-show fee). */
export interface SavedCard {
  /** The provider's customer (Stripe cus_…; the sandbox's payer). */
  customer: string;
  /** The provider's payment method (Stripe pm_…; a sandbox token). */
  paymentMethod: string;
}

export type ChargeResult =
  | { ok: true; reference: string; brand: string | null; last4: string | null; saved?: SavedCard | null }
  | { ok: false; message: string };

/** A charge to a kept card, the owner not present (off-session): amount in minor units, once per key. */
export interface SavedChargeRequest {
  amount: number;
  currency: string;
  idempotencyKey: string;
  description: string;
  card: SavedCard;
  metadata: Record<string, string>;
}

/** `amount`: what the provider refunded under the key (the first request's amount when the key comes again). */
export type RefundResult = { ok: true; reference: string; amount: number } | { ok: false; message: string };

/** A payment the browser completes with the provider's own card form (Stripe's Payment Element). */
export interface IntentRequest {
  /** Integer minor units of the currency, from the listing. */
  amount: number;
  /** ISO 4217, lower case ("usd", "gbp"). */
  currency: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Keep the card for a later off-session charge (the owner agreed to a no-show fee). */
  keepCard?: boolean;
}

/** A provider's webhook event, reduced to what the app records: which charge, and what became of it. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The charge reference it is about (a PaymentIntent id), or null for events the app ignores. */
  reference: string | null;
  status: 'succeeded' | 'failed' | 'refunded' | null;
  /** Cents refunded so far, on refund events. */
  refundedAmount?: number;
}

/**
 * What the provider knows of a payment the app lost track of (a crash between holding a slot
 * and recording its charge): taken, only authorised (money held, not taken), or nothing.
 */
export type ProviderPaymentState =
  | { state: 'captured'; reference: string; brand: string | null; last4: string | null }
  | { state: 'authorised'; reference: string }
  | { state: 'none' };

/** Which payment recovery asks about: the charge's idempotency key, and the browser's payment if there was one. */
export interface PaymentLookup {
  idempotencyKey: string;
  paymentIntentId: string | null;
  payer: string;
}

/** Takes card payments and gives refunds. */
export interface PaymentsProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(chargeReference: string, amount: number, idempotencyKey: string): Promise<RefundResult>;
  /** Charges a kept card without the owner (off-session); a decline is `ok: false`, a fault a throw. */
  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult>;
  /** Providers whose card form runs in the browser: a payment for the server's amount, and the secret that form needs. */
  createIntent?(request: IntentRequest): Promise<{ id: string; clientSecret: string }>;
  /**
   * Providers whose browser payments are authorised first and taken by `charge`: gives back an
   * authorisation that no booking will take (the slot went to someone else). True when one was released.
   */
  release?(paymentIntentId: string, payer: string): Promise<boolean>;
  /** What became of a payment, for recovery after a crash; a throw when the provider cannot be asked now. */
  lookup?(query: PaymentLookup): Promise<ProviderPaymentState>;
  /** Providers that send webhooks: the verified event, or a throw when the signature does not hold. */
  verifyEvent?(payload: string, signature: string): Promise<PaymentEvent>;
}
