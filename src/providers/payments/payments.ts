/** What a charge needs. Amounts are integer cents; the amount always comes from the listing. */
export interface ChargeRequest {
  amount: number;
  currency: 'usd';
  /** The same key twice charges once (a retried request, a double click). */
  idempotencyKey: string;
  description: string;
  /** Raw card fields, for the sandbox only; never stored or logged. */
  card?: { number: string; name: string; cvc: string; expiry: string };
  /** A confirmed Stripe PaymentIntent id, when the Payment Element took the card in the browser. */
  paymentIntentId?: string;
}

export type ChargeResult =
  | { ok: true; reference: string; brand: string | null; last4: string | null }
  | { ok: false; message: string };

export type RefundResult = { ok: true; reference: string } | { ok: false; message: string };

/** Takes card payments and gives refunds. */
export interface PaymentsProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(chargeReference: string, amount: number, idempotencyKey: string): Promise<RefundResult>;
}
