import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, ownPractice } from '../../lib/policy';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { enabledConsultation } from '../../lib/consultations';
import { LIMITS } from '../../lib/constants/limits';
import { dayIn } from '../../lib/time';
import type { WaitlistEntry } from '../../../db/schema';
import { listingById } from '../listings/listings.service';
import { activePetOf } from '../pets/pets.service';
import { BOOKING_MESSAGES } from '../booking/booking.model';
import { WAITLIST_MESSAGES, type JoinInput } from './waitlist.model';
import { endOffer, findEntriesOfPractice, findEntriesOfUser, findEntry, findOpenOfferOfEntry, findOverlappingEntry, insertEntry, moveEntry } from './waitlist.repo';
import { endOpenOffer } from './waitlist.offers';
import { nudgeOffers } from './waitlist.nudge';

/* Joining and leaving a waitlist, and who sees which entries (src/lib/policy.ts). */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The days asked, checked: real dates, from ≤ to, between today and the booking horizon in the listing's zone. */
function checkedRange(input: Pick<JoinInput, 'from' | 'to'>, zone: string, now: Date): { from: string; to: string } {
  const [from, to] = [DateTime.fromISO(input.from, { zone }), DateTime.fromISO(input.to, { zone })];
  if (!ISO_DATE.test(input.from) || !from.isValid) throw unprocessable(WAITLIST_MESSAGES.from, 'from');
  if (!ISO_DATE.test(input.to) || !to.isValid) throw unprocessable(WAITLIST_MESSAGES.to, 'to');
  if (to < from) throw unprocessable(WAITLIST_MESSAGES.order, 'to');
  const today = dayIn(zone, now);
  const last = DateTime.fromISO(today, { zone }).plus({ days: LIMITS.BOOKING_DAYS_AHEAD }).toISODate()!;
  if (input.from < today) throw unprocessable(WAITLIST_MESSAGES.range, 'from', { days: LIMITS.BOOKING_DAYS_AHEAD });
  if (input.to > last) throw unprocessable(WAITLIST_MESSAGES.range, 'to', { days: LIMITS.BOOKING_DAYS_AHEAD });
  return { from: input.from, to: input.to };
}

/**
 * Joins the waitlist of a listing's consultation type for some days. Joining again (the same
 * listing and type, days that meet a live entry's) answers that entry: `created` false, nothing written.
 */
export async function joinWaitlist(deps: AppDeps, principal: Principal, input: JoinInput, siteVendorId: number | null): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const found = await listingById(deps, Number(input.listing_id));
  const { listing } = enabledConsultation(found, Number(input.type), BOOKING_MESSAGES.listingNotFound);
  if (!can(principal, 'waitlist:join', { vendor_id: listing.vendor_id, managers: [], site_vendor_id: siteVendorId })) throw notFound(BOOKING_MESSAGES.listingNotFound);
  const range = checkedRange(input, listing.timezone, deps.clock());
  const petId = input.pet_id === undefined || input.pet_id === '' ? null : Number(input.pet_id);
  if (petId !== null && !(await activePetOf(deps, principal.id, petId))) throw unprocessable(WAITLIST_MESSAGES.pet, 'pet_id');
  const wanted = { user_id: principal.id, pet_id: petId, vendor_id: listing.vendor_id, vendor_listing_id: listing.id, type: Number(input.type), date_from: range.from, date_to: range.to };
  const now = deps.clock().toISOString();
  // Looked for and written in one transaction: two joins at once make one entry.
  const result = await deps.database.db.transaction(async (tx) => {
    const existing = await findOverlappingEntry(tx, wanted);
    return existing ? { entry: existing, created: false } : { entry: await insertEntry(tx, wanted, now), created: true };
  });
  if (result.created) nudgeOffers(deps);
  return result;
}

/** One of the person's own entries; another's is not found (its existence is not told). */
export async function ownEntry(deps: AppDeps, principal: Principal, id: number): Promise<WaitlistEntry> {
  const entry = await findEntry(deps.database.db, id);
  if (!entry || !can(principal, 'waitlist:own', entry)) throw notFound(WAITLIST_MESSAGES.notFound);
  return entry;
}

/** Leaves an entry (waiting or offered); leaving again answers the same. Its open offer ends with it: the slot goes to the next person. */
export async function leaveWaitlist(deps: AppDeps, principal: Principal, id: number): Promise<WaitlistEntry> {
  const entry = await ownEntry(deps, principal, id);
  const now = deps.clock().toISOString();
  const released = await deps.database.db.transaction(async (tx) => {
    const offer = await findOpenOfferOfEntry(tx, entry.id);
    const ended = offer ? await endOpenOffer(deps, tx, offer, await endOffer(tx, offer.id, 'declined', now), now) : false;
    await moveEntry(tx, entry.id, ['waiting', 'offered'], 'left', now);
    return ended;
  });
  if (released) nudgeOffers(deps);
  return (await findEntry(deps.database.db, id))!;
}

export function myEntries(deps: AppDeps, principal: Principal): Promise<WaitlistEntry[]> {
  return findEntriesOfUser(deps.database.db, principal.id);
}

/** The practice's waitlist, per listing in waitlist order. */
export async function practiceWaitlist(deps: AppDeps, principal: Principal) {
  const practice = ownPractice(principal);
  if (!can(principal, 'waitlist:see-practice', practice)) throw forbidden();
  return findEntriesOfPractice(deps.database.db, practice.vendor_id!);
}
