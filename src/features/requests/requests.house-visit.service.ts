import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, conflict, forbidden, unprocessable } from '../../lib/errors';
import type { HouseVisitDetails, Request } from '../../../db/schema/index';
import { ownPet } from '../pets/pets.service';
import { listingById } from '../listings/listings.service';
import { slotsFor } from '../availability/availability.service';
import { createBooking } from '../booking/booking.create';
import { BOOKING_MESSAGES } from '../booking/booking.model';
import { HOUSE_VISIT_TYPE, REQUEST_MESSAGES, type HouseVisitInput, type PayInput } from './requests.model';
import { advanceRequest, findRequestByKey, insertRequest } from './requests.repo';
import { askedListing, requestFor, tell } from './requests.service';
import { announce } from './requests.events';
import { can } from '../../lib/policy';
import { DAY_MS } from '../../lib/time';

/** The clinic consultation a house visit is booked as: the practice's own, with its slots and price. */
function clinicOf(listing: { consultations: { type: number; status: boolean; price: number; duration: number }[] }) {
  const clinic = listing.consultations.find((c) => c.status && c.type === HOUSE_VISIT_TYPE);
  if (!clinic) throw unprocessable(REQUEST_MESSAGES.noClinic, 'listing');
  return clinic;
}

/** An owner asks a practice for a house visit: address, pet, reason, preferred days and times. The practice is told. */
export async function askHouseVisit(deps: AppDeps, principal: Principal, input: HouseVisitInput): Promise<Request> {
  if (!can(principal, 'request:ask', null)) throw forbidden('Only pet owners can ask for a house visit');
  const key = `user:${principal.id}:visit:${input.idempotencyKey}`;
  const known = await findRequestByKey(deps.database.db, key);
  if (known) return known;
  const listing = await askedListing(deps, input.listing);
  clinicOf(listing);
  const pet = await ownPet(deps, principal, input.pet).catch((error) => {
    throw error instanceof AppError ? unprocessable('Pet is required', 'pet') : error;
  });
  const details: HouseVisitDetails = { address: input.address, reason: input.reason, preferred: input.preferred };
  const request =
    (await insertRequest(
      deps.database.db,
      { kind: 'house_visit', user_id: principal.id, vendor_id: listing.vendor_id, vendor_listing_id: listing.id, pet_id: pet.id, idempotency_key: key, details },
      { author_role: 'user', author_id: principal.id, kind: 'question', body: input.reason },
      announce(deps, 'request.created'),
    )) ?? (await findRequestByKey(deps.database.db, key))!;
  deps.log.info('house_visit_asked', { service_request_id: request.id, vendor_id: listing.vendor_id });
  await tell(deps, request, 'visit_asked', { quote: `${input.reason}\n\nAddress: ${input.address}\nPreferred: ${input.preferred}` });
  return request;
}

async function visitFor(deps: AppDeps, principal: Principal, id: number, side: 'owner' | 'practice') {
  const found = await requestFor(deps, principal, id);
  if (found.request.kind !== 'house_visit') throw unprocessable('This request is not a house visit', 'id');
  if (found.side !== side) throw forbidden(side === 'practice' ? 'Only the practice asked can do this' : 'Only the owner can do this');
  const listing = found.request.vendor_listing_id ? await listingById(deps, found.request.vendor_listing_id) : undefined;
  if (!listing) throw unprocessable(REQUEST_MESSAGES.noClinic, 'listing');
  return { request: found.request, listing, details: found.request.details as HouseVisitDetails };
}

/** The free clinic slots the practice can offer on a day (YYYY-MM-DD, in the listing's zone). */
export async function freeVisitSlots(deps: AppDeps, principal: Principal, id: number, date: string) {
  const { listing } = await visitFor(deps, principal, id, 'practice');
  clinicOf(listing);
  return { zone: listing.timezone, slots: await slotsFor(deps, listing.id, HOUSE_VISIT_TYPE, date, listing.timezone) };
}

/** The practice accepts with a free slot of its clinic consultation; the owner is asked to pay to make it a booking. */
export async function acceptHouseVisit(deps: AppDeps, principal: Principal, id: number, slot: string): Promise<void> {
  const { request, listing, details } = await visitFor(deps, principal, id, 'practice');
  clinicOf(listing);
  const start = new Date(slot).toISOString();
  const day = start.slice(0, 10);
  // Offered only if it is one of the free slots around that day (the booking checks it again at payment).
  const days = [-1, 0, 1].map((d) => new Date(Date.parse(`${day}T12:00:00Z`) + d * DAY_MS).toISOString().slice(0, 10));
  const free = (await Promise.all(days.map((d) => slotsFor(deps, listing.id, HOUSE_VISIT_TYPE, d, listing.timezone)))).flat();
  if (!free.some((s) => s.start === start)) throw unprocessable(BOOKING_MESSAGES.slotNotOffered, 'slot');
  const now = deps.clock().toISOString();
  const accepted = { status: 'accepted' as const, details: { ...details, slot: start, pay_error: null } };
  const moved = await advanceRequest(deps.database.db, request.id, ['open'], accepted, null, now, announce(deps, 'request.answered'));
  if (!moved) throw conflict(REQUEST_MESSAGES.notWaiting, 'slot');
  await tell(deps, request, 'visit_accepted', { when: start });
}

/** The practice declines, with its reason; both sides are told. */
export async function declineHouseVisit(deps: AppDeps, principal: Principal, id: number, reason: string): Promise<void> {
  const { request, details } = await visitFor(deps, principal, id, 'practice');
  const moved = await advanceRequest(
    deps.database.db,
    request.id,
    ['open', 'accepted'],
    { status: 'declined', details: { ...details, decline_reason: reason } },
    { author_role: 'vendor', author_id: principal.id, kind: 'decline', body: reason },
    deps.clock().toISOString(),
    announce(deps, 'request.answered'),
  );
  if (!moved) throw conflict(REQUEST_MESSAGES.notWaiting, 'reason');
  await tell(deps, request, 'visit_declined', { quote: reason });
}

/**
 * The owner pays for the accepted visit: it is booked as the owner's own booking of the
 * practice's clinic consultation at the slot offered, through the one booking service
 * (its slot checks, price from the listing, payment, confirmation e-mails to both sides).
 * A slot taken in the meantime sends the request back to the practice to offer another.
 */
export async function payHouseVisit(deps: AppDeps, principal: Principal, id: number, input: PayInput): Promise<number> {
  const { request, listing, details } = await visitFor(deps, principal, id, 'owner');
  if (request.status !== 'accepted' || !details.slot) throw conflict(REQUEST_MESSAGES.notWaiting, 'payment');
  const summary = `House visit at ${details.address}: ${details.reason}`.slice(0, 2000);
  const bookingId = await createBooking(
    deps,
    principal,
    { vendor_listing_id: listing.id, type: HOUSE_VISIT_TYPE, slot: details.slot, userTZ: listing.timezone, pet: request.pet_id!, info: { summary }, payment: input.payment },
    `house-visit-${request.id}-${input.idempotencyKey}`,
    null,
    null,
    { address: details.address },
  ).catch(async (error) => {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 409 && error.key === BOOKING_MESSAGES.slotTaken) {
      // Kept as the key: the owner reads it later, in their own language.
      const pay_error = error.key;
      await advanceRequest(deps.database.db, request.id, ['accepted'], { status: 'open', details: { ...details, slot: null, pay_error } }, null, deps.clock().toISOString());
    }
    throw new AppError(error.status, error.message, error.field ?? 'payment');
  });
  const now = deps.clock().toISOString();
  await advanceRequest(deps.database.db, request.id, ['accepted'], { status: 'booked', booking_id: bookingId }, null, now);
  deps.log.info('house_visit_booked', { service_request_id: request.id, booking_id: bookingId });
  return bookingId;
}
