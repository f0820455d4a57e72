import { DateTime } from 'luxon';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../../db/client';
import type { Listing, WaitlistEntry, WaitlistOffer } from '../../../db/schema';
import { asReader } from '../../lib/i18n';
import { constraintCode } from '../../lib/errors';
import { addMinutes, dayIn } from '../../lib/time';
import { listingById } from '../listings/listings.service';
import { practiceName } from '../accounts/accounts.practices.service';
import { findOwnerById, verifiedMobileOf } from '../accounts/accounts.owners.service';
import { ownerReader, practiceLocaleTag } from '../accounts/accounts.readers';
import { slotsFor } from '../availability/availability.service';
import { holdForOffer, releaseOfferHold } from '../booking/booking.offer-hold';
import { brandOfSite, siteOfCustomer } from '../booking/booking.site';
import { linkBase, type SiteOrigin } from '../../lib/site-url';
import { offerMessages } from './waitlist.mail';
import { entriesOfferedSlot, findWaiting, insertOffer, moveEntry } from './waitlist.repo';

/*
 * Offering one free slot to the first entry waiting for it, in one write transaction: the entry
 * moves to `offered`, the slot is held by a bookings row (booking's unique index: held once), the
 * offer row is written (one open per entry and per slot) and its e-mail goes to the outbox. All of
 * it or none: a crash leaves no half-made offer, and the mail is sent once by the outbox.
 */

/** How long an offer holds its slot. */
export const OFFER_MINUTES = 15;

/** An offer made, with the SMS to send once it is committed. */
export interface Made {
  offer: WaitlistOffer;
  userId: number;
  sms: string;
}

/** What the slot's offer is about, read once per listing. */
interface ListingFacts {
  listing: Listing;
  practice: string;
}

/** Thrown inside the transaction to undo it: the slot or the entry was taken meanwhile. */
class Taken extends Error {}

/** An entry fits a slot that starts on `day` (the listing's zone) and was not offered it before. */
const fits = (entry: WaitlistEntry, day: string, offeredBefore: Set<number>) => entry.date_from <= day && entry.date_to >= day && !offeredBefore.has(entry.id);

/** The offer's link, on the site the owner deals with the practice on: a secret token, the owner signs in to use it. */
const offerLink = (deps: AppDeps, site: SiteOrigin | null, token: string) => `${linkBase(deps.config, site)}/waitlist/offers/${token}`;

async function compose(deps: AppDeps, tx: Tx, facts: ListingFacts, entry: WaitlistEntry, offer: WaitlistOffer): Promise<string> {
  const owner = (await findOwnerById(deps, entry.user_id))!;
  const reader = await ownerReader(deps, owner.id, await practiceLocaleTag(deps, facts.listing.vendor_id));
  // An entry does not record where it was joined: the site the owner deals with this practice on stands in.
  const site = await siteOfCustomer(deps, owner.id, facts.listing.vendor_id);
  const input = {
    to: owner.email,
    firstName: owner.first_name,
    practiceName: facts.practice,
    listingTitle: facts.listing.title,
    type: entry.type,
    slot: offer.slot,
    expiresAt: offer.expires_at,
    zone: facts.listing.timezone,
    link: offerLink(deps, site, offer.token),
    brand: await brandOfSite(deps, site),
  };
  const { mail, sms } = await asReader(reader, () => offerMessages(input));
  if (deps.providers.mail.keepInTransaction) await deps.providers.mail.keepInTransaction(tx, [mail]);
  else await deps.providers.mail.send(mail);
  return sms;
}

/** Offers one free slot (start `slot`, on `day`) of the listing's type to the first entry that fits; null when none does or the slot went. */
export async function offerSlot(deps: AppDeps, facts: ListingFacts, type: number, slot: { start: string; end: string }, day: string, now: Date): Promise<Made | null> {
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + OFFER_MINUTES * 60_000);
  try {
    return await deps.database.db.transaction(async (tx) => {
      // Read inside the write transaction: a second process sees the first one's offers.
      const before = await entriesOfferedSlot(tx, facts.listing.id, slot.start);
      const entry = (await findWaiting(tx, facts.listing.id, type)).find((e) => fits(e, day, before));
      if (!entry) return null;
      if (!(await moveEntry(tx, entry.id, ['waiting'], 'offered', nowIso))) throw new Taken();
      const bookingId = await holdForOffer(deps, tx, { listingId: facts.listing.id, type, slot: slot.start, userId: entry.user_id, expiresAt }, now);
      if (bookingId === null) throw new Taken();
      const token = randomBytes(24).toString('base64url');
      const offer = await insertOffer(tx, { entry_id: entry.id, vendor_listing_id: facts.listing.id, slot: slot.start, slot_end: slot.end, booking_id: bookingId, token, expires_at: expiresAt.toISOString() }, nowIso);
      return { offer, userId: entry.user_id, sms: await compose(deps, tx, facts, entry, offer) };
    });
  } catch (error) {
    if (error instanceof Taken || constraintCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') return null;
    throw error;
  }
}

/** Offers every free slot of a listing's type inside its waiting entries' days, earliest slot first. */
export async function offerListing(deps: AppDeps, listingId: number, type: number, now: Date): Promise<Made[]> {
  const listing = await listingById(deps, listingId);
  if (!listing) return [];
  const facts = { listing, practice: await practiceName(deps, listing.vendor_id) };
  const waiting = await findWaiting(deps.database.db, listingId, type);
  const duration = listing.consultations.find((c) => c.type === type)?.duration;
  if (waiting.length === 0 || !duration) return [];
  const today = dayIn(listing.timezone, now);
  const last = waiting.reduce((max, e) => (e.date_to > max ? e.date_to : max), today);
  const made: Made[] = [];
  for (let day = DateTime.fromISO(today, { zone: listing.timezone }); day.toISODate()! <= last; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    if (!waiting.some((e) => e.date_from <= date && e.date_to >= date)) continue;
    const free = await slotsFor(deps, listingId, type, date, listing.timezone).catch(() => []);
    for (const slot of free) {
      const end = addMinutes(new Date(slot.start), duration).toISOString();
      const offered = await offerSlot(deps, facts, type, { start: slot.start, end }, date, now);
      if (offered) made.push(offered);
    }
  }
  return made;
}

/** Ends an open offer (expired or declined): the hold goes (never a booking, never counted), the entry waits again. */
export async function endOpenOffer(deps: AppDeps, tx: Tx, offer: WaitlistOffer, ended: WaitlistOffer | undefined, nowIso: string): Promise<boolean> {
  if (!ended) return false;
  if (offer.booking_id !== null) await releaseOfferHold(tx, offer.booking_id);
  await moveEntry(tx, offer.entry_id, ['offered'], 'waiting', nowIso);
  return true;
}

/** Sends a committed offer's SMS to the owner's verified mobile; a failed SMS does not undo the offer (its e-mail stands). */
export async function sendOfferSms(deps: AppDeps, made: Made): Promise<void> {
  const owner = await findOwnerById(deps, made.userId);
  const mobile = owner ? await verifiedMobileOf(deps, owner) : null;
  if (mobile) await deps.providers.sms.send(mobile, made.sms).catch((error) => deps.log.error('waitlist_sms_failed', { error }));
}
