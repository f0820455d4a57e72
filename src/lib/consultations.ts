import type { Consultation } from '../../db/schema';
import { notFound, unprocessable } from './errors';

/** The consultations a listing offers now (a disabled one is kept on the listing but not offered). */
export function enabledConsultations(consultations: Consultation[]): Consultation[] {
  return consultations.filter((c) => c.status);
}

/**
 * The listing's enabled consultation of that type: 404 with `listingNotFound` when there is no
 * listing or it offers nothing, 422 naming `type` when it does not offer that one.
 */
export function enabledConsultation<L extends { consultations: Consultation[] }>(
  listing: L | undefined,
  type: number,
  listingNotFound: string,
): { listing: L; consultation: Consultation } {
  const enabled = listing ? enabledConsultations(listing.consultations) : [];
  if (!listing || enabled.length === 0) throw notFound(listingNotFound);
  const consultation = enabled.find((c) => c.type === type);
  if (!consultation) throw unprocessable('This listing does not offer that consultation type', 'type');
  return { listing, consultation };
}
