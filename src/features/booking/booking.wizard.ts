import { findListingsNoShowFees } from './booking.attendance.repo';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { isPetOwner, isPracticeLogin } from '../../lib/policy';
import type { Tenant } from '../../lib/tenant';
import { LIMITS } from '../../lib/constants/limits';
import { listingById, listingsFor, visibleListings } from '../listings/listings.service';
import { NOT_TAKING_BOOKINGS, practiceLocaleOf, practiceName as practiceNameOf, practiceToBook } from '../accounts/accounts.practices.service';
import { unprocessable } from '../../lib/errors';
import { t, translated, type MessageKey } from '../../lib/i18n';
import { bookingPetSpecies, consultationChoice } from '../../ui/island-choices';
import { DEFAULT_CURRENCY, priceLabel } from '../../lib/money';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { discounted, openOffer } from './booking.promo';
import { BOOKING_MESSAGES } from './booking.model';
import { hasOwnOfferHold } from './booking.offer-hold.repo';
import { policyLines } from '../../lib/cancel-policy-words';
import { enabledConsultation } from '../../lib/consultations';
import { policyAtBooking } from './booking.cancel-words';
import type { CancelPolicy } from '../../../db/schema';
import type { BookingWizardProps, WizardListing } from '../../../islands/BookingWizard/types';

export interface WizardQuery {
  /** The practice an owner chose from the search on the main host (or the listing's). */
  practice?: number;
  listing?: number;
  type?: number;
  slot?: string;
  tz?: string;
  stage?: number;
  /** 1: the slot is the owner's waitlist offer (held for them); the wizard's props say it only when the hold is found. */
  offer?: number;
}

/** The BookingWizard island's props: plain JSON (the island defines them). */
type WizardProps = BookingWizardProps;

export type Wizard =
  | { allowed: true; practiceName: string; props: WizardProps }
  | { allowed: false; practiceName: string; message: string; /** Owners on the main host choose a practice first. */ findPractice?: boolean };

/** Shown to an owner on the main host who has not chosen a practice yet. */
export const CHOOSE_PRACTICE: MessageKey = 'Choose a practice to book with first.';

/**
 * The practice an owner on the main host books with: the one chosen from the search
 * (`practice`), or the listing's. Null when none was named; a practice that does not exist is
 * bad input, one that takes no bookings says so.
 */
async function chosenPractice(deps: AppDeps, query: WizardQuery): Promise<{ vendorId: number; name: string } | { message: string } | null> {
  const byListing = query.practice === undefined && query.listing !== undefined;
  const vendorId = byListing ? (await listingById(deps, query.listing!))?.vendor_id : query.practice;
  if (byListing && vendorId === undefined) throw unprocessable('listing must be a listing on VetConsult', 'listing');
  if (vendorId === undefined) return null;
  const practice = await practiceToBook(deps, vendorId);
  if (!practice) throw unprocessable('practice must be a practice on VetConsult', 'practice');
  return practice.takingBookings ? { vendorId, name: practice.name } : { message: translated(NOT_TAKING_BOOKINGS) };
}

type ListingRow = Omit<WizardListing, 'consultations' | 'policy'> & { consultations: { type: number; duration: number; price: number; status?: boolean }[]; policy?: CancelPolicy | null };

/** Listings as the wizard offers them: each enabled consultation worded with its price in `currency`, listings with none left out. */
export function wizardListings(rows: ListingRow[], currency: string): WizardListing[] {
  return rows
    .map(({ id, title, line1, line2, address, timezone, consultations, policy }) => ({
      id,
      title,
      line1,
      line2,
      address,
      timezone,
      consultations: consultations.filter((c) => c.status !== false).map((c) => consultationChoice(c, currency)),
      // Shown before paying, worded in the reader's language with amounts in the practice's currency.
      policy: policyLines(policy, currency),
    }))
    .filter((l) => l.consultations.length > 0);
}

/**
 * Who may use the wizard where (spec §6): on the main host only practices create
 * appointments, and owners for a practice chosen from the search; on a practice site its owners
 * and the practice itself. A practice books its
 * own listings (a team member only those they manage); an owner the site's visible listings.
 */
export async function wizardFor(deps: AppDeps, tenant: Tenant, principal: Principal, query: WizardQuery): Promise<Wizard> {
  let mode: WizardProps['mode'];
  let listings: WizardListing[];
  let practiceName: string;
  let currency = DEFAULT_CURRENCY;
  const visible = (rows: ListingRow[]) => wizardListings(rows, currency);
  if (isPracticeLogin(principal) && principal.vendor_id) {
    mode = 'practice';
    practiceName = await practiceNameOf(deps, principal.vendor_id);
    currency = (await practiceLocaleOf(deps, principal.vendor_id)).currency;
    const own = tenant.kind !== 'site' || tenant.website.vendor_id === principal.vendor_id;
    listings = own ? visible(await listingsFor(deps, principal)) : [];
  } else if (isPetOwner(principal) && tenant.kind === 'site') {
    mode = 'owner';
    practiceName = tenant.website.name;
    currency = tenant.practice.currency;
    listings = visible(await visibleListings(deps, tenant.website.vendor_id));
  } else if (isPetOwner(principal) && tenant.kind === 'main') {
    // Owners book from the main host through a practice chosen in the search.
    const chosen = await chosenPractice(deps, query);
    if (!chosen) return { allowed: false, practiceName: '', message: t(CHOOSE_PRACTICE), findPractice: true };
    if ('message' in chosen) return { allowed: false, practiceName: '', message: chosen.message };
    mode = 'owner';
    practiceName = chosen.name;
    currency = (await practiceLocaleOf(deps, chosen.vendorId)).currency;
    listings = visible(await visibleListings(deps, chosen.vendorId));
  } else {
    return { allowed: false, practiceName: '', message: t("Appointments are booked on the practice's own site.") };
  }
  return {
    allowed: true,
    practiceName,
    props: {
      mode,
      practiceName,
      currency,
      listings: mode === 'owner' ? await withNoShowFees(deps, currency, await withOffer(deps, principal, listings)) : listings,
      daysAhead: LIMITS.BOOKING_DAYS_AHEAD,
      // A provider that creates payment intents takes the card in its own frame (Stripe's Payment Element).
      cardByIntent: Boolean(deps.providers.payments.createIntent),
      stripePublishableKey: deps.providers.payments.createIntent ? (deps.config.payments.stripePublishableKey ?? null) : null,
      species: bookingPetSpecies(),
      slotGoneMessage: t(BOOKING_MESSAGES.slotTaken),
      initial: { ...query, offer: mode === 'owner' && (await holdsOffer(deps, principal, query)) ? 1 : undefined },
    },
  };
}

/**
 * Whether the address names a slot the owner's own waitlist offer holds: the public slots hide it,
 * yet it is theirs. Looked up, not read from the address, so a reload (whose address the wizard
 * rewrites) still knows it.
 */
async function holdsOffer(deps: AppDeps, principal: Principal, query: WizardQuery): Promise<boolean> {
  if (query.listing === undefined || !query.slot) return false;
  return hasOwnOfferHold(deps.database.db, query.listing, query.slot, principal.id, deps.clock().toISOString());
}

/** Words each listing's no-show fee, which the owner agrees to at payment (booking.no-show-consent.ts). */
async function withNoShowFees(deps: AppDeps, currency: string, listings: WizardListing[]): Promise<WizardListing[]> {
  const fees = await findListingsNoShowFees(deps.database.db, listings.map((l) => l.id));
  return listings.map((l) => (fees.has(l.id) ? { ...l, noShowFee: priceLabel(fees.get(l.id)!, currency, 'exact') } : l));
}

/** Marks the consultations the owner's plan offer applies to (WELCOME: their first video one) with the price after it. */
async function withOffer(deps: AppDeps, principal: Principal, listings: WizardListing[]): Promise<WizardListing[]> {
  const owner = await findOwnerById(deps, principal.id);
  const offer = owner ? await openOffer(deps, owner) : null;
  if (!offer) return listings;
  return listings.map((listing) => ({
    ...listing,
    consultations: listing.consultations.map((c) => {
      if (c.type !== offer.type || c.price <= 0) return c;
      const price = discounted(c.price, offer.percent);
      return { ...c, offer: { code: offer.code, percent: offer.percent, price, priceLabel: priceLabel(price, c.currency) } };
    }),
  }));
}

/**
 * A listing's cancellation policy as the wizard says it once a time is chosen (policyAtBooking):
 * for the price the reader would pay (a signed-in owner's plan offer taken off), in the
 * practice's currency and the reader's language, decided on the server's clock.
 */
export async function policyForChosenTime(deps: AppDeps, principal: Principal | null, chosen: { listingId: number; type: number; slot: string }): Promise<{ policy: string[] }> {
  const { listing, consultation } = enabledConsultation(await listingById(deps, chosen.listingId), chosen.type, 'Listing not found');
  const { currency } = await practiceLocaleOf(deps, listing.vendor_id);
  const owner = principal && isPetOwner(principal) ? await findOwnerById(deps, principal.id) : null;
  const offer = owner ? await openOffer(deps, owner) : null;
  const price = offer && offer.type === consultation.type && consultation.price > 0 ? discounted(consultation.price, offer.percent) : consultation.price;
  return { policy: policyAtBooking({ policy: listing.policy, currency, price, slot: chosen.slot, now: deps.clock() }) };
}
