import type { AppDeps } from '../../deps';
import type { SiteOrigin } from '../../lib/site-url';
import type { Principal } from '../../lib/principal';
import { isPracticeLogin } from '../../lib/policy';
import { AppError, unprocessable } from '../../lib/errors';
import { dollarsToCents } from '../../lib/money';
import { hmacHex, randomSecret } from '../../lib/crypto';
import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '../../lib/constants/consultation-types';
import { displayName, isCustomerOf, personNamedBy, recordCustomer } from '../customers/customers.service';
import type { BookingRequest, PaymentAnswer, User } from '../../../db/schema';
import { findOwnerById } from '../accounts/owner-accounts.service';
import { practiceName } from '../accounts/practices.service';
import { addPetForOwner, petsOfOwner, type PetView } from '../pets/pets.service';
import { bookingRequestMail } from '../notifications/customer-mail';
import { BOOKING_MESSAGES, type PaymentInput } from './booking.model';
import { createBooking } from './booking.service';
import { requestedSlot, slotRefusal } from './booking.checks';
import { answerBookingRequest, findBookingRequestByKey, findBookingRequestByTokenHash, insertBookingRequest, setBookingRequestBooking } from './booking-requests.repo';

/** How long a person has to accept a booking request (never past an hour before the slot). */
export const REQUEST_HOURS = 48;
const PURPOSE = 'booking-request';

const tokenHash = (deps: AppDeps, token: string) => hmacHex(deps.config.jwtSecret, PURPOSE, token);

/** What `POST /api/payment` answers: a booking's answer, or that the person was asked to accept. */
export type PlaceAnswer = PaymentAnswer | { httpStatus: 202; body: { result: 'pending'; status: string; display_name: string } };

/**
 * `POST /api/payment`: a practice booking a person who is not yet its customer sends them a
 * request to accept; every other booking goes straight to the booking service.
 */
export async function placeBooking(...args: Parameters<typeof createBooking>): Promise<PlaceAnswer> {
  const [deps, principal, input, idempotencyKey] = args;
  const request = await bookingRequestFor(deps, principal, input, idempotencyKey ?? input.idempotencyKey);
  return request ?? createBooking(...args);
}

/** The request answer when the practice names a person who is not its customer; null otherwise. */
async function bookingRequestFor(deps: AppDeps, principal: Principal, input: PaymentInput, attempt: string | undefined): Promise<PlaceAnswer | null> {
  if (!isPracticeLogin(principal) || !principal.vendor_id || (!input.user_id && !input.customer_email)) return null;
  // An unknown person is left to the booking service, which answers 'Customer not found'.
  const person = await personNamedBy(deps, input.user_id, input.customer_email).catch((error) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!person || (await isCustomerOf(deps.database.db, principal.vendor_id, person.id))) return null;
  try {
    // Keys are per person at the practice, as for bookings: a retry answers the same, one e-mail.
    const key = `${principal.role}:${principal.id}:${attempt ?? crypto.randomUUID()}`;
    const known = await findBookingRequestByKey(deps.database.db, key);
    if (known) return pendingAnswer((await findOwnerById(deps, known.user_id)) ?? person);
    return await requestAcceptance(deps, principal, input, person, key);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { httpStatus: error.status, body: error.field ? { result: 'error', status: error.message, field: error.field } : { result: 'error', status: error.message } };
  }
}

/**
 * Records the request and e-mails the person single-use accept and decline links. Nothing is
 * booked or charged until they accept, so the practice must waive any price; the practice
 * learns nothing of the person but "First L.", and the pet is theirs to choose.
 */
async function requestAcceptance(deps: AppDeps, principal: Principal, input: PaymentInput, person: User, key: string): Promise<PlaceAnswer> {
  const bookable = await requestedSlot(deps, principal, input);
  const refused = await slotRefusal(deps.database.db, bookable, deps.clock());
  if (refused) return refused;
  const amount = dollarsToCents(bookable.consultation.price);
  const waive = input.waive === true;
  if (amount > 0 && !waive) throw unprocessable(BOOKING_MESSAGES.requestNeedsWaive, 'waive');
  const now = deps.clock();
  const latest = new Date(bookable.slot).getTime() - 60 * 60_000;
  const expiresAt = new Date(Math.min(now.getTime() + REQUEST_HOURS * 3_600_000, latest)).toISOString();
  const token = randomSecret();
  const request = await insertBookingRequest(deps.database.db, {
    idempotency_key: key,
    vendor_id: principal.vendor_id!,
    user_id: person.id,
    token_hash: tokenHash(deps, token),
    expires_at: expiresAt,
    details: {
      vendor_listing_id: bookable.listing.id,
      type: bookable.consultation.type,
      slot: bookable.slot,
      userTZ: bookable.userTZ,
      summary: input.info.summary,
      waive,
      booked_by: { id: principal.id, subrole: principal.subrole },
    },
  });
  if (!request) return pendingAnswer(person); // the same key raced in: that request sent the e-mail
  const practice = await practiceName(deps, principal.vendor_id!);
  const url = (action: 'accept' | 'decline') => `${deps.config.publicUrl}/booking-requests/${action}?t=${token}`;
  const mail = deps.providers.mail.send(
    bookingRequestMail({
      to: person.email,
      firstName: person.first_name,
      practiceName: practice,
      listingTitle: bookable.listing.title,
      type: bookable.consultation.type,
      slot: bookable.slot,
      zone: bookable.listing.timezone,
      reason: input.info.summary,
      acceptUrl: url('accept'),
      declineUrl: url('decline'),
      expiresAt,
    }),
  );
  await mail.catch((error) => deps.log.error('booking_request_mail_failed', { request_id: request.id, error }));
  deps.log.info('booking_request_sent', { request_id: request.id, vendor_id: principal.vendor_id });
  return pendingAnswer(person);
}

/** All the practice learns: the request went to "First L.". */
function pendingAnswer(person: User): PlaceAnswer {
  const shown = displayName(person);
  return { httpStatus: 202, body: { result: 'pending', status: `Sent to ${shown} to accept. Nothing is booked or charged until they do.`, display_name: shown } };
}

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
    typeLabel: CONSULTATION_TYPE_LABELS[d.type as ConsultationType] ?? 'Consultation',
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
  deps.log.info('booking_request_declined', { request_id: request!.id });
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
  if (!chosen && !(newPet && choice.pet_type)) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  const db = deps.database.db;
  if (!(await answerBookingRequest(db, r.id, 'accepted', deps.clock().toISOString()))) return { state: 'answered' };
  await recordCustomer(db, r.vendor_id, r.user_id, 'accepted');
  const petId = chosen?.id ?? (await addPetForOwner(deps, r.user_id, { name: newPet!, type: choice.pet_type! })).id;
  const d = r.details;
  const practice: Principal = { id: d.booked_by.id, vendor_id: r.vendor_id, role: 'vendor', subrole: d.booked_by.subrole, email: '', pic: null, first_name: '', last_name: '', exp: 0 };
  const answer = await createBooking(
    deps,
    practice,
    { vendor_listing_id: d.vendor_listing_id, type: d.type, slot: d.slot, userTZ: d.userTZ, pet: petId, info: { summary: d.summary }, user_id: r.user_id, waive: d.waive },
    `booking-request-${r.id}`,
  );
  if (answer.body.result !== 'success') return { state: 'failed', message: answer.body.status };
  await setBookingRequestBooking(db, r.id, answer.body.id, deps.clock().toISOString());
  deps.log.info('booking_request_accepted', { request_id: r.id, booking_id: answer.body.id });
  return { state: 'accepted', bookingId: answer.body.id };
}
