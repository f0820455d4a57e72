import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, conflict } from '../../lib/errors';
import { DEFAULT_CURRENCY } from '../../lib/money';
import { cancelQuote, type CancelQuote, type CancelQuoteInput } from './booking.cancel-quote';
import { quoteText } from './booking.cancel-words';
import type { SiteOrigin } from '../../lib/site-url';
import { accessChanged } from '../../lib/access-changes';
import { BOOKING_MESSAGES } from './booking.model';
import { bookingChanging } from './booking.changes';
import { sendOwedMails } from './booking.mails';
import { bookingFor, refusal } from './booking.detail';
import { can, isPetOwner, isPracticeLogin, type BookingFacts } from '../../lib/policy';
import { insertCancellation } from './booking.manage.repo';
import { findPaymentById, markBookingCanceled, recordCancelMoney } from './booking.repo';
import { type BookingDetailRow } from './booking.lists.repo';
import type { BookingCancellation } from '../../../db/schema';
import { findSeriesChargeOf } from './booking.series.repo';

/** Who cancels: the owner's cancel follows the listing's policy, the practice's refunds in full. */
export type Canceller = CancelQuoteInput['by'];

/** The booking as a cancel reads it. */
type Cancelable = Pick<BookingDetailRow, 'id' | 'payment_id' | 'vendor_listing_id' | 'slot' | 'details'>;

/** A booking's payment and the provider charge a refund goes to: its own, or for a visit of a series paid up front, the series' charge. */
async function chargeOf(deps: AppDeps, booking: Cancelable) {
  const payment = booking.payment_id ? await findPaymentById(deps.database.db, booking.payment_id) : undefined;
  const reference = payment && (payment.reference ?? (await findSeriesChargeOf(deps.database.db, booking.id)));
  return { payment, reference: reference ?? null };
}

/** What a cancel of this booking would refund now, and why (the quote shown before the owner confirms). */
export async function quoteCancel(deps: AppDeps, booking: Cancelable, by: Canceller): Promise<CancelQuote & { currency: string; paid: number }> {
  const { payment, reference } = await chargeOf(deps, booking);
  const charged = payment && reference ? payment : null;
  const quote = cancelQuote({ by, policy: booking.details.policy ?? null, payment: charged, slot: booking.slot, now: deps.clock() });
  return { ...quote, currency: payment?.currency ?? DEFAULT_CURRENCY, paid: charged?.amount ?? 0 };
}

/**
 * Cancels a booking (spec §4): the status becomes canceled (3), which frees the slot, and the
 * payment is refunded as the quote says (the listing's policy for the owner, in full for the
 * practice, never after TERMS.REFUND_DAYS days) through the payments provider, and recorded with
 * the fee kept. The refund is asked for before the write transaction, never inside it (a
 * provider's network call must not hold the database's write lock); its idempotency key per
 * booking makes a repeated or racing cancel refund once, and what the provider says it refunded
 * under that key is what is recorded. A second cancel, or a past booking, is 409.
 */
export async function cancelBooking(deps: AppDeps, booking: Cancelable, by: Canceller = 'practice', who: BookingCancellation['by'] = by): Promise<CancelQuote> {
  const at = deps.clock().toISOString();
  const { payment, reference } = await chargeOf(deps, booking);
  const quote = await quoteCancel(deps, booking, by);
  let refunded = 0;
  if (quote.refund > 0) {
    const refund = await deps.providers.payments.refund(reference!, quote.refund, `refund-booking-${booking.id}`);
    if (!refund.ok) throw new AppError(502, refund.message);
    refunded = refund.amount;
  }
  const fee = quote.refund > 0 ? payment!.amount - refunded : quote.fee;
  await deps.database.db.transaction((tx) =>
    bookingChanging(deps, tx, booking.id, async () => {
      if (!(await markBookingCanceled(tx, booking.id, at))) throw conflict(BOOKING_MESSAGES.cannotCancel);
      if (payment && quote.reason !== 'nothing-paid') {
        await recordCancelMoney(tx, payment.id, { refunded_amount: refunded, cancel_fee: fee, cancel_terms: { reason: quote.reason, notice_hours: quote.noticeHours } }, at);
      }
      // In the same transaction: a write beside it would wait on the lock a racing cancel holds.
      await insertCancellation(tx, { booking_id: booking.id, by: who, at });
    }),
  );
  accessChanged(deps, { bookingId: booking.id });
  return { ...quote, refund: refunded, fee };
}

/**
 * Cancels a booking the person may see (spec §4): the booking service frees the slot and
 * refunds a recent payment; then both sides get the cancellation e-mail with its
 * METHOD:CANCEL calendar file. A second cancel, or a past booking, is 409.
 */
export async function cancelBookingFor(deps: AppDeps, user: Principal, id: number, site: SiteOrigin | null = null): Promise<CancelQuote & { currency: string }> {
  const booking = await bookingFor(deps, user, id, site?.vendorId ?? null);
  if (!can(user, 'booking:cancel', { ...booking, site_vendor_id: site?.vendorId ?? null }, deps.clock())) throw refusal(user, BOOKING_MESSAGES.cannotCancel);
  const done = await cancelBooking(deps, booking, cancellerOf(user), isPetOwner(user) ? 'owner' : isPracticeLogin(user) ? 'practice' : 'admin');
  // Canceled on the practice's own site, the e-mail's links point there.
  const onItsSite = site && site.vendorId === booking.vendor_id ? site : null;
  // Owed since the canceling transaction; sent here, or by recovery after a crash.
  await sendOwedMails(deps, 'canceled', booking, onItsSite);
  const payment = booking.payment_id ? await findPaymentById(deps.database.db, booking.payment_id) : undefined;
  return { ...done, currency: payment?.currency ?? DEFAULT_CURRENCY };
}

/** What Cancel would refund this reader's booking now, said before they confirm; null when they may not cancel or nothing was paid. */
export async function cancelQuoteTextFor(deps: AppDeps, user: Principal, booking: Cancelable & BookingFacts): Promise<string | null> {
  if (!can(user, 'booking:cancel', booking, deps.clock())) return null;
  return quoteText(await quoteCancel(deps, booking, cancellerOf(user)), isPracticeLogin(user) ? 'practice' : 'customer');
}

/** A practice login cancels as the practice; everyone else (the owner) under the listing's policy. */
export const cancellerOf = (user: Principal): Canceller => (isPracticeLogin(user) ? 'practice' : 'owner');
