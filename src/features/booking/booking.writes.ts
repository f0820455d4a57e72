/**
 * A booking's writes as named jobs (db/write-thread): the hold, the settling, the release of a
 * hold, and the mark that its e-mails went out. They take plain data and run on the writer
 * thread when there is one, so they import only what that thread needs (repos, the slot check,
 * the reports' roll-up), never the app.
 */
import type { Tx } from '../../../db/client';
import type { BookingDetails, Payment, PaymentAnswer } from '../../../db/schema';
import { runWrite, writeJob, type WriteCall } from '../../../db/write-thread';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { constraintCode } from '../../lib/errors';
import { failure, success } from './booking.answers';
import { PROMO_MESSAGES, type Promo } from './booking.promo';
import { hasLiveBookingOfType } from './booking.promo.repo';
import { confirmBooking, insertBooking, insertPayment, type NewBooking } from './booking.hold.repo';
import { clearMailsPending, type OwedMails } from './booking.mails.repo';
import { releaseExpiredHolds, releaseHold } from './booking.repo';
import { enterRollup } from './booking.rollup';
import { slotRefusal, type SlotToCheck } from './booking.slot-check';

/** Everything a hold writes, worked out before it is queued. */
export interface HoldArgs extends SlotToCheck {
  listing: SlotToCheck['listing'] & { vendor_id: number };
  consultation: SlotToCheck['consultation'] & { type: number };
  customerId: number;
  amount: number;
  promo: Promo | null;
  charging: boolean;
  details: BookingDetails;
  /** The payment provider's name, or 'none' when nothing is charged. */
  provider: string;
  idempotencyKey: string;
  intentId: string | null;
  now: Date;
  /** When the hold runs out if the charge never settles; null when nothing is charged. */
  holdExpiresAt: string | null;
}

/** The slot held and its payment row, between the hold and the settling. */
export interface Held {
  bookingId: number;
  paymentId: number;
}

/**
 * Inserts the booking. An expired hold on the same start no longer blocks the slot (the
 * engine ignores it) but the partial unique index still does: only when the insert meets one
 * is it released and the insert tried again, so the usual booking costs one statement.
 */
async function insertHold(tx: Tx, args: HoldArgs, nowIso: string, values: NewBooking) {
  try {
    return await insertBooking(tx, values);
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // A released hold shows as a canceled booking, so the reports count it as one.
    for (const id of await releaseExpiredHolds(tx, args.listing.id, args.slot, nowIso)) await enterRollup(tx, id);
    return insertBooking(tx, values);
  }
}

/**
 * Hold: re-checks the slot against the schedule and every live booking of the listing, inserts
 * the booking (held while it is charged) and its payment row. A free booking, or one whose
 * payment the practice waives, is confirmed here. A refusal is answered, not thrown.
 */
export const holdSlot = writeJob('booking.hold', async (tx, args: HoldArgs): Promise<Held | PaymentAnswer> => {
  const refused = await slotRefusal(tx, args, args.now);
  if (refused) return refused;
  const nowIso = args.now.toISOString();
  // Two first bookings at once: the writes run one after the other, and only the first keeps the offer.
  if (args.promo && (await hasLiveBookingOfType(tx, args.customerId, args.promo.type, nowIso))) return failure(409, PROMO_MESSAGES.spent);
  const booking = await insertHold(tx, args, nowIso, {
    slot: args.slot,
    slot_end: args.slotEnd,
    status: BOOKING_STATUS.IN_PROGRESS,
    type: args.consultation.type,
    user_id: args.customerId,
    vendor_id: args.listing.vendor_id,
    vendor_listing_id: args.listing.id,
    payment_id: null,
    hold_expires_at: args.holdExpiresAt,
    details: args.details,
  });
  const payment = await insertPayment(tx, {
    booking_id: booking.id,
    user_id: args.customerId,
    vendor_id: args.listing.vendor_id,
    provider: args.provider,
    idempotency_key: args.idempotencyKey,
    // The browser's payment, so recovery can ask the provider about it after a crash.
    intent_id: args.charging ? args.intentId : null,
    amount: args.amount,
    promo_code: args.promo?.code ?? null,
    discount: args.promo ? args.promo.listAmount - args.promo.amount : 0,
    currency: 'usd',
    status: args.charging ? 'pending' : 'waived',
    response: args.charging ? null : success(booking.id),
  });
  if (!args.charging) {
    await confirmBooking(tx, booking.id, payment.id, { reference: null, brand: null, last4: null, status: 'waived', response: payment.response }, nowIso);
    await enterRollup(tx, booking.id);
  }
  return { bookingId: booking.id, paymentId: payment.id };
});

export interface ConfirmArgs extends Held {
  payment: Pick<Payment, 'reference' | 'brand' | 'last4'>;
  now: string;
  /** The e-mails to keep with it (the mail provider's write), or null when they are sent after it and owed until then. */
  mails: WriteCall | null;
}

/** A charge went through: the hold becomes a booking, counted in the reports, with its e-mails when they are given. */
export const confirmHeld = writeJob('booking.confirm', async (tx, args: ConfirmArgs): Promise<void> => {
  const { bookingId, paymentId, payment, now, mails } = args;
  await confirmBooking(tx, bookingId, paymentId, { ...payment, status: 'succeeded', response: success(bookingId) }, now, mails === null);
  await enterRollup(tx, bookingId);
  if (mails) await runWrite(tx, mails);
});

/** A hold that did not become a booking is deleted; its payment keeps the refusal answered. */
export const releaseHeld = writeJob('booking.release', (tx, args: Held & { response: PaymentAnswer; now: string }) =>
  releaseHold(tx, args.bookingId, args.paymentId, args.response, args.now),
);

/** The e-mails of a booking's change went out: nothing is owed for it any more (unless it changed again). */
export const markMailsSent = writeJob('booking.mailsSent', (tx, args: { id: number; kind: OwedMails }) => clearMailsPending(tx, args.id, args.kind));
