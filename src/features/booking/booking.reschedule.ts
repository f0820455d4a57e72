import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { Tx } from '../../../db/client';
import type { Booking } from '../../../db/schema';
import { conflict, constraintCode, unprocessable } from '../../lib/errors';
import { assertZone, dayIn, startOfDayIn } from '../../lib/time';
import { LIMITS } from '../../lib/constants/limits';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import type { SiteOrigin } from '../../lib/site-url';
import { slotsToMoveTo } from '../availability/availability.service';
import type { Slot } from '../availability/availability.slots';
import { sendBookingRescheduled } from './booking.mail-compose';
import { calendarEventOf } from './booking.calendar-event';
import { calendarDomain } from '../../lib/site-url';
import { BOOKING_MESSAGES } from './booking.model';
import { requestedSlot, slotRefusal, type RequestedSlot } from './booking.checks';
import { bookingChanging, bookingEntered } from './booking.changes';
import { bookingFor, refusal } from './booking.detail';
import { can, isPetOwner } from '../../lib/policy';
import { bookingById, type BookingDetailRow } from './booking.queries';
import { releaseExpiredHolds } from './booking.repo';
import { insertBooking, type NewBooking } from './booking.hold.repo';
import { linkRescheduledTo, markBookingRescheduled, movePaymentTo } from './booking.reschedule.repo';
import { accessChanged } from '../../lib/access-changes';
import { mayReschedule } from './booking.cancel-quote';
import { cancellerOf } from './booking.cancel';

const NO_MOVE_INSIDE_WINDOW =
  'This appointment can no longer be rescheduled: it is less than {hours, plural, one {# hour} other {# hours}} away and the practice does not allow moves inside that window.' as const;

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
function movedBooking(old: Booking, target: RequestedSlot, domain: string): NewBooking {
  const event = calendarEventOf(old.id, old.details, domain);
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
 * the payment moves to the new booking, and the booking's subscribers follow both (the roll-up,
 * the reminders). Any refusal rolls all of it back.
 */
async function moveInOneTransaction(deps: AppDeps, tx: Tx, bookingId: number, target: RequestedSlot, now: Date): Promise<number> {
  const at = now.toISOString();
  const old = await bookingChanging(deps, tx, bookingId, () => markBookingRescheduled(tx, bookingId, at));
  if (!old) throw conflict(BOOKING_MESSAGES.cannotReschedule);
  const refused = await slotRefusal(tx, target, now);
  if (refused) throw refused;
  // An expired payment hold on that start still sits in the unique index: released (as canceled) first.
  for (const id of await releaseExpiredHolds(tx, target.listing.id, target.slot, at)) await bookingEntered(deps, tx, id);
  const moved = await insertBooking(tx, movedBooking(old, target, calendarDomain(deps.config)));
  await linkRescheduledTo(tx, old.id, moved.id, at);
  if (old.payment_id !== null) await movePaymentTo(tx, old.payment_id, moved.id, at);
  await bookingEntered(deps, tx, moved.id, { rescheduled_from: old.id });
  return moved.id;
}

/**
 * Moves an upcoming booking to another free slot of the same consultation; answers
 * the new booking's id. Who may move it is the caller's to check (`rescheduleBookingFor`).
 * The slot must be bookable as for a new booking (schedule, more than an hour ahead, within 15
 * days, free); taken by someone else meanwhile, 409 and the booking stays as it was.
 */
export async function rescheduleBooking(deps: AppDeps, principal: Principal, booking: MovableBooking, input: RescheduleInput): Promise<number> {
  const target = await requestedSlot(deps, principal, {
    vendor_listing_id: booking.vendor_listing_id,
    type: booking.type,
    slot: input.slot,
    userTZ: input.userTZ ?? booking.details.userTZ,
    // A booked visit stays movable when the practice turns its type off and keeps what was booked.
    booked: true,
  });
  if (target.slot === new Date(booking.slot).toISOString()) throw unprocessable(BOOKING_MESSAGES.sameSlot, 'slot');
  const now = deps.clock();
  try {
    return await deps.database.db.transaction((tx) => moveInOneTransaction(deps, tx, booking.id, target, now));
  } catch (error) {
    if (constraintCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(BOOKING_MESSAGES.slotTaken);
    throw error;
  } finally {
    // Whoever is in the old booking's room is checked again.
    accessChanged(deps, { bookingId: booking.id });
  }
}

/** The booking to reschedule, or why not: not theirs (404), an admin (403), past, canceled or moved already (409). */
async function bookingToReschedule(deps: AppDeps, user: Principal, id: number): Promise<BookingDetailRow> {
  const booking = await bookingFor(deps, user, id);
  if (!can(user, 'booking:reschedule', booking, deps.clock())) throw refusal(user, BOOKING_MESSAGES.cannotReschedule);
  // The listing's policy may keep the owner from moving it inside its notice window; the practice always may.
  const policy = booking.details.policy;
  if (!mayReschedule(cancellerOf(user), policy, booking.slot, deps.clock())) throw conflict(NO_MOVE_INSIDE_WINDOW, undefined, { hours: policy!.notice_hours });
  return booking;
}

/** What the reschedule page shows: the booking, the day looked at and its free slots, in the reader's zone. */
export interface RescheduleChoices {
  booking: BookingDetailRow;
  /** YYYY-MM-DD, and the zone times are read in. */
  date: string;
  zone: string;
  /** The first and last days that can have a free slot. */
  first: string;
  last: string;
  slots: Slot[];
}

/**
 * The free slots of the booking's own consultation on a day (the booking's own day unless one is
 * asked for), from the one slot engine (availability); times in the owner's zone, or the listing's
 * for the practice, unless the page asks for another.
 */
export async function rescheduleChoices(deps: AppDeps, user: Principal, id: number, query: { date?: string; tz?: string }): Promise<RescheduleChoices> {
  assertZone(query.tz);
  const booking = await bookingToReschedule(deps, user, id);
  const zone = query.tz ?? (isPetOwner(user) ? booking.details.userTZ : booking.details.listingTZ);
  const today = startOfDayIn(zone, deps.clock());
  const date = query.date ?? dayIn(zone, booking.slot);
  const slots = await slotsToMoveTo(deps, { listingId: booking.vendor_listing_id, type: booking.type, date, tz: zone, reader: user });
  return { booking, date, zone, first: today.toISODate()!, last: today.plus({ days: LIMITS.BOOKING_DAYS_AHEAD }).toISODate()!, slots };
}

/**
 * Moves a booking the person may move to another free slot of the same consultation
 * and tells both sides, whose calendar files move the same event; answers the new booking's id.
 */
export async function rescheduleBookingFor(deps: AppDeps, user: Principal, id: number, input: { slot: string; tz?: string }, site: SiteOrigin | null = null): Promise<number> {
  assertZone(input.tz);
  const booking = await bookingToReschedule(deps, user, id);
  const movedId = await rescheduleBooking(deps, user, booking, { slot: input.slot, userTZ: isPetOwner(user) ? input.tz : undefined });
  const moved = await bookingById(deps, movedId);
  const onItsSite = site && site.vendorId === booking.vendor_id ? site : null;
  if (moved) await sendBookingRescheduled(deps, moved, booking.slot, onItsSite).catch((error) => deps.log.error('reschedule_mail_failed', { bookingId: movedId, error }));
  return movedId;
}
