import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ChargeResult, PaymentLookup, PaymentsProvider, ProviderPaymentState, SavedChargeRequest } from './payments';
import { passesLuhn } from '../../../islands/lib/card-number';
import type { MessageKey } from '../../lib/i18n';

/** Test cards with a fixed answer, as in Stripe's test mode (contract "Sandbox payments"); catalogue keys, so a reader gets them in their language. */
const DECLINES: Record<string, MessageKey> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

/** A number that fails the Luhn check, as Stripe's test mode answers 4242424242424241 (incorrect_number). */
const INCORRECT_NUMBER: MessageKey = 'Your card number is incorrect.';

/** Cards that pay now but are declined when charged later without the owner, as Stripe's 4000000000000341. */
const DECLINES_LATER: Record<string, MessageKey> = { '4000000000000341': 'Your card was declined.' };

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'card';
}

/** How many recent answers the sandbox keeps for replays (the payments table keeps them all). */
const REMEMBERED_ANSWERS = 10_000;

/** The sandbox's ledger, in the data folder. */
export const SANDBOX_LEDGER = 'sandbox-ledger.jsonl';

/** One line of the ledger: a charge's answer under its key, or a refund of a charge. */
type LedgerLine =
  | { kind: 'charge'; key: string; amount: number; currency: string; result: ChargeResult }
  | { kind: 'refund'; key: string; charge: string; amount: number; reference: string }
  | { kind: 'card'; token: string; customer: string; declines: string | null };

/**
 * The sandbox's own record, like a provider's dashboard: every charge and refund it answered,
 * one JSON line each, written before the answer is given. It survives the app's crash as a real
 * provider's records would, so recovery finds a charge taken just before a crash
 * (tests/proof/r2-crashes.test.ts reads it to prove that no charge is left without a booking).
 * Keys, amounts, references and last four digits only: never a card number or security code.
 */
export function readSandboxLedger(file: string): LedgerLine[] {
  if (!existsSync(file)) return [];
  const lines: LedgerLine[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text) continue;
    try {
      lines.push(JSON.parse(text) as LedgerLine);
    } catch {
      // A line cut short by a crash (or the machine's power) was never answered.
    }
  }
  return lines;
}

/**
 * The offline default: charges nothing and answers by card number. It remembers answers by
 * idempotency key, so a replay answers the same without "charging" twice; with a ledger file
 * it remembers them across restarts.
 */
export function sandboxPayments(ledgerFile?: string): PaymentsProvider & { charges: number } {
  const answers = new Map<string, ChargeResult>();
  const refunds = new Map<string, { reference: string; amount: number }>();
  /** Kept cards by token: whose, and the decline a later charge gets (null: it pays). */
  const cards = new Map<string, { customer: string; declines: string | null }>();
  const remember = (key: string, result: ChargeResult) => {
    if (answers.size >= REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!);
    answers.set(key, result);
  };
  const record = (line: LedgerLine) => {
    if (ledgerFile) appendFileSync(ledgerFile, `${JSON.stringify(line)}\n`);
  };
  if (ledgerFile) {
    mkdirSync(dirname(ledgerFile), { recursive: true });
    for (const line of readSandboxLedger(ledgerFile)) {
      if (line.kind === 'charge') remember(line.key, line.result);
      else if (line.kind === 'card') cards.set(line.token, { customer: line.customer, declines: line.declines });
      else refunds.set(line.key, { reference: line.reference, amount: line.amount });
    }
  }
  /** Keeps a card that paid, when asked: a token in the ledger, never its number. */
  const keep = (customer: string, number: string) => {
    const token = `sbpm_${crypto.randomUUID().replaceAll('-', '')}`;
    const declines = DECLINES_LATER[number] ?? null;
    record({ kind: 'card', token, customer, declines });
    cards.set(token, { customer, declines });
    return { customer, paymentMethod: token };
  };
  const provider = {
    name: 'sandbox',
    charges: 0,
    async charge(request: Parameters<PaymentsProvider['charge']>[0]): Promise<ChargeResult> {
      const known = answers.get(request.idempotencyKey);
      if (known) return known;
      const number = request.card?.number ?? '';
      provider.charges++;
      const decline = DECLINES[number] ?? (number && !passesLuhn(number) ? INCORRECT_NUMBER : undefined);
      const result: ChargeResult = decline
        ? { ok: false, message: decline }
        : { ok: true, reference: `sb_${crypto.randomUUID().replaceAll('-', '')}`, brand: brandOf(number), last4: number.slice(-4) || null, ...(request.keepCard ? { saved: keep(request.payer, number) } : {}) };
      record({ kind: 'charge', key: request.idempotencyKey, amount: request.amount, currency: request.currency, result });
      remember(request.idempotencyKey, result);
      return result;
    },
    /** A kept card charged without the owner: once per key; a card it does not keep, or one that declines later, is refused. */
    async chargeSaved(request: SavedChargeRequest): Promise<ChargeResult> {
      const known = answers.get(request.idempotencyKey);
      if (known) return known;
      const card = cards.get(request.card.paymentMethod);
      provider.charges++;
      const refusal = !card || card.customer !== request.card.customer ? 'This card is not kept for this customer.' : card.declines;
      const result: ChargeResult = refusal ? { ok: false, message: refusal } : { ok: true, reference: `sb_${crypto.randomUUID().replaceAll('-', '')}`, brand: null, last4: null };
      record({ kind: 'charge', key: request.idempotencyKey, amount: request.amount, currency: request.currency, result });
      remember(request.idempotencyKey, result);
      return result;
    },
    /** What this sandbox charged under the key: in this process, or in its ledger before a restart. */
    async lookup(query: PaymentLookup): Promise<ProviderPaymentState> {
      const known = answers.get(query.idempotencyKey);
      return known?.ok ? { state: 'captured', reference: known.reference, brand: known.brand, last4: known.last4 } : { state: 'none' };
    },
    /** A refund under the same key is given once, for the amount first asked. */
    async refund(chargeReference: string, amount: number, idempotencyKey: string) {
      const known = refunds.get(idempotencyKey);
      if (known) return { ok: true as const, ...known };
      const reference = `sbr_${crypto.randomUUID().replaceAll('-', '')}`;
      record({ kind: 'refund', key: idempotencyKey, charge: chargeReference, amount, reference });
      refunds.set(idempotencyKey, { reference, amount });
      return { ok: true as const, reference, amount };
    },
  };
  return provider;
}
