import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tx } from '../../../db/client';
import type { Booking } from '../../../db/schema';
import { AppError, conflict, constraintCode, unprocessable } from '../../lib/errors';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { calendarEventOf, rescheduleReminders } from '../notifications/notifications.service';
import { BOOKING_MESSAGES } from './booking.model';
import { requestedSlot, slotRefusal, type RequestedSlot } from './booking.checks';
import { changeRollup, enterRollup } from './booking.rollup';
import { releaseExpiredHolds } from './booking.repo';
import { insertBooking, type NewBooking } from './booking.hold.repo';
import { linkRescheduledTo, markBookingRescheduled, movePaymentTo } from './booking.reschedule.repo';
import { accessChanged } from '../../lib/access-changes';

/** The booking to move, as the appointments screens read it. */
export interface MovableBooking {
  id: number;
  vendor_listing_id: number;
  type: number;
  slot: string;
  details: Booking['details'];
}

/** Where it moves: a start (ISO instant) of the same consultation, and the zone the person reads times in. */
export interface RescheduleInput {
  slot: string;
  userTZ?: string;
}

/** The new booking, a copy of the old one at the new slot: same customer, pet, reason and payment, the same calendar event moved. */
function movedBooking(old: Booking, target: RequestedSlot): NewBooking {
  const event = calendarEventOf(old.id, old.details);
  return {
    slot: target.slot,
    slot_end: target.slotEnd,
    status: BOOKING_STATUS.IN_PROGRESS,
    type: old.type,
    user_id: old.user_id,
    vendor_id: old.vendor_id,
    vendor_listing_id: old.vendor_listing_id,
    payment_id: old.payment_id,
    hold_expires_at: null,
    details: {
      ...old.details,
      slot: target.slot,
      userTZ: target.userTZ,
      listing: { ...old.details.listing, duration: target.consultation.duration },
      calendar: { uid: event.uid, sequence: event.sequence + 1 },
    },
  };
}

/**
 * The one write transaction of a reschedule (BEGIN IMMEDIATE): the old booking becomes status 2
 * (which frees its own slot, so a move by less than its length works), the new slot is checked
 * under the same rules as a booking (`slotRefusal`) and held by the same partial unique index,
 * the payment moves to the new booking, the roll-up follows both, and the old booking's pending
 * reminders give way to the new one's. Any refusal rolls all of it back.
 */
async function moveInOneTransaction(tx: Tx, bookingId: number, target: RequestedSlot, now: Date): Promise<number> {
  const at = now.toISOString();
  const old = await changeRollup(tx, bookingId, () => markBookingRescheduled(tx, bookingId, at));
  if (!old) throw conflict(BOOKING_MESSAGES.cannotReschedule);
  const refused = await slotRefusal(tx, target, now);
  if (refused?.body.result === 'error') throw new AppError(refused.httpStatus, refused.body.status, refused.body.field);
  // An expired payment hold on that start still sits in the unique index: released (as canceled) first.
  for (const id of await releaseExpiredHolds(tx, target.listing.id, target.slot, at)) await enterRollup(tx, id);
  const moved = await insertBooking(tx, movedBooking(old, target));
  await linkRescheduledTo(tx, old.id, moved.id, at);
  if (old.payment_id !== null) await movePaymentTo(tx, old.payment_id, moved.id, at);
  await enterRollup(tx, moved.id);
  await rescheduleReminders(tx, old.id, moved, now);
  return moved.id;
}

/**
 * Moves an upcoming booking to another free slot of the same consultation; answers
 * the new booking's id. Who may move it is the caller's to check (the appointments service).
 * The slot must be bookable as for a new booking (schedule, more than an hour ahead, within 15
 * days, free); taken by someone else meanwhile, 409 and the booking stays as it was.
 */
export async function rescheduleBooking(deps: AppDeps, principal: Principal, booking: MovableBooking, input: RescheduleInput): Promise<number> {
  const target = await requestedSlot(deps, principal, {
    vendor_listing_id: booking.vendor_listing_id,
    type: booking.type,
    slot: input.slot,
    userTZ: input.userTZ ?? booking.details.userTZ,
  });
  if (target.slot === new Date(booking.slot).toISOString()) throw unprocessable(BOOKING_MESSAGES.sameSlot, 'slot');
  const now = deps.clock();
  try {
    return await deps.database.db.transaction((tx) => moveInOneTransaction(tx, booking.id, target, now));
  } catch (error) {
    if (constraintCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(BOOKING_MESSAGES.slotTaken);
    throw error;
  } finally {
    // Whoever is in the booking's room is checked again against its new slot.
    accessChanged(deps, { bookingId: booking.id });
  }
}
