import type { Principal } from '../../lib/principal';
import type { SiteOrigin } from '../../lib/site-url';

/** An upcoming booking of a consultation type a listing's change removes or turns off. */
export interface StrandedBooking {
  id: number;
  /** ISO instant. */
  slot: string;
  type: number;
  customer: string;
  pet: string | null;
  /** What a cancel by the practice refunds now, in minor units of `currency` (0: nothing was paid, or too long ago). */
  refund: number;
  currency: string;
}

/**
 * What the listing form asks of the bookings, which listings may not import (booking is above it):
 * answered by booking, handed in by `createApp`.
 */
export interface ListingBookings {
  /** The listing's upcoming bookings of these types, soonest first. */
  upcomingOfTypes(listingId: number, types: number[]): Promise<StrandedBooking[]>;
  /** Cancels one as the practice (its refund, both sides' e-mails); throws when it cannot. */
  cancelAsPractice(principal: Principal, bookingId: number, site: SiteOrigin | null): Promise<void>;
}
