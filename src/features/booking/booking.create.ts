import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError } from '../../lib/errors';
import type { SiteOrigin } from '../../lib/site-url';
import type { MailMessage } from '../../providers/mail/mail';
import type { BookingDetails } from '../../../db/schema';
import type { PaymentInput } from './booking.model';
import { payerOf, replayKept } from './booking.checks';
import { confirmationsToWrite, sendOwedMails } from './booking.mails';
import { prepare, type Order } from './booking.order';
import { hold } from './booking.hold';
import { charge, releaseAuthorisation, settle } from './booking.pay';
import { findPaymentByKey } from './booking.repo';
import { countRefusal } from './booking.metrics';
import { bookingsPaid } from '../../lib/metrics/registry';

/**
 * The one booking service (architecture §6), for `POST /api/payment`, the wizard and a
 * practice booking for its customer: hold the slot, charge, settle; answers the booking's id or
 * throws why not. The same key again answers the first answer without charging again. A card
 * authorised in the browser for a booking that was not made is given back.
 */
export async function createBooking(
  deps: AppDeps,
  principal: Principal,
  input: PaymentInput,
  idempotencyKey?: string,
  /** The practice whose own site the request came from, if any. */
  siteVendorId: number | null = null,
  site?: SiteOrigin | null,
  /** A house visit booked as a clinic consultation: the owner's address (never from a request body). */
  visit: BookingDetails['visit'] = null,
): Promise<number> {
  // Keys are per person, so one person's key can never replay another's answer.
  const key = `${payerOf(principal)}:${idempotencyKey ?? input.idempotencyKey ?? crypto.randomUUID()}`;
  const known = await findPaymentByKey(deps.database.db, key);
  if (known) return replayKept(known);
  try {
    return await book(deps, principal, input, key, siteVendorId, site, visit);
  } catch (error) {
    countRefusal(error);
    if (error instanceof AppError && input.paymentIntentId) await releaseAuthorisation(deps, principal, input.paymentIntentId, error.key);
    throw error;
  }
}

/** One attempt at a booking under its idempotency key: prepare, hold, charge, settle, then tell both sides. */
async function book(
  deps: AppDeps,
  principal: Principal,
  input: PaymentInput,
  key: string,
  siteVendorId: number | null,
  site?: SiteOrigin | null,
  visit: BookingDetails['visit'] = null,
): Promise<number> {
  const order = await prepare(deps, principal, input, siteVendorId, visit);
  return bookOrder(deps, principal, input, key, order, site);
}

/** Hold, charge and settle a prepared order, then tell both sides (a single booking, or one visit of a series). */
export async function bookOrder(deps: AppDeps, principal: Principal, input: PaymentInput, key: string, order: Order, site?: SiteOrigin | null): Promise<number> {
  const held = await hold(deps, order, key, input.paymentIntentId ?? null);
  // The same key raced in and was answered: that answer stands.
  if (typeof held === 'number') return held;
  await deps.pauses?.atHold();
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
    await deps.pauses?.atCharge();
    mails = charged.ok ? await confirmationsToWrite(deps, facts, site) : null;
    await settle(deps, held, charged, mails, order.keepCard);
    bookingsPaid.inc();
  }
  deps.log.info('booking_confirmed', { booking_id: held.bookingId, amount: order.amount, waived: order.waived });
  // Otherwise owed since the confirming transaction; sent here, or by recovery after a crash (booking.mails.ts).
  if (!mails) await sendOwedMails(deps, 'confirmed', facts, site);
  return held.bookingId;
}
