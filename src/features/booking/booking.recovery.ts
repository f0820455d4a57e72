/**
 * Payment recovery. A crash between holding a slot and recording its charge
 * leaves the payment `pending` and its idempotency key answering "already being processed"
 * for good. At start and then every minute, each payment still pending past its hold's expiry
 * is resolved against the provider: taken → the booking is confirmed when the slot is still
 * the booker's, else refunded; only authorised → the authorisation is released; nothing →
 * failed. The booking follows, and the key then replays the final answer.
 */
import type { AppDeps } from '../../deps';
import type { ProviderPaymentState } from '../../providers/payments/payments';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { sendMailsLeftOwed, sendMailsOf } from './booking.mails';
import { BOOKING_MESSAGES } from './booking.model';
import { failure, success } from './booking.checks';
import { enterRollup } from './booking.rollup';
import { claimPendingPayment, findStalePendingPayments, hasOtherLiveOverlap, refundHold, releaseHold, type StalePayment } from './booking.repo';
import { confirmBooking } from './booking.hold.repo';

const BATCH = 100;
export const RECOVERY_EVERY_MS = 60_000;

/** Runs `write` in a transaction only while the payment is still pending; false when someone else settled it. */
async function whilePending(deps: AppDeps, paymentId: number, now: string, write: (tx: Parameters<typeof claimPendingPayment>[0]) => Promise<void>) {
  return deps.database.db.transaction(async (tx) => {
    if (!(await claimPendingPayment(tx, paymentId, now))) return false;
    await write(tx);
    return true;
  });
}

/** The payer a key was made for: keys are "role:id:client-key" (see createBooking). */
const payerOfKey = (key: string) => key.split(':').slice(0, 2).join(':');

type Outcome = 'confirmed' | 'refunded' | 'released' | 'failed';

/** Resolves every stale pending payment once; answers how each ended (a provider fault leaves it for the next round). */
export async function recoverStalePayments(deps: AppDeps): Promise<Outcome[]> {
  const stale = await findStalePendingPayments(deps.database.db, deps.clock().toISOString(), BATCH);
  const outcomes: Outcome[] = [];
  for (const item of stale) {
    try {
      const outcome = await resolve(deps, item);
      if (outcome) outcomes.push(outcome);
    } catch (error) {
      deps.log.error('payment_recovery_failed', { payment_id: item.payment.id, error });
    }
  }
  return outcomes;
}

async function providerState(deps: AppDeps, { payment }: StalePayment): Promise<ProviderPaymentState> {
  const provider = deps.providers.payments;
  if (!provider.lookup || payment.provider !== provider.name) return { state: 'none' };
  return provider.lookup({ idempotencyKey: payment.idempotency_key, paymentIntentId: payment.intent_id, payer: payerOfKey(payment.idempotency_key) });
}

async function resolve(deps: AppDeps, item: StalePayment): Promise<Outcome | null> {
  const { payment, booking } = item;
  const db = deps.database.db;
  const provider = deps.providers.payments;
  const found = await providerState(deps, item);
  const now = deps.clock().toISOString();
  let outcome: Outcome;
  if (found.state === 'captured') {
    const stillTheirs = booking.status === BOOKING_STATUS.IN_PROGRESS && !(await hasOtherLiveOverlap(db, booking, now));
    if (stillTheirs) {
      const { reference, brand, last4 } = found;
      const done = await whilePending(deps, payment.id, now, async (tx) => {
        await confirmBooking(tx, booking.id, payment.id, { reference, brand, last4, status: 'succeeded', response: success(booking.id) }, now);
        // A recovered booking counts in the reports like any confirmed one, in the same transaction.
        await enterRollup(tx, booking.id);
      });
      if (!done) return null;
      await tellBothSides(deps, booking);
      outcome = 'confirmed';
    } else {
      const refund = await provider.refund(found.reference, payment.amount, `recovery-refund:${payment.idempotency_key}`);
      if (!refund.ok) throw new Error(`refund refused: ${refund.message}`);
      const response = failure(409, BOOKING_MESSAGES.slotTaken);
      const values = { reference: found.reference, brand: found.brand, last4: found.last4, refunded_amount: payment.amount, response };
      const done = await whilePending(deps, payment.id, now, (tx) => refundHold(tx, booking.id, payment.id, values, now));
      if (!done) return null;
      outcome = 'refunded';
    }
  } else {
    if (found.state === 'authorised') await provider.release?.(found.reference, payerOfKey(payment.idempotency_key));
    const response = failure(402, BOOKING_MESSAGES.notCompleted);
    const done = await whilePending(deps, payment.id, now, (tx) => releaseHold(tx, booking.id, payment.id, response, now));
    if (!done) return null;
    outcome = found.state === 'authorised' ? 'released' : 'failed';
  }
  deps.log.info('payment_recovered', { payment_id: payment.id, booking_id: booking.id, outcome });
  return outcome;
}

/** A booking confirmed by recovery is told to both sides like any other (its e-mails were owed when it was confirmed). */
function tellBothSides(deps: AppDeps, booking: StalePayment['booking']) {
  return sendMailsOf(deps, { ...booking, mails_pending: 'confirmed' });
}

/**
 * Runs recovery now and then every `everyMs` (unref'd: it never keeps the process alive),
 * one round at a time. `stop` ends it and waits for a round under way (on shutdown).
 */
export function startPaymentRecovery(deps: AppDeps, everyMs = RECOVERY_EVERY_MS): { stop(): Promise<void>; done: Promise<void> } {
  const startedAt = deps.clock();
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const round = () => {
    if (busy) return running;
    busy = true;
    // Then the e-mails a crash kept from going out (booking.mails.ts).
    running = recoverStalePayments(deps)
      .then(() => sendMailsLeftOwed(deps, startedAt))
      .then(() => undefined, (error) => deps.log.error('payment_recovery_failed', { error }))
      .finally(() => {
        busy = false;
      });
    return running;
  };
  const first = round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    done: first,
  };
}
