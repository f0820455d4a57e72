import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can } from '../../lib/policy';
import { notFound } from '../../lib/errors';
import { dayIn } from '../../lib/time';
import type { Listing, WaitlistEntry, WaitlistOffer } from '../../../db/schema';
import { listingById } from '../listings/listings.service';
import { slotsFor } from '../availability/availability.service';
import { WAITLIST_MESSAGES } from './waitlist.model';
import { endOffer, findEntry, findOfferByToken } from './waitlist.repo';
import { endOpenOffer } from './waitlist.offers';
import { nudgeOffers } from './waitlist.nudge';

/* An offer as its link opens it: held for its owner, or over (and then the slots free now instead). */

/** Free slots shown instead of an offer that is over: at most this many. */
const ALTERNATIVES = 12;

export interface OfferView {
  offer: WaitlistOffer;
  entry: WaitlistEntry;
  listing: Listing;
  /** open: still held for the owner; expired / declined / accepted: over. */
  state: 'open' | 'expired' | 'declined' | 'accepted';
  /** For an offer that is over: the listing's free slots in the entry's days. */
  freeSlots: { start: string }[];
}

/** The listing's free slots of the entry's type in its days from today on. */
async function freeSlotsFor(deps: AppDeps, listing: Listing, entry: WaitlistEntry): Promise<{ start: string }[]> {
  const found: { start: string }[] = [];
  let day = DateTime.fromISO(dayIn(listing.timezone, deps.clock()) > entry.date_from ? dayIn(listing.timezone, deps.clock()) : entry.date_from, { zone: listing.timezone });
  for (; day.toISODate()! <= entry.date_to && found.length < ALTERNATIVES; day = day.plus({ days: 1 })) {
    const slots = await slotsFor(deps, listing.id, entry.type, day.toISODate()!, listing.timezone).catch(() => []);
    found.push(...slots.slice(0, ALTERNATIVES - found.length).map((s) => ({ start: s.start })));
  }
  return found;
}

/** The offer behind a link, for its owner only (anyone else: not found). */
export async function offerFor(deps: AppDeps, principal: Principal, token: string): Promise<OfferView> {
  const offer = await findOfferByToken(deps.database.db, token);
  const entry = offer ? await findEntry(deps.database.db, offer.entry_id) : undefined;
  const listing = offer ? await listingById(deps, offer.vendor_listing_id) : undefined;
  if (!offer || !entry || !listing || !can(principal, 'waitlist:own', entry)) throw notFound(WAITLIST_MESSAGES.offerNotFound);
  const runOut = offer.state === 'open' && offer.expires_at <= deps.clock().toISOString();
  const state = runOut ? 'expired' : offer.state;
  return { offer, entry, listing, state, freeSlots: state === 'open' || state === 'accepted' ? [] : await freeSlotsFor(deps, listing, entry) };
}

/** Taking an offer still open: the wizard's pay step for that exact slot (the hold gives way to the owner's own payment). */
export function bookingUrlOf(view: OfferView): string {
  const params = new URLSearchParams({ listing: String(view.listing.id), type: String(view.entry.type), slot: view.offer.slot, tz: view.listing.timezone, offer: '1' });
  return `/book?${params}`;
}

/** Lets an offer go: its slot goes to the next person waiting now. Declining one that is over changes nothing. */
export async function declineOffer(deps: AppDeps, principal: Principal, token: string): Promise<OfferView> {
  const view = await offerFor(deps, principal, token);
  if (view.state !== 'open') return view;
  const nowIso = deps.clock().toISOString();
  await deps.database.db.transaction(async (tx) => endOpenOffer(deps, tx, view.offer, await endOffer(tx, view.offer.id, 'declined', nowIso), nowIso));
  nudgeOffers(deps);
  return offerFor(deps, principal, token);
}
