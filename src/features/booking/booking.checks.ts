import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPracticeLogin } from '../../lib/policy';
import type { Db, Tx } from '../../../db/client';
import type { Consultation, Listing, Payment, PaymentAnswer } from '../../../db/schema';
import { AppError, conflict, forbidden, unprocessable } from '../../lib/errors';
import { addMinutes, assertZone, zoneOr } from '../../lib/time';
import { bookedConsultation, enabledConsultation } from '../../lib/consultations';
import { isOfferedSlot } from '../availability/availability.slots';
import { booksAsPractice, urgentHoldFor } from '../availability/availability.urgent';
import { listingById } from '../listings/listings.service';
import { assertTakingBookings, practiceLocaleOf } from '../accounts/accounts.practices.service';
import { BOOKING_MESSAGES } from './booking.model';
import { bookedIntervals } from './booking.queries';

/** What the wizard, the API and a practice booking for its customer name: a listing, a type, a start, the reader's zone. */
interface SlotRequest {
  vendor_listing_id: number;
  type: number;
  slot: string;
  userTZ?: string;
  /** A booking being moved: its own consultation counts even turned off, kept by the practice for the visits booked. */
  booked?: boolean;
}

/** A slot of one enabled consultation of a listing the person may book. */
export interface RequestedSlot {
  listing: Listing;
  consultation: Consultation;
  /** ISO instants. */
  slot: string;
  slotEnd: string;
  userTZ: string;
  /** The practice's currency (ISO 4217, upper case): the consultation's price is in its minor units. */
  currency: string;
  /** How far ahead the slot may lie: the usual 15 days, unless it is a visit of a series. */
  daysAhead?: number;
  /** Booked by the listing's practice (for a customer): urgent slots still held back are its to book. */
  byPractice?: boolean;
}

/** The answer a payment row keeps, replayed for its key: the booking made, or why not. */
export const success = (id: number): PaymentAnswer => ({ httpStatus: 200, body: { result: 'success', id } });
export const failure = (httpStatus: number, status: string, field?: string): PaymentAnswer => ({
  httpStatus,
  body: field ? { result: 'error', status, field } : { result: 'error', status },
});

/**
 * The answer kept for a key given again: the booking's id, or its refusal thrown as the first
 * time; "in progress" while the first request with it has not finished.
 */
export function replayKept(payment: Pick<Payment, 'response'>): number {
  const answer = payment.response?.body ? payment.response : failure(409, BOOKING_MESSAGES.inProgress);
  if (answer.body.result === 'success') return answer.body.id;
  throw new AppError(answer.httpStatus, answer.body.status, answer.body.field);
}

/** Who pays, as a payment made in the browser records it: "user:12", "vendor:3". */
export const payerOf = (principal: Principal) => `${principal.role}:${principal.id}`;

/**
 * The listing, consultation and interval asked for, checked without a lock: the listing
 * offers the type, and a practice books only its own listings (a team member only those they
 * manage, spec §6). Whether the slot is free is `slotRefusal`'s to say.
 */
export async function requestedSlot(deps: AppDeps, principal: Principal, request: SlotRequest): Promise<RequestedSlot> {
  const found = await listingById(deps, request.vendor_listing_id);
  const { listing, consultation } = request.booked
    ? bookedConsultation(found, request.type, BOOKING_MESSAGES.listingNotFound)
    : enabledConsultation(found, request.type, BOOKING_MESSAGES.listingNotFound, 'vendor_listing_id');
  if (isPracticeLogin(principal) && !can(principal, 'listing:book', listing!, deps.clock())) throw forbidden(BOOKING_MESSAGES.cannotBook);
  await assertTakingBookings(deps, listing!.vendor_id);
  const { currency } = await practiceLocaleOf(deps, listing!.vendor_id);
  // A zone no one has (America/Nowhere) would show every time of the booking in another one.
  assertZone(request.userTZ, 'userTZ');
  const start = new Date(request.slot);
  if (Number.isNaN(start.getTime())) throw unprocessable('slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z', 'slot');
  return {
    listing: listing!,
    consultation,
    slot: start.toISOString(),
    slotEnd: addMinutes(start, consultation.duration).toISOString(),
    userTZ: zoneOr(request.userTZ, listing!.timezone),
    currency,
    byPractice: booksAsPractice(principal, listing!, deps.clock()),
  };
}

/**
 * Why a slot cannot be booked at `now` (off the schedule, within the hour, past 15 days, or
 * overlapping a live booking of the listing, or an urgent slot still held back from owners), or
 * null when it can. Only the bookings that overlap the slot itself can take it, so only those are read.
 */
export async function slotRefusal(conn: Db | Tx, p: RequestedSlot, now: Date): Promise<AppError | null> {
  const booked = await bookedIntervals(conn, p.listing.id, p.slot, p.slotEnd, now);
  const urgent = await urgentHoldFor(conn, p.listing, p.byPractice === true, now);
  const query = { schedule: p.consultation.schedule, duration: p.consultation.duration, listingZone: p.listing.timezone, now, daysAhead: p.daysAhead, urgent };
  if (isOfferedSlot({ ...query, booked }, p.slot, p.userTZ)) return null;
  return booked.length > 0 && isOfferedSlot({ ...query, booked: [] }, p.slot, p.userTZ)
    ? conflict(BOOKING_MESSAGES.slotTaken)
    : unprocessable(BOOKING_MESSAGES.slotNotOffered, 'slot');
}
