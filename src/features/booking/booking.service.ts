import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, conflict, constraintCode, forbidden, notFound, unprocessable } from '../../lib/errors';
import { dollarsToCents } from '../../lib/money';
import { zoneOr } from '../../lib/time';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import type { Db, Tx } from '../../../db/client';
import type { BookingDetails, Consultation, Listing, Pet, User } from '../../../db/schema';
import { isOfferedSlot } from '../availability/availability.slots';
import { bookingDetails } from '../../lib/booking-details';
import { customerById } from '../accounts/customers.service';
import { activePetOf } from '../pets/pets.service';
import { listingById, manages } from '../listings/listings.service';
import { sendBookingConfirmed } from '../notifications/notifications.service';
import { BOOKING_MESSAGES, type IntentInput, type PaymentInput } from './booking.model';
import { bookedIntervals } from './booked.service';
import { confirmBooking, findPaymentByKey, findPaymentByReference, insertBooking, insertPayment, releaseExpiredHolds, releaseHold } from './booking.repo';

/** How long a slot is held while its payment is under way. */
export const HOLD_MINUTES = 10;

export type BookingAnswerBody = { result: 'success'; id: number } | { result: 'error'; status: string; field?: string };
/** The HTTP status and body `POST /api/payment` answers; stored with the payment and replayed for the same key. */
export interface BookingAnswer {
  httpStatus: number;
  body: BookingAnswerBody;
}

const success = (id: number): BookingAnswer => ({ httpStatus: 200, body: { result: 'success', id } });
const failure = (httpStatus: number, status: string, field?: string): BookingAnswer => ({
  httpStatus,
  body: field ? { result: 'error', status, field } : { result: 'error', status },
});

/** Who pays, as a payment made in the browser records it: "user:12", "vendor:3". */
const payerOf = (principal: Principal) => `${principal.role}:${principal.id}`;

/** Who the booking is for: the owner themself, or the practice's customer named by `user_id`. */
async function customerFor(deps: AppDeps, principal: Principal, input: PaymentInput): Promise<User> {
  if (principal.role === 'user') {
    if (input.waive) throw forbidden(BOOKING_MESSAGES.waiveOnlyPractice);
    const self = await customerById(deps, principal.id);
    if (!self) throw forbidden('unauthorized');
    return self;
  }
  if (principal.role !== 'vendor') throw forbidden(BOOKING_MESSAGES.cannotBook);
  if (!input.user_id) throw unprocessable('Customer is required', 'user_id');
  const customer = await customerById(deps, input.user_id);
  if (!customer) throw notFound(BOOKING_MESSAGES.customerNotFound);
  return customer;
}

/** A practice books only its own listings; a team member only those they manage (spec §6). */
function assertMayBook(principal: Principal, listing: Listing): void {
  if (principal.role === 'vendor' && !manages(principal, listing)) throw forbidden(BOOKING_MESSAGES.cannotBook);
}

/** The enabled consultation of that type, or an error naming the field. */
function consultationOf(listing: Listing | undefined, type: number): Consultation {
  const enabled = listing?.consultations.filter((c) => c.status) ?? [];
  if (!listing || enabled.length === 0) throw notFound(BOOKING_MESSAGES.listingNotFound);
  const consultation = enabled.find((c) => c.type === type);
  if (!consultation) throw unprocessable(BOOKING_MESSAGES.typeNotOffered, 'type');
  return consultation;
}

/** An expiry month (YYYY-MM) is good through its last day. */
function isExpired(expDt: string, now: Date): boolean {
  const [year, month] = expDt.split('-').map(Number) as [number, number];
  return Date.UTC(year, month, 1) <= now.getTime();
}

interface Prepared {
  customer: User;
  listing: Listing;
  consultation: Consultation;
  pet: Pet;
  slot: string;
  slotEnd: string;
  userTZ: string;
  amount: number;
  waived: boolean;
}

/** Every check that needs no lock: who, which listing, which pet, what it costs, what pays for it. */
async function prepare(deps: AppDeps, principal: Principal, input: PaymentInput): Promise<Prepared> {
  const db = deps.database.db;
  const customer = await customerFor(deps, principal, input);
  const listing = await listingById(deps, input.vendor_listing_id);
  const consultation = consultationOf(listing, input.type);
  assertMayBook(principal, listing!);
  const petId = typeof input.pet === 'number' ? input.pet : input.pet.id;
  const pet = await activePetOf(deps, customer.id, petId);
  if (!pet) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  const start = new Date(input.slot);
  if (Number.isNaN(start.getTime())) throw unprocessable('slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z', 'slot');

  const waived = principal.role === 'vendor' && input.waive === true;
  // The price always comes from the listing, whatever the body says.
  const amount = dollarsToCents(consultation.price);
  if (amount > 0 && !waived) {
    if (deps.providers.payments.name === 'stripe') {
      if (!input.paymentIntentId) throw unprocessable('paymentIntentId is required', 'paymentIntentId');
      // One PaymentIntent pays for one booking: a paid intent cannot be shown again for another slot.
      if (await findPaymentByReference(db, 'stripe', input.paymentIntentId)) throw conflict(BOOKING_MESSAGES.paymentUsed, 'paymentIntentId');
    } else {
      if (!input.payment) throw unprocessable(BOOKING_MESSAGES.paymentRequired, 'payment');
      if (isExpired(input.payment.expDt, deps.clock())) throw unprocessable('Expiry must not be in the past', 'payment.expDt');
    }
  }
  const userTZ = zoneOr(input.userTZ, listing!.timezone);
  return {
    customer,
    listing: listing!,
    consultation,
    pet,
    slot: start.toISOString(),
    slotEnd: new Date(start.getTime() + consultation.duration * 60_000).toISOString(),
    userTZ,
    amount,
    waived,
  };
}

/**
 * Why a slot cannot be booked at `now` (off the schedule, within the hour, past 15 days, or
 * overlapping a live booking of the listing), or null when it can. Only the bookings that
 * overlap the slot itself can take it, so only those are read.
 */
async function slotRefusal(conn: Db | Tx, p: Pick<Prepared, 'listing' | 'consultation' | 'slot' | 'slotEnd' | 'userTZ'>, now: Date): Promise<BookingAnswer | null> {
  const booked = await bookedIntervals(conn, p.listing.id, p.slot, p.slotEnd, now);
  const query = { schedule: p.consultation.schedule, duration: p.consultation.duration, listingZone: p.listing.timezone, now };
  if (isOfferedSlot({ ...query, booked }, p.slot, p.userTZ)) return null;
  return booked.length > 0 && isOfferedSlot({ ...query, booked: [] }, p.slot, p.userTZ)
    ? failure(409, BOOKING_MESSAGES.slotTaken)
    : failure(422, BOOKING_MESSAGES.slotNotOffered, 'slot');
}

function detailsOf(p: Prepared, summary: string): BookingDetails {
  return bookingDetails({ ...p, summary });
}

/**
 * Inserts the booking. An expired hold on the same start no longer blocks the slot (the
 * engine ignores it) but the partial unique index still does: only when the insert meets one
 * is it released and the insert tried again, so the usual booking costs one statement.
 */
async function insertHold(tx: Tx, p: Prepared, nowIso: string, values: Parameters<typeof insertBooking>[1]) {
  try {
    return await insertBooking(tx, values);
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    await releaseExpiredHolds(tx, p.listing.id, p.slot, nowIso);
    return insertBooking(tx, values);
  }
}

/** The stored answer for a key, or "in progress" while the first request with it has not finished. */
function replay(payment: { response: Record<string, unknown> | null }): BookingAnswer {
  const stored = payment.response as BookingAnswer | null;
  return stored?.body ? stored : failure(409, BOOKING_MESSAGES.inProgress);
}

/**
 * The one booking service (architecture §6), for `POST /api/payment`, the wizard and a
 * practice booking for its customer. Inside one write transaction it re-checks the slot
 * against the schedule and every live booking of the listing and holds it; then it charges
 * through the payments provider with the idempotency key, and confirms or releases. A free
 * booking, or one whose payment the practice waives, is confirmed in the transaction itself.
 * The same key again answers the first answer without charging again.
 */
export async function createBooking(deps: AppDeps, principal: Principal, input: PaymentInput, idempotencyKey?: string): Promise<BookingAnswer> {
  // Keys are per person, so one person's key can never replay another's answer.
  const key = `${payerOf(principal)}:${idempotencyKey ?? input.idempotencyKey ?? crypto.randomUUID()}`;
  const known = await findPaymentByKey(deps.database.db, key);
  if (known) return replay(known);
  const answer = await book(deps, principal, input, key);
  if (answer.body.result === 'error' && input.paymentIntentId) await releaseAuthorisation(deps, principal, input.paymentIntentId, answer.body.status);
  return answer;
}

/**
 * A card authorised in the browser for a booking that was not made (the slot went to someone
 * else, the pet was not theirs, ...) is given back at once rather than left to run out. Not when
 * the same payment is still at work for another request, or already paid for another booking.
 */
async function releaseAuthorisation(deps: AppDeps, principal: Principal, paymentIntentId: string, status: string): Promise<void> {
  const payments = deps.providers.payments;
  if (!payments.release || status === BOOKING_MESSAGES.inProgress || status === BOOKING_MESSAGES.paymentUsed) return;
  try {
    if (await payments.release(paymentIntentId, payerOf(principal))) deps.log.info('payment_released', { provider: payments.name });
  } catch (error) {
    deps.log.error('payment_release_failed', { provider: payments.name, error });
  }
}

/** One attempt at a booking under its idempotency key (see `createBooking`). */
async function book(deps: AppDeps, principal: Principal, input: PaymentInput, key: string): Promise<BookingAnswer> {
  const db = deps.database.db;
  let prepared: Prepared;
  try {
    prepared = await prepare(deps, principal, input);
  } catch (error) {
    if (error instanceof AppError) return failure(error.status, error.message, error.field);
    throw error;
  }
  const p = prepared;
  const now = deps.clock();
  const nowIso = now.toISOString();
  const charging = p.amount > 0 && !p.waived;

  let held: { bookingId: number; paymentId: number } | BookingAnswer;
  try {
    held = await db.transaction(async (tx) => {
      const refused = await slotRefusal(tx, p, now);
      if (refused) return refused;
      const booking = await insertHold(tx, p, nowIso, {
        slot: p.slot,
        slot_end: p.slotEnd,
        status: BOOKING_STATUS.IN_PROGRESS,
        type: p.consultation.type,
        user_id: p.customer.id,
        vendor_id: p.listing.vendor_id,
        vendor_listing_id: p.listing.id,
        hold_expires_at: charging ? new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString() : null,
        details: detailsOf(p, input.info.summary),
      });
      const payment = await insertPayment(tx, {
        booking_id: booking.id,
        user_id: p.customer.id,
        vendor_id: p.listing.vendor_id,
        provider: charging ? deps.providers.payments.name : 'none',
        idempotency_key: key,
        amount: p.amount,
        currency: 'usd',
        status: charging ? 'pending' : 'waived',
        response: charging ? null : (success(booking.id) as unknown as Record<string, unknown>),
      });
      if (!charging) await confirmBooking(tx, booking.id, payment.id, { reference: null, brand: null, last4: null, status: 'waived', response: payment.response }, nowIso);
      return { bookingId: booking.id, paymentId: payment.id };
    });
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // The same key raced in (replay), or the partial unique index refused a second live booking.
    const raced = await findPaymentByKey(db, key);
    return raced ? replay(raced) : failure(409, BOOKING_MESSAGES.slotTaken);
  }
  if ('httpStatus' in held) return held;
  const { bookingId, paymentId } = held;

  if (charging) {
    const card = input.payment;
    let charged: Awaited<ReturnType<typeof deps.providers.payments.charge>>;
    try {
      charged = await deps.providers.payments.charge({
        amount: p.amount,
        currency: 'usd',
        idempotencyKey: key,
        description: `Booking #${bookingId}: ${p.listing.title}`,
        card: card ? { number: card.cardNumber, name: card.name, cvc: card.ccv, expiry: card.expDt } : undefined,
        paymentIntentId: input.paymentIntentId,
        payer: payerOf(principal),
      });
    } catch (error) {
      deps.log.error('charge_failed', { booking_id: bookingId, provider: deps.providers.payments.name, error });
      charged = { ok: false, message: BOOKING_MESSAGES.paymentFailed };
    }
    const doneAt = deps.clock().toISOString();
    if (!charged.ok) {
      const answer = failure(402, charged.message);
      await db.transaction((tx) => releaseHold(tx, bookingId, paymentId, answer as unknown as Record<string, unknown>, doneAt));
      deps.log.info('payment_declined', { provider: deps.providers.payments.name });
      return answer;
    }
    const answer = success(bookingId);
    const { reference, brand, last4 } = charged;
    try {
      await db.transaction((tx) =>
        confirmBooking(tx, bookingId, paymentId, { reference, brand, last4, status: 'succeeded', response: answer as unknown as Record<string, unknown> }, doneAt),
      );
    } catch (error) {
      if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      // The same PaymentIntent raced in for another booking; the unique reference let only one through.
      const refused = failure(409, BOOKING_MESSAGES.paymentUsed);
      await db.transaction((tx) => releaseHold(tx, bookingId, paymentId, refused as unknown as Record<string, unknown>, doneAt));
      return refused;
    }
  }
  deps.log.info('booking_confirmed', { booking_id: bookingId, amount: p.amount, waived: p.waived });
  const mail = { id: bookingId, user_id: p.customer.id, user_email: p.customer.email, vendor_id: p.listing.vendor_id, listing_owner_id: p.listing.vendor_login_id, details: detailsOf(p, input.info.summary) };
  await sendBookingConfirmed(deps, mail).catch((error) =>
    deps.log.error('booking_mail_failed', { booking_id: bookingId, error }),
  );
  return success(bookingId);
}

/**
 * A payment the browser completes with the provider's own card form (Stripe's Payment
 * Element): checks the booking that is about to be paid for (the listing, the type, the slot
 * still free) and asks the provider for a payment of the listing's price. The card never
 * reaches this server; `createBooking` later checks the payment the browser names.
 */
export async function createPaymentIntent(
  deps: AppDeps,
  principal: Principal,
  input: IntentInput,
): Promise<{ clientSecret: string; publishableKey: string | null; amount: number }> {
  const payments = deps.providers.payments;
  if (!payments.createIntent) throw notFound('This payment provider takes card details on the payment form');
  if (principal.role !== 'user' && principal.role !== 'vendor') throw forbidden(BOOKING_MESSAGES.cannotBook);
  const listing = await listingById(deps, input.vendor_listing_id);
  const consultation = consultationOf(listing, input.type);
  assertMayBook(principal, listing!);
  const start = new Date(input.slot);
  if (Number.isNaN(start.getTime())) throw unprocessable('slot must be an ISO 8601 instant such as 2026-12-01T14:30:00.000Z', 'slot');
  const slot = start.toISOString();
  const slotEnd = new Date(start.getTime() + consultation.duration * 60_000).toISOString();
  const userTZ = zoneOr(input.userTZ, listing!.timezone);
  const refused = await slotRefusal(deps.database.db, { listing: listing!, consultation, slot, slotEnd, userTZ }, deps.clock());
  if (refused && refused.body.result === 'error') throw new AppError(refused.httpStatus, refused.body.status, refused.body.field);
  // The price always comes from the listing.
  const amount = dollarsToCents(consultation.price);
  if (amount === 0) throw unprocessable(BOOKING_MESSAGES.nothingToPay, 'type');
  const attempt = input.idempotencyKey ?? crypto.randomUUID();
  const intent = await payments.createIntent({
    amount,
    currency: 'usd',
    idempotencyKey: `intent:${payerOf(principal)}:${attempt}`,
    metadata: { vendor_listing_id: String(listing!.id), type: String(consultation.type), slot, booked_by: payerOf(principal) },
  });
  return { clientSecret: intent.clientSecret, publishableKey: deps.config.payments.stripePublishableKey ?? null, amount };
}
