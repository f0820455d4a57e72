import type { Consultation } from '../../db/schema';
import { conflict, notFound, unprocessable } from './errors';

/** The consultations a listing offers now (a disabled one is kept on the listing but not offered). */
export function enabledConsultations(consultations: Consultation[]): Consultation[] {
  return consultations.filter((c) => c.status);
}

/**
 * The listing's enabled consultation of that type: 404 with `listingNotFound` (naming
 * `listingField` when the listing's id came in a body) when there is no listing or it offers
 * nothing, 422 naming `type` when it does not offer that one.
 */
export function enabledConsultation<L extends { consultations: Consultation[] }>(
  listing: L | undefined,
  type: number,
  listingNotFound: string,
  listingField?: string,
): { listing: L; consultation: Consultation } {
  const enabled = listing ? enabledConsultations(listing.consultations) : [];
  if (!listing || enabled.length === 0) throw notFound(listingNotFound, listingField);
  const consultation = enabled.find((c) => c.type === type);
  if (!consultation) throw unprocessable('This listing does not offer that consultation type', 'type');
  return { listing, consultation };
}

const TYPE_GONE = 'This visit cannot be moved: its listing no longer has the consultation type it was booked as. Cancel it instead, and book one of the types it offers.';

/**
 * The consultation a booking was made as, for moving it: enabled, or turned off by the practice
 * and kept on the listing for the visits already booked. 404 with `listingNotFound` when there is
 * no listing; 409 when the listing no longer has that type at all (no hours left to move it within).
 */
export function bookedConsultation<L extends { consultations: Consultation[] }>(listing: L | undefined, type: number, listingNotFound: string): { listing: L; consultation: Consultation } {
  if (!listing) throw notFound(listingNotFound);
  const consultation = listing.consultations.find((c) => c.type === type);
  if (!consultation) throw conflict(TYPE_GONE);
  return { listing, consultation };
}
