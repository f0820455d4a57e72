import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { constraintCode } from '../../lib/errors';
import { addMinutes } from '../../lib/time';
import { enabledConsultation } from '../../lib/consultations';
import { listingById } from '../listings/listings.service';
import { practiceLocaleOf } from '../accounts/accounts.practices.service';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { BOOKING_MESSAGES } from './booking.model';
import { slotRefusal } from './booking.checks';
import { bookingEntered } from './booking.changes';
import { insertBooking } from './booking.hold.repo';
import { releaseExpiredHolds } from './booking.repo';
import { deleteOfferHold } from './booking.offer-hold.repo';

export { deleteOfferHold as releaseOfferHold };

/** What a waitlist offer holds: one slot of a listing's consultation, for one owner, until `expiresAt`. */
export interface OfferHoldRequest {
  listingId: number;
  type: number;
  slot: string;
  userId: number;
  expiresAt: Date;
}

/**
 * Holds a slot for a waitlist offer inside the caller's transaction, after the same checks as a
 * paid hold (schedule, lead time, every live booking and hold of the listing): the bookings row
 * has no payment, and the partial unique index lets no other hold or booking take the slot.
 * Answers the row's id, or null when the slot is not free any more.
 */
export async function holdForOffer(deps: AppDeps, tx: Tx, request: OfferHoldRequest, now: Date): Promise<number | null> {
  const found = await listingById(deps, request.listingId);
  const owner = await findOwnerById(deps, request.userId);
  if (!found || !owner) return null;
  const { listing, consultation } = enabledConsultation(found, request.type, BOOKING_MESSAGES.listingNotFound);
  const { currency } = await practiceLocaleOf(deps, listing.vendor_id);
  const slotEnd = addMinutes(new Date(request.slot), consultation.duration).toISOString();
  const asked = { listing, consultation, slot: request.slot, slotEnd, userTZ: listing.timezone, currency };
  if (await slotRefusal(tx, asked, now)) return null;
  const nowIso = now.toISOString();
  for (const id of await releaseExpiredHolds(tx, listing.id, request.slot, nowIso)) await bookingEntered(deps, tx, id);
  const user = { id: owner.id, first_name: owner.first_name, last_name: owner.last_name, email: owner.email };
  const listingFacts = { title: listing.title, line1: listing.line1, duration: consultation.duration, price: consultation.price, currency };
  try {
    const row = await insertBooking(tx, {
      slot: request.slot,
      slot_end: slotEnd,
      status: BOOKING_STATUS.IN_PROGRESS,
      type: request.type,
      user_id: owner.id,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      payment_id: null,
      hold_expires_at: request.expiresAt.toISOString(),
      details: { type: request.type, slot: request.slot, user, listing: listingFacts, info: { summary: '' }, userTZ: listing.timezone, listingTZ: listing.timezone },
    });
    return row.id;
  } catch (error) {
    if (constraintCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') return null;
    throw error;
  }
}
