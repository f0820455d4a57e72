import type { AppDeps } from '../../deps';
import { LIVE_BOOKING_STATUSES } from '../../lib/constants/booking-status';
import type { BookingSubscriber } from '../booking/booking.changes';
import { endOffer, findOpenOfferOf, moveEntry } from './waitlist.repo';
import { nudgeOffers } from './waitlist.nudge';

const isLive = (status: number) => (LIVE_BOOKING_STATUSES as number[]).includes(status);

/**
 * The waitlist's booking subscriber (`createApp` registers it), in the booking's transaction: a
 * booking that comes to count and is an owner's open offer takes it (offer accepted, entry booked);
 * a booking canceled or moved away frees its slot, so the offer pass is nudged.
 */
export function waitlistFollowsBookings(deps: AppDeps): BookingSubscriber {
  return async (tx, before, after) => {
    if (!before && after && isLive(after.status)) {
      const offer = await findOpenOfferOf(tx, after.user_id, after.listing_id, after.slot);
      const now = deps.clock().toISOString();
      if (offer && (await endOffer(tx, offer.id, 'accepted', now))) await moveEntry(tx, offer.entry_id, ['offered', 'waiting', 'left'], 'booked', now);
    }
    if (before && isLive(before.status) && !(after && isLive(after.status))) nudgeOffers(deps);
  };
}
