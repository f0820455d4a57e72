import type { AppDeps } from '../../deps';
import { invalidateListingAvailability } from '../availability/availability.cache';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner, isPracticeLogin } from '../../lib/policy';
import type { BookingDetails, Payment, PaymentAnswer, Pet, User } from '../../../db/schema';
import { AppError, conflict, constraintCode, forbidden, notFound, unprocessable } from '../../lib/errors';
import { dollarsToCents } from '../../lib/money';
import type { SiteOrigin } from '../../lib/site-url';
import { bookingDetails } from '../../lib/booking-details';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import type { ChargeResult } from '../../providers/payments/payments';
import { findOwnerById } from '../accounts/owner-accounts.service';
import { customerOf, personNamedBy } from '../customers/customers.service';
import { activePetOf } from '../pets/pets.service';
import { BOOKING_MESSAGES, type PaymentInput } from './booking.model';
import { failure, payerOf, requestedSlot, slotRefusal, success, type RequestedSlot } from './booking.checks';
import { enterRollup } from './booking.rollup';
import { writeTogether } from '../../../db/group-commit';
import { PROMO_MESSAGES, promoFor, promoStillOpen, type Promo } from './booking.promo';
import type { MailMessage } from '../../providers/mail/mail';
import { confirmationsToWrite, sendOwedMails, writeMails } from './booking.mails';
import { findPaymentByKey, findPaymentByReference, releaseExpiredHolds, releaseHold, updateBookingNote } from './booking.repo';
import { confirmBooking, insertBooking, insertPayment } from './booking.hold.repo';

/** Test only (config.testPause): long enough for a crash test to kill the server there. */
const TEST_PAUSE_MS = 600_000;

/** The HTTP status and body `POST /api/payment` answers; stored with the payment and replayed for the same key. */
type BookingAnswer = PaymentAnswer;

/** A booking about to be made: every check that needs no lock has passed. */
interface Order extends RequestedSlot {
  customer: User;
  pet: Pet;
  /** Integer cents, from the listing, less the owner's plan offer when one applies. */
  amount: number;
  promo: Promo | null;
  waived: boolean;
  /** Whether the provider is asked for money: a price, not waived. */
  charging: boolean;
  /** The booking's snapshot, written with its hold and told in its e-mails. */
  details: BookingDetails;
}

/** The slot held and its payment row, between the hold and the settling. */
interface Held {
  bookingId: number;
  paymentId: number;
}

/**
 * Who the booking is for: the owner themself, or the practice's own customer named by `user_id`
 * or `customer_email` (anyone else gets a booking request to accept instead).
 */
async function customerFor(deps: AppDeps, principal: Principal, input: PaymentInput): Promise<User> {
  if (isPetOwner(principal)) {
    if (input.waive) throw forbidden(BOOKING_MESSAGES.waiveOnlyPractice);
    const self = await findOwnerById(deps, principal.id);
    if (!self) throw forbidden('unauthorized');
    return self;
  }
  if (!isPracticeLogin(principal)) throw forbidden(BOOKING_MESSAGES.cannotBook);
  const person = await personNamedBy(deps, input.user_id, input.customer_email);
  return customerOf(deps, principal, person.id);
}

/** On a practice's own site, an owner books that practice's listings only. */
function assertSiteListing(principal: Principal, listing: RequestedSlot['listing'], siteVendorId: number | null, now: Date): void {
  if (isPetOwner(principal) && !can(principal, 'listing:book', { ...listing, site_vendor_id: siteVendorId }, now)) throw forbidden(BOOKING_MESSAGES.otherPracticeSite);
}

/** An expiry month (YYYY-MM) is good through its last day. */
function isExpired(expDt: string, now: Date): boolean {
  const [year, month] = expDt.split('-').map(Number) as [number, number];
  return Date.UTC(year, month, 1) <= now.getTime();
}

/**
 * What pays for a charged booking: a payment the browser completed with the provider's own
 * card form (providers that `createIntent`), used once only; otherwise the card fields.
 */
async function assertPaymentGiven(deps: AppDeps, input: PaymentInput): Promise<void> {
  const payments = deps.providers.payments;
  if (payments.createIntent) {
    if (!input.paymentIntentId) throw unprocessable('paymentIntentId is required', 'paymentIntentId');
    // One PaymentIntent pays for one booking: a paid intent cannot be shown again for another slot.
    if (await findPaymentByReference(deps.database.db, payments.name, input.paymentIntentId)) throw conflict(BOOKING_MESSAGES.paymentUsed, 'paymentIntentId');
    return;
  }
  if (!input.payment) throw unprocessable(BOOKING_MESSAGES.paymentRequired, 'payment');
  if (isExpired(input.payment.expDt, deps.clock())) throw unprocessable('Expiry must not be in the past', 'payment.expDt');
}

/** Every check that needs no lock: who, which listing and slot, which pet, what it costs, what pays for it. */
async function prepare(deps: AppDeps, principal: Principal, input: PaymentInput, siteVendorId: number | null): Promise<Order> {
  const customer = await customerFor(deps, principal, input);
  const slot = await requestedSlot(deps, principal, input);
  assertSiteListing(principal, slot.listing, siteVendorId, deps.clock());
  if (input.pet === undefined) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  const pet = await activePetOf(deps, customer.id, typeof input.pet === 'number' ? input.pet : input.pet.id);
  if (!pet) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  const waived = isPracticeLogin(principal) && input.waive === true;
  // The price always comes from the listing, whatever the body says; an owner booking for
  // themself may have a plan offer (booking.promo), worked out here and never taken from the body.
  const listAmount = dollarsToCents(slot.consultation.price);
  const promo = isPetOwner(principal) ? await promoFor(deps, customer, slot.consultation.type, listAmount) : null;
  const amount = promo?.amount ?? listAmount;
  const charging = amount > 0 && !waived;
  if (charging) await assertPaymentGiven(deps, input);
  const details = bookingDetails({ ...slot, customer, pet, promo, summary: input.info.summary });
  return { ...slot, customer, pet, amount, promo, waived, charging, details };
}

/** The stored answer for a key, or "in progress" while the first request with it has not finished. */
function replay(payment: Pick<Payment, 'response'>): BookingAnswer {
  return payment.response?.body ? payment.response : failure(409, BOOKING_MESSAGES.inProgress);
}

/**
 * The one booking service (architecture §6), for `POST /api/payment`, the wizard and a
 * practice booking for its customer: hold the slot, charge, settle. The same key again
 * answers the first answer without charging again. A card authorised in the browser for a
 * booking that was not made is given back.
 */
export async function createBooking(
  deps: AppDeps,
  principal: Principal,
  input: PaymentInput,
  idempotencyKey?: string,
  /** The practice whose own site the request came from, if any. */
  siteVendorId: number | null = null,
  site?: SiteOrigin | null,
): Promise<BookingAnswer> {
  // Keys are per person, so one person's key can never replay another's answer.
  const key = `${payerOf(principal)}:${idempotencyKey ?? input.idempotencyKey ?? crypto.randomUUID()}`;
  const known = await findPaymentByKey(deps.database.db, key);
  if (known) return replay(known);
  let answer: BookingAnswer;
  try {
    answer = await book(deps, principal, input, key, siteVendorId, site);
  } finally {
    // A hold took the slot, and a settle kept or gave it back: the listing's free slots change.
    invalidateListingAvailability(deps, input.vendor_listing_id);
  }
  if (answer.body.result === 'error' && input.paymentIntentId) await releaseAuthorisation(deps, principal, input.paymentIntentId, answer.body.status);
  return answer;
}

/** One attempt at a booking under its idempotency key: prepare, hold, charge, settle, then tell both sides. */
async function book(
  deps: AppDeps,
  principal: Principal,
  input: PaymentInput,
  key: string,
  siteVendorId: number | null,
  site?: SiteOrigin | null,
): Promise<BookingAnswer> {
  let order: Order;
  try {
    order = await prepare(deps, principal, input, siteVendorId);
  } catch (error) {
    if (error instanceof AppError) return failure(error.status, error.message, error.field);
    throw error;
  }
  const held = await hold(deps, order, key, input.paymentIntentId ?? null);
  if ('httpStatus' in held) return held;
  if (deps.config.testPause === 'hold') await Bun.sleep(TEST_PAUSE_MS);
  // Booked on the practice's own site: the e-mails link to that site.
  const practiceSite = site && site.vendorId === order.listing.vendor_id ? site : null;
  const facts = {
    id: held.bookingId,
    user_id: order.customer.id,
    user_email: order.customer.email,
    vendor_id: order.listing.vendor_id,
    listing_owner_id: order.listing.vendor_login_id,
    details: order.details,
  };
  // A paid booking's confirmations are written with it when the provider keeps them in the database.
  let mails: MailMessage[] | null = null;
  if (order.charging) {
    const charged = await charge(deps, principal, order, held, input, key);
    if (deps.config.testPause === 'charge') await Bun.sleep(TEST_PAUSE_MS);
    mails = charged.ok ? await confirmationsToWrite(deps, facts, practiceSite) : null;
    const refused = await settle(deps, held, charged, mails);
    if (refused) return refused;
  }
  deps.log.info('booking_confirmed', { booking_id: held.bookingId, amount: order.amount, waived: order.waived });
  // Otherwise owed since the confirming transaction; sent here, or by recovery after a crash (booking.mails.ts).
  if (!mails) await sendOwedMails(deps, 'confirmed', facts, practiceSite);
  return success(held.bookingId);
}

/**
 * Inserts the booking. An expired hold on the same start no longer blocks the slot (the
 * engine ignores it) but the partial unique index still does: only when the insert meets one
 * is it released and the insert tried again, so the usual booking costs one statement.
 */
async function insertHold(tx: Parameters<typeof insertBooking>[0], order: Order, nowIso: string, values: Parameters<typeof insertBooking>[1]) {
  try {
    return await insertBooking(tx, values);
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // A released hold shows as a canceled booking, so the reports count it as one.
    for (const id of await releaseExpiredHolds(tx, order.listing.id, order.slot, nowIso)) await enterRollup(tx, id);
    return insertBooking(tx, values);
  }
}

/**
 * Hold: inside one write transaction, re-checks the slot against the schedule and every live
 * booking of the listing, inserts the booking (held for config.holdSeconds, 10 minutes, while it is charged) and
 * its payment row. A free booking, or one whose payment the practice waives, is confirmed here.
 */
async function hold(deps: AppDeps, order: Order, key: string, intentId: string | null): Promise<Held | BookingAnswer> {
  const now = deps.clock();
  const nowIso = now.toISOString();
  const { charging } = order;
  try {
    // Written with the holds queued at the same moment: one commit for all (db/group-commit).
    return await writeTogether(deps.database.db, async (tx) => {
      const refused = await slotRefusal(tx, order, now);
      if (refused) return refused;
      // Two first bookings at once: the transactions run one after the other, and only the first keeps the offer.
      if (order.promo && !(await promoStillOpen(tx, order.customer, order.promo, now))) return failure(409, PROMO_MESSAGES.spent);
      const booking = await insertHold(tx, order, nowIso, {
        slot: order.slot,
        slot_end: order.slotEnd,
        status: BOOKING_STATUS.IN_PROGRESS,
        type: order.consultation.type,
        user_id: order.customer.id,
        vendor_id: order.listing.vendor_id,
        vendor_listing_id: order.listing.id,
        payment_id: null,
        hold_expires_at: charging ? new Date(now.getTime() + deps.config.holdSeconds * 1000).toISOString() : null,
        details: order.details,
      });
      const payment = await insertPayment(tx, {
        booking_id: booking.id,
        user_id: order.customer.id,
        vendor_id: order.listing.vendor_id,
        provider: charging ? deps.providers.payments.name : 'none',
        idempotency_key: key,
        // The browser's payment, so recovery can ask the provider about it after a crash.
        intent_id: charging ? intentId : null,
        amount: order.amount,
        promo_code: order.promo?.code ?? null,
        discount: order.promo ? order.promo.listAmount - order.promo.amount : 0,
        currency: 'usd',
        status: charging ? 'pending' : 'waived',
        response: charging ? null : success(booking.id),
      });
      if (!charging) {
        await confirmBooking(tx, booking.id, payment.id, { reference: null, brand: null, last4: null, status: 'waived', response: payment.response }, nowIso);
        await enterRollup(tx, booking.id);
      }
      return { bookingId: booking.id, paymentId: payment.id };
    });
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // The same key raced in (replay), or the partial unique index refused a second live booking.
    const raced = await findPaymentByKey(deps.database.db, key);
    return raced ? replay(raced) : failure(409, BOOKING_MESSAGES.slotTaken);
  }
}

/** Charge: asks the provider for the listing's price under the key; a provider fault is a decline, logged. */
async function charge(deps: AppDeps, principal: Principal, order: Order, held: Held, input: PaymentInput, key: string): Promise<ChargeResult> {
  const payments = deps.providers.payments;
  const card = input.payment;
  try {
    return await payments.charge({
      amount: order.amount,
      currency: 'usd',
      idempotencyKey: key,
      description: `Booking #${held.bookingId}: ${order.listing.title}`,
      card: card ? { number: card.cardNumber, name: card.name, cvc: card.ccv, expiry: card.expDt } : undefined,
      paymentIntentId: input.paymentIntentId,
      payer: payerOf(principal),
    });
  } catch (error) {
    deps.log.error('charge_failed', { booking_id: held.bookingId, provider: payments.name, error });
    return { ok: false, message: BOOKING_MESSAGES.paymentFailed };
  }
}

/**
 * Settle: a charge that went through confirms the booking and keeps its reference, with its
 * e-mails when they are given; a declined one releases the hold. Answers the refusal, or null
 * when the booking stands.
 */
async function settle(deps: AppDeps, held: Held, charged: ChargeResult, mails: MailMessage[] | null): Promise<BookingAnswer | null> {
  const db = deps.database.db;
  const doneAt = deps.clock().toISOString();
  if (!charged.ok) {
    const refused = failure(402, charged.message);
    await writeTogether(db, (tx) => releaseHold(tx, held.bookingId, held.paymentId, refused, doneAt));
    deps.log.info('payment_declined', { provider: deps.providers.payments.name });
    return refused;
  }
  const { reference, brand, last4 } = charged;
  try {
    await writeTogether(db, async (tx) => {
      await confirmBooking(tx, held.bookingId, held.paymentId, { reference, brand, last4, status: 'succeeded', response: success(held.bookingId) }, doneAt, mails === null);
      await enterRollup(tx, held.bookingId);
      if (mails) await writeMails(deps, tx, mails);
    });
    return null;
  } catch (error) {
    if (constraintCode(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
    // The same PaymentIntent raced in for another booking; the unique reference let only one through.
    const refused = failure(409, BOOKING_MESSAGES.paymentUsed);
    await writeTogether(db, (tx) => releaseHold(tx, held.bookingId, held.paymentId, refused, doneAt));
    return refused;
  }
}

/**
 * A card authorised in the browser for a booking that was not made (the slot went to someone
 * else, the pet was not theirs, ...) is given back at once rather than left to run out, by
 * providers that can `release`. Not when the same payment is still at work for another
 * request, or already paid for another booking.
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

/**
 * Keeps a vet's consultation note on the booking (details.note). The sessions feature has
 * checked who writes it; when the records feature exists this one call moves there.
 */
export async function setConsultationNote(deps: AppDeps, bookingId: number, note: { text: string; author: string }): Promise<void> {
  const at = deps.clock().toISOString();
  await updateBookingNote(deps.database.db, bookingId, { ...note, at }, at);
}
