import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, conflict, forbidden } from '../../lib/errors';
import { can, isPracticeLogin } from '../../lib/policy';
import type { Payment } from '../../../db/schema';
import { bookingChanging } from './booking.changes';
import { bookingFor } from './booking.detail';
import type { BookingDetailRow } from './booking.lists.repo';
import { findPaymentById } from './booking.repo';
import { findListingNoShowFee, findNoShowFeePayment, insertNoShowFee, noShowFeeKey } from './booking.attendance.repo';
import { noShowFeeMail } from './booking.mail-no-show';
import { ATTENDANCE_MESSAGES, attendanceFacts, markOf, mayMarkAttendance, type AttendanceMark } from './booking.attendance';

export const FEE_MESSAGES = {
  notNoShow: 'Only a no-show may be charged the no-show fee',
  noFee: 'This listing has no no-show fee',
  noConsent: 'The owner did not agree at booking to keep a card for a no-show fee',
  unreachable: 'The payment provider could not be reached. Nothing was charged.',
} as const;

/** What the appointment shows of its no-show fee: the fee that may be charged, and the one charged. */
export interface NoShowFee {
  /** Minor units of `currency`; null when the listing has none or the owner did not agree to keep a card. */
  chargeable: number | null;
  currency: string;
  charged: Payment | null;
}

/** A booking's kept card, when the owner agreed at booking to keep it for the fee. */
const keptCard = (payment: Payment | undefined) =>
  payment?.consent_at && payment.customer_ref && payment.payment_method_ref ? { customer: payment.customer_ref, paymentMethod: payment.payment_method_ref } : null;

/** The fee of a booking as its page shows it. */
export async function noShowFeeOf(deps: AppDeps, booking: Pick<BookingDetailRow, 'id' | 'payment_id' | 'vendor_listing_id'>): Promise<NoShowFee> {
  const db = deps.database.db;
  const payment = booking.payment_id ? await findPaymentById(db, booking.payment_id) : undefined;
  const fee = await findListingNoShowFee(db, booking.vendor_listing_id);
  const charged = (await findNoShowFeePayment(db, booking.id)) ?? null;
  return { chargeable: fee !== null && keptCard(payment) ? fee : null, currency: charged?.currency ?? payment?.currency ?? 'usd', charged };
}

/** What a booking's page shows of its attendance, as the policy allows this person: the marks, and the no-show fee. */
export interface Attendance {
  canMark: boolean;
  mark: AttendanceMark | null;
  canCharge: boolean;
  fee: NoShowFee;
}

/** The attendance of a booking for its page; nothing to read for a booking that is neither past nor marked. */
export async function attendanceFor(deps: AppDeps, user: Principal, booking: BookingDetailRow, now: Date): Promise<Attendance | null> {
  const canMark = mayMarkAttendance(user, await attendanceFacts(deps, booking), now);
  const mark = markOf(booking.status);
  if (!canMark && mark === null) return null;
  const fee = await noShowFeeOf(deps, booking);
  const canCharge = can(user, 'booking:charge-no-show-fee', booking) && fee.chargeable !== null && !fee.charged;
  return { canMark, mark, canCharge, fee };
}

/** Why the fee may not be charged: not the practice's (403), or not a no-show (409). */
const feeRefusal = (user: Principal) => (isPracticeLogin(user) ? conflict(FEE_MESSAGES.notNoShow) : forbidden(ATTENDANCE_MESSAGES.practiceOnly));

/**
 * Charges a no-show's fee to the card kept for it, off-session through the provider, once per
 * booking: the provider's key and the payment row's are the same, so a second ask (or two at
 * once) charges once and answers with the same payment. The provider is asked before the write;
 * a decline writes nothing and says why (402). The owner is e-mailed with the fee's record.
 */
export async function chargeNoShowFeeFor(deps: AppDeps, user: Principal, id: number): Promise<Payment> {
  const booking = await bookingFor(deps, user, id);
  if (!can(user, 'booking:charge-no-show-fee', booking)) throw feeRefusal(user);
  const db = deps.database.db;
  const already = await findNoShowFeePayment(db, id);
  if (already) return already;
  const amount = await findListingNoShowFee(db, booking.vendor_listing_id);
  if (amount === null) throw conflict(FEE_MESSAGES.noFee);
  const payment = booking.payment_id ? await findPaymentById(db, booking.payment_id) : undefined;
  const card = keptCard(payment);
  if (!payment || !card) throw conflict(FEE_MESSAGES.noConsent);
  const provider = deps.providers.payments;
  const charged = await provider
    .chargeSaved({ amount, currency: payment.currency, idempotencyKey: noShowFeeKey(id), description: `No-show fee, booking #${id}`, card, metadata: { booking_id: String(id), booked_by: `user:${booking.user_id}` } })
    .catch((error: unknown) => {
      deps.log.error('no_show_fee_failed', { booking_id: id, provider: provider.name, error });
      throw new AppError(502, FEE_MESSAGES.unreachable);
    });
  if (!charged.ok) throw new AppError(402, charged.message);
  const now = deps.clock().toISOString();
  const fee = { bookingId: id, userId: booking.user_id, vendorId: booking.vendor_id, provider: provider.name, reference: charged.reference, amount, currency: payment.currency, brand: charged.brand ?? payment.brand, last4: charged.last4 ?? payment.last4 };
  const mail = await noShowFeeMail(deps, booking, fee);
  const outbox = deps.providers.mail;
  // The e-mail is kept with the fee's record (the outbox), so a crash loses neither or both.
  const inserted = await db.transaction((tx) =>
    bookingChanging(deps, tx, id, async () => {
      const written = await insertNoShowFee(tx, fee, now);
      if (written && outbox.keepInTransaction) await outbox.keepInTransaction(tx, [mail]);
      return written;
    }),
  );
  if (inserted && !outbox.keepInTransaction) await outbox.send(mail).catch((error: unknown) => deps.log.error('no_show_fee_mail_failed', { booking_id: id, error }));
  return (await findNoShowFeePayment(db, id))!;
}
