import type { BookingDetails, Consultation, Listing, Pet, User } from '../../db/schema';
import { DEFAULT_CURRENCY } from './money';

interface BookingDetailsInput {
  customer: User;
  pet: Pet;
  listing: Listing;
  consultation: Consultation;
  /** ISO instant. */
  slot: string;
  summary: string;
  userTZ: string;
  /** The practice's currency (ISO 4217): the consultation's price is in its minor units. */
  currency?: string;
  /** A plan offer applied at payment (minor units): the snapshot's price is then the price paid. */
  promo?: { code: string; percent: number; listAmount: number; amount: number } | null;
  /** A house visit: where the practice goes. */
  visit?: BookingDetails['visit'];
  /** Booked by the practice for its customer: who did it. */
  bookedBy?: BookingDetails['booked_by'];
  /** The practice waived the payment. */
  waived?: boolean;
  /** Booked on the practice's own site. */
  onSite?: boolean;
}

/** A booking's `details` (spec §3): snapshots of the customer, pet and listing as they were when booked. */
export function bookingDetails({ customer, pet, listing, consultation, slot, summary, userTZ, currency = DEFAULT_CURRENCY, promo, visit, bookedBy, waived, onSite }: BookingDetailsInput): BookingDetails {
  const details: BookingDetails = {
    type: consultation.type,
    slot,
    user: { id: customer.id, first_name: customer.first_name, last_name: customer.last_name, pic: customer.pic, phone: customer.phone, email: customer.email },
    pet: { id: pet.id, name: pet.name, type: pet.type, breed: pet.breed },
    listing: {
      title: listing.title,
      line1: listing.line1,
      line2: listing.line2,
      address: listing.address,
      avatar: listing.avatar,
      duration: consultation.duration,
      price: consultation.price,
      currency,
    },
    info: { summary, pet: pet.name },
    userTZ,
    listingTZ: listing.timezone,
  };
  if (visit) details.visit = visit;
  if (listing.policy) details.policy = listing.policy;
  if (bookedBy) details.booked_by = bookedBy;
  if (waived && consultation.price > 0) details.waived = true;
  if (onSite) details.booked_on_site = true;
  if (promo) {
    details.listing.price = promo.amount;
    details.promo = { code: promo.code, percent: promo.percent, list_price: consultation.price };
  }
  return details;
}
