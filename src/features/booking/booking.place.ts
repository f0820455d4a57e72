import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { isPracticeLogin } from '../../lib/policy';
import { AppError, unprocessable } from '../../lib/errors';
import { randomSecret } from '../../lib/crypto';
import { t } from '../../lib/i18n';
import { displayName, isCustomerOf, personNamedBy } from '../customers/customers.service';
import type { User } from '../../../db/schema';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { practiceName } from '../accounts/accounts.practices.service';
import { accountReader, practiceLocaleTag } from '../accounts/accounts.readers';
import { bookingRequestMail } from '../notifications/notifications.customer-mail';
import { BOOKING_MESSAGES, type PaymentInput } from './booking.model';
import { createBooking } from './booking.create';
import { requestedSlot, slotRefusal } from './booking.checks';
import { REQUEST_HOURS, tokenHash } from './booking.requests';
import { findBookingRequestByKey, insertBookingRequest } from './booking.requests.repo';
import { telehealthGateOf } from './booking.telehealth-port';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';

/** What `POST /api/payment` did: booked (the booking's id), or asked the person to accept. */
export type Placed = { booked: number } | { pending: { status: string; display_name: string } };

/**
 * `POST /api/payment`: a practice booking a person who is not yet its customer sends them a
 * request to accept; every other booking goes straight to the booking service.
 */
export async function placeBooking(...args: Parameters<typeof createBooking>): Promise<Placed> {
  const [deps, principal, input, idempotencyKey] = args;
  const request = await bookingRequestFor(deps, principal, input, idempotencyKey ?? input.idempotencyKey);
  return request ?? { booked: await createBooking(...args) };
}

/** The request answer when the practice names a person who is not its customer; null otherwise. */
async function bookingRequestFor(deps: AppDeps, principal: Principal, input: PaymentInput, attempt: string | undefined): Promise<Placed | null> {
  if (!isPracticeLogin(principal) || !principal.vendor_id || (!input.user_id && !input.customer_email)) return null;
  // An unknown person is left to the booking service, which answers 'Customer not found'.
  const person = await personNamedBy(deps, input.user_id, input.customer_email).catch((error) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!person || (await isCustomerOf(deps.database.db, principal.vendor_id, person.id))) return null;
  // The practice cannot know this person's pets: a pet named here, theirs or no one's, is refused, not dropped.
  if (input.pet !== undefined) throw unprocessable(BOOKING_MESSAGES.requestPetFromPerson, 'pet');
  // Keys are per person at the practice, as for bookings: a retry answers the same, one e-mail.
  const key = `${principal.role}:${principal.id}:${attempt ?? crypto.randomUUID()}`;
  const known = await findBookingRequestByKey(deps.database.db, key);
  if (known) return pendingAnswer((await findOwnerById(deps, known.user_id)) ?? person);
  return requestAcceptance(deps, principal, input, person, key);
}

/**
 * Records the request and e-mails the person single-use accept and decline links. Nothing is
 * booked or charged until they accept, so the practice must waive any price; the practice
 * learns nothing of the person but "First L.", and the pet is theirs to choose.
 */
async function requestAcceptance(deps: AppDeps, principal: Principal, input: PaymentInput, person: User, key: string): Promise<Placed> {
  const bookable = await requestedSlot(deps, principal, input);
  const refused = await slotRefusal(deps.database.db, bookable, deps.clock());
  if (refused) throw refused;
  const amount = bookable.consultation.price;
  const waive = input.waive === true;
  if (amount > 0 && !waive) throw unprocessable(BOOKING_MESSAGES.requestNeedsWaive, 'waive');
  // A remote consult keeps where the pet will be until the person accepts; a bad place is refused now, not then.
  const place = bookable.consultation.type === CONSULTATION_TYPES.CLINIC ? null : (telehealthGateOf(deps)?.place(input) ?? null);
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
      ...place,
    },
  });
  if (!request) return pendingAnswer(person); // the same key raced in: that request sent the e-mail
  const practice = await practiceName(deps, principal.vendor_id!);
  // Written for the person asked, in their language (else the practice's locale), not the practice's.
  const reader = accountReader(person, await practiceLocaleTag(deps, principal.vendor_id));
  const url = (action: 'accept' | 'decline') => `${deps.config.publicUrl}/booking-requests/${action}?t=${token}`;
  const mail = bookingRequestMail({
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
    reader,
  }).then((message) => deps.providers.mail.send(message));
  await mail.catch((error) => deps.log.error('booking_request_mail_failed', { booking_request_id: request.id, error }));
  deps.log.info('booking_request_sent', { booking_request_id: request.id, vendor_id: principal.vendor_id });
  return pendingAnswer(person);
}

/** All the practice learns: the request went to "First L.". */
function pendingAnswer(person: User): Placed {
  const shown = displayName(person);
  return { pending: { status: t('Sent to {name} to accept. Nothing is booked or charged until they do.', { name: shown }), display_name: shown } };
}

