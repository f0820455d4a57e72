import type { Db, Tx } from '../../../db/client';
import type { Consultation, Listing, PaymentAnswer } from '../../../db/schema';
import { isOfferedSlot } from '../availability/availability.slots';
import { BOOKING_MESSAGES } from './booking.model';
import { failure } from './booking.answers';
import { findLiveIntervals } from './booking.hold.repo';

/** What a slot check needs of a requested slot (booking.checks' RequestedSlot, or the plain copy a hold posts to the writer thread). */
export interface SlotToCheck {
  listing: Pick<Listing, 'id' | 'timezone'>;
  consultation: Pick<Consultation, 'schedule' | 'duration'>;
  slot: string;
  slotEnd: string;
  userTZ: string;
}

/**
 * Why a slot cannot be booked at `now` (off the schedule, within the hour, past 15 days, or
 * overlapping a live booking of the listing), or null when it can. Only the bookings that
 * overlap the slot itself can take it, so only those are read.
 */
export async function slotRefusal(conn: Db | Tx, p: SlotToCheck, now: Date): Promise<PaymentAnswer | null> {
  const booked = await findLiveIntervals(conn, p.listing.id, p.slot, p.slotEnd, now.toISOString());
  const query = { schedule: p.consultation.schedule, duration: p.consultation.duration, listingZone: p.listing.timezone, now };
  if (isOfferedSlot({ ...query, booked }, p.slot, p.userTZ)) return null;
  return booked.length > 0 && isOfferedSlot({ ...query, booked: [] }, p.slot, p.userTZ)
    ? failure(409, BOOKING_MESSAGES.slotTaken)
    : failure(422, BOOKING_MESSAGES.slotNotOffered, 'slot');
}
