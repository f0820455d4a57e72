import type { AppDeps } from '../../deps';
import type { Role } from '../../lib/constants/roles';
import { featureRoutes } from '../../plugins/setup';
import { TokenParams } from './waitlist.model';
import { declineOffer, offerFor, type OfferView } from './waitlist.offer-view';

const OWNERS = { auth: { role: ['user'] as Role[] } };

/** An offer as its page shows it: the slot held for the owner, until when, and, once it is over, the free slots in the entry's days. */
const offerJson = (view: OfferView) => ({
  state: view.state,
  listing_id: view.listing.id,
  type: view.entry.type,
  slot: view.offer.slot,
  slot_end: view.offer.slot_end,
  expires_at: view.offer.expires_at,
  timezone: view.listing.timezone,
  free_slots: view.freeSlots.map((s) => s.start),
});

/**
 * A waitlist offer (the link in its e-mail and SMS) as JSON, for its owner only. Taking it is
 * booking its slot with POST /api/payment: the offer's hold gives way to its owner's own payment.
 */
export const waitlistOffersApi = (deps: AppDeps) =>
  featureRoutes('waitlist-offers-api', deps)
    .get('/api/waitlist/offers/:token', async ({ user, params }) => offerJson(await offerFor(deps, user, params.token)), { ...OWNERS, params: TokenParams })
    .post('/api/waitlist/offers/:token/decline', async ({ user, params }) => offerJson(await declineOffer(deps, user, params.token)), { ...OWNERS, params: TokenParams });
