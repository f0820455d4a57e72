import { assertNoShowConsent, noShowFeeToKeep } from './booking.no-show-consent';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner, isPracticeLogin } from '../../lib/policy';
import type { BookingDetails, Pet, User } from '../../../db/schema';
import { conflict, forbidden, unprocessable } from '../../lib/errors';
import { bookingDetails } from '../../lib/booking-details';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { sessionAccount } from '../accounts/accounts.service';
import { customerOf, personNamedBy } from '../customers/customers.service';
import { activePetOf } from '../pets/pets.service';
import { telehealthGateOf } from './booking.telehealth-port';
import { BOOKING_MESSAGES, type PaymentInput } from './booking.model';
import { requestedSlot, type RequestedSlot } from './booking.checks';
import { promoFor, type Promo } from './booking.promo';
import { findPaymentByReference } from './booking.repo';
import { assertCardUsable } from './booking.card';

/** A booking about to be made: every check that needs no lock has passed. */
export interface Order extends RequestedSlot {
  customer: User;
  pet: Pet;
  /** Integer minor units of `currency`, from the listing, less the owner's plan offer when one applies. */
  amount: number;
  promo: Promo | null;
  waived: boolean;
  /** Whether the provider is asked for money: a price, not waived. */
  charging: boolean;
  /** The booking's snapshot, written with its hold and told in its e-mails. */
  details: BookingDetails;
  /** The owner agreed to keep the card for the listing's no-show fee. */
  keepCard: boolean;
  /** What telehealth keeps with a video, phone or chat booking (place, kind, consent), written with the hold. */
  telehealth?: object | null;
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
  assertCardUsable(input.payment, deps.clock());
}

/**
 * Who booked, when the practice booked for its customer: the login's current name (a booking
 * request accepted later acts for a practice whose name it does not carry), else the session's.
 */
async function bookerOf(deps: AppDeps, principal: Principal): Promise<BookingDetails['booked_by']> {
  if (!isPracticeLogin(principal)) return null;
  const login = await sessionAccount(deps, 'vendor', principal.id);
  const name = `${login?.first_name ?? principal.first_name} ${login?.last_name ?? principal.last_name}`.trim();
  return { id: principal.id, name };
}

/** Every check that needs no lock: who, which listing and slot, which pet, what it costs, what pays for it. */
export async function prepare(deps: AppDeps, principal: Principal, input: PaymentInput, siteVendorId: number | null, visit: BookingDetails['visit'] = null): Promise<Order> {
  const customer = await customerFor(deps, principal, input);
  const slot = await requestedSlot(deps, principal, input);
  assertSiteListing(principal, slot.listing, siteVendorId, deps.clock());
  if (input.pet === undefined) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  const pet = await activePetOf(deps, customer.id, typeof input.pet === 'number' ? input.pet : input.pet.id);
  if (!pet) throw unprocessable(BOOKING_MESSAGES.petInvalid, 'pet');
  const waived = isPracticeLogin(principal) && input.waive === true;
  // The price always comes from the listing, whatever the body says; an owner booking for
  // themself may have a plan offer (booking.promo), worked out here and never taken from the body.
  const listAmount = slot.consultation.price;
  const promo = isPetOwner(principal) ? await promoFor(deps, customer, slot.consultation.type, listAmount) : null;
  const amount = promo?.amount ?? listAmount;
  const charging = amount > 0 && !waived;
  if (charging) await assertPaymentGiven(deps, input);
  const noShowFee = noShowFeeToKeep(principal, slot.listing, charging);
  assertNoShowConsent(noShowFee, input.no_show_consent);
  const consult = { principal, customerId: customer.id, vendorId: slot.listing.vendor_id, type: slot.consultation.type, petId: pet.id, slot: slot.slot, input };
  const telehealth = (await telehealthGateOf(deps)?.check(deps, consult)) ?? null;
  const details = bookingDetails({ ...slot, customer, pet, promo, summary: input.info.summary, visit, waived, bookedBy: await bookerOf(deps, principal), onSite: siteVendorId === slot.listing.vendor_id });
  return { ...slot, customer, pet, amount, promo, waived, charging, details, keepCard: noShowFee !== null, telehealth };
}

