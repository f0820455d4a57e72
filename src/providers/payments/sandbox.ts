import type { ChargeResult, PaymentLookup, PaymentsProvider, ProviderPaymentState } from './payments';

/** Test cards with a fixed answer, as in Stripe's test mode (contract "Sandbox payments"). */
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'card';
}

/** How many recent answers the sandbox keeps for replays (the payments table keeps them all). */
const REMEMBERED_ANSWERS = 10_000;

/**
 * The offline default: charges nothing and answers by card number. It remembers recent answers
 * by idempotency key, so a replay answers the same without "charging" twice.
 */
export function sandboxPayments(): PaymentsProvider & { charges: number } {
  const answers = new Map<string, ChargeResult>();
  const provider = {
    name: 'sandbox',
    charges: 0,
    async charge(request: Parameters<PaymentsProvider['charge']>[0]): Promise<ChargeResult> {
      const known = answers.get(request.idempotencyKey);
      if (known) return known;
      const number = request.card?.number ?? '';
      provider.charges++;
      const decline = DECLINES[number];
      const result: ChargeResult = decline
        ? { ok: false, message: decline }
        : { ok: true, reference: `sb_${crypto.randomUUID().replaceAll('-', '')}`, brand: brandOf(number), last4: number.slice(-4) || null };
      if (answers.size >= REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(request.idempotencyKey, result);
      return result;
    },
    /** Only what this process charged: the sandbox keeps nothing across a restart, so after a crash it knows of no charge. */
    async lookup(query: PaymentLookup): Promise<ProviderPaymentState> {
      const known = answers.get(query.idempotencyKey);
      return known?.ok ? { state: 'captured', reference: known.reference, brand: known.brand, last4: known.last4 } : { state: 'none' };
    },
    async refund() {
      return { ok: true as const, reference: `sbr_${crypto.randomUUID().replaceAll('-', '')}` };
    },
  };
  return provider;
}
