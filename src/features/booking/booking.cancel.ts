import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, conflict } from '../../lib/errors';
import { TERMS } from '../../lib/constants/limits';
import { DAY_MS } from '../../lib/time';
import type { SiteOrigin } from '../../lib/site-url';
import { accessChanged } from '../../lib/access-changes';
import { BOOKING_MESSAGES } from './booking.model';
import { bookingChanging } from './booking.changes';
import { sendOwedMails } from './booking.mails';
import { bookingFor, refusal } from './booking.detail';
import { can, isPetOwner, isPracticeLogin } from '../../lib/policy';
import { insertCancellation } from './booking.manage.repo';
import { findPaymentById, markBookingCanceled, markPaymentRefunded } from './booking.repo';
import { type BookingDetailRow } from './booking.lists.repo';
import { findSeriesChargeOf } from './booking.series.repo';

/**
 * Cancels a booking (spec §4): the status becomes canceled (3), which frees the slot, and a
 * payment made within TERMS.REFUND_DAYS days is refunded in full through the payments provider
 * and recorded. The refund is asked for before the write transaction, never inside it (a
 * provider's network call must not hold the database's write lock); its idempotency key per
 * booking makes a repeated or racing cancel refund once. A second cancel, or a past booking, is 409.
 */
export async function cancelBooking(deps: AppDeps, booking: Pick<BookingDetailRow, 'id' | 'payment_id' | 'vendor_listing_id'>): Promise<void> {
  const now = deps.clock();
  const at = now.toISOString();
  const payment = booking.payment_id ? await findPaymentById(deps.database.db, booking.payment_id) : undefined;
  // A visit of a series paid up front has no charge of its own: its share is refunded from the series' charge.
  const reference = payment && (payment.reference ?? (await findSeriesChargeOf(deps.database.db, booking.id)));
  const refundable =
    payment && payment.status === 'succeeded' && reference && payment.amount > 0 && now.getTime() - new Date(payment.created_at).getTime() <= TERMS.REFUND_DAYS * DAY_MS;
  if (refundable) {
    const refund = await deps.providers.payments.refund(reference, payment.amount, `refund-booking-${booking.id}`);
    if (!refund.ok) throw new AppError(502, refund.message);
  }
  await deps.database.db.transaction((tx) =>
    bookingChanging(deps, tx, booking.id, async () => {
      if (!(await markBookingCanceled(tx, booking.id, at))) throw conflict(BOOKING_MESSAGES.cannotCancel);
      if (refundable) await markPaymentRefunded(tx, payment.id, payment.amount, at);
    }),
  );
  accessChanged(deps, { bookingId: booking.id });
}

/**
 * Cancels a booking the person may see (spec §4): the booking service frees the slot and
 * refunds a recent payment; then both sides get the cancellation e-mail with its
 * METHOD:CANCEL calendar file. A second cancel, or a past booking, is 409.
 */
export async function cancelBookingFor(deps: AppDeps, user: Principal, id: number, site: SiteOrigin | null = null): Promise<void> {
  const booking = await bookingFor(deps, user, id, site?.vendorId ?? null);
  if (!can(user, 'booking:cancel', { ...booking, site_vendor_id: site?.vendorId ?? null }, deps.clock())) throw refusal(user, BOOKING_MESSAGES.cannotCancel);
  await cancelBooking(deps, booking);
  await insertCancellation(deps.database.db, { booking_id: booking.id, by: isPetOwner(user) ? 'owner' : isPracticeLogin(user) ? 'practice' : 'admin', at: deps.clock().toISOString() });
  // Canceled on the practice's own site, the e-mail's links point there.
  const onItsSite = site && site.vendorId === booking.vendor_id ? site : null;
  // Owed since the canceling transaction; sent here, or by recovery after a crash.
  await sendOwedMails(deps, 'canceled', booking, onItsSite);
}

