import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, unprocessable } from '../../lib/errors';
import { hmacHex } from '../../lib/crypto';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { SPECIES } from '../../lib/constants/species';
import { recordCustomer } from '../customers/customers.service';
import type { BookingRequest } from '../../../db/schema';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { practiceName } from '../accounts/accounts.practices.service';
import { addPetForOwner, petsOfOwner, type PetView } from '../pets/pets.service';
import { BOOKING_MESSAGES } from './booking.model';
import { createBooking } from './booking.create';
import { answerBookingRequest, findBookingRequestByTokenHash, setBookingRequestBooking } from './booking.requests.repo';

/** How long a person has to accept a booking request (never past an hour before the slot). */
export const REQUEST_HOURS = 48;
const PURPOSE = 'booking-request';

export const tokenHash = (deps: AppDeps, token: string) => hmacHex(deps.config.jwtSecret, PURPOSE, token);

/** What the person sees on opening a link. */
export type RequestView =
  | { state: 'invalid' | 'answered' | 'expired' }
  | { state: 'pending'; practiceName: string; typeLabel: string; slot: string; zone: string; reason: string; firstName: string; pets: PetView[] };

async function lookUp(deps: AppDeps, token: string): Promise<BookingRequest | null> {
  return (await findBookingRequestByTokenHash(deps.database.db, tokenHash(deps, token))) ?? null;
}

function stateOf(deps: AppDeps, request: BookingRequest | null): 'invalid' | 'answered' | 'expired' | 'pending' {
  if (!request) return 'invalid';
  if (request.status !== 'pending') return 'answered';
  return request.expires_at <= deps.clock().toISOString() ? 'expired' : 'pending';
}

export async function viewBookingRequest(deps: AppDeps, token: string): Promise<RequestView> {
  const request = await lookUp(deps, token);
  const state = stateOf(deps, request);
  if (state !== 'pending') return { state };
  const person = await findOwnerById(deps, request!.user_id);
  if (!person) return { state: 'invalid' };
  const d = request!.details;
  return {
    state,
    practiceName: await practiceName(deps, request!.vendor_id),
    typeLabel: consultationTypeLabel(d.type),
    slot: d.slot,
    zone: d.userTZ,
    reason: d.summary,
    firstName: person.first_name,
    pets: await petsOfOwner(deps, person.id),
  };
}

/** The pet the person chose, or the one they describe to add; checked before the link is used up. */
export interface PetChoice {
  pet?: number;
  pet_name?: string;
  pet_type?: number;
}

export type RequestOutcome = { state: 'accepted'; bookingId: number } | { state: 'declined' } | { state: 'failed'; message: string };

/** Declines: no booking, no charge; the link is used up. */
export async function declineBookingRequest(deps: AppDeps, token: string): Promise<RequestOutcome | RequestView> {
  const request = await lookUp(deps, token);
  const state = stateOf(deps, request);
  if (state !== 'pending') return { state };
  if (!(await answerBookingRequest(deps.database.db, request!.id, 'declined', deps.clock().toISOString()))) return { state: 'answered' };
  deps.log.info('booking_request_declined', { booking_request_id: request!.id });
  return { state: 'declined' };
}

/**
 * Accepts: the person becomes the practice's customer and the booking is made as the practice
 * asked (through the one booking service, with its slot checks). The link works once.
 */
export async function acceptBookingRequest(deps: AppDeps, token: string, choice: PetChoice): Promise<RequestOutcome | RequestView> {
  const request = await lookUp(deps, token);
  const state = stateOf(deps, request);
  if (state !== 'pending') return { state };
  const r = request!;
  const pets = await petsOfOwner(deps, r.user_id);
  const chosen = pets.find((p) => p.id === choice.pet);
  const newPet = choice.pet_name?.trim();
  // A pet id that is none of theirs is refused, not passed over for the pet named beside it.
  if (choice.pet !== undefined && !chosen) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  if (!chosen && choice.pet_type !== undefined && !Object.hasOwn(SPECIES, choice.pet_type)) throw unprocessable('Pet type is required', 'pet_type');
  if (!chosen && !(newPet && choice.pet_type)) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  const db = deps.database.db;
  if (!(await answerBookingRequest(db, r.id, 'accepted', deps.clock().toISOString()))) return { state: 'answered' };
  await recordCustomer(db, r.vendor_id, r.user_id, 'accepted');
  const petId = chosen?.id ?? (await addPetForOwner(deps, r.user_id, { name: newPet!, type: choice.pet_type! })).id;
  const d = r.details;
  const practice: Principal = { id: d.booked_by.id, vendor_id: r.vendor_id, role: 'vendor', subrole: d.booked_by.subrole, email: '', pic: null, first_name: '', last_name: '', exp: 0 };
  let bookingId: number;
  try {
    bookingId = await createBooking(
      deps,
      practice,
      { vendor_listing_id: d.vendor_listing_id, type: d.type, slot: d.slot, userTZ: d.userTZ, pet: petId, info: { summary: d.summary }, user_id: r.user_id, waive: d.waive, owner_country: d.owner_country, owner_region: d.owner_region },
      `booking-request-${r.id}`,
    );
  } catch (error) {
    if (error instanceof AppError) return { state: 'failed', message: error.message };
    throw error;
  }
  await setBookingRequestBooking(db, r.id, bookingId, deps.clock().toISOString());
  deps.log.info('booking_request_accepted', { booking_request_id: r.id, booking_id: bookingId });
  return { state: 'accepted', bookingId };
}
