import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { notFound, unprocessable } from '../../lib/errors';
import type { Request, RequestMessage } from '../../../db/schema';
import { listingById, managedListingIds, requestableListings } from '../listings/listings.service';
import { can, isPetOwner, isPracticeLogin, isTeamMember, type RequestFacts } from '../../lib/policy';
import { isTakingBookings, practiceLocaleOf, practiceName } from '../accounts/accounts.practices.service';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { activePet } from '../pets/pets.service';
import { sendRequestMails, type RequestEvent, type RequestFacts as RequestMailFacts } from '../notifications/notifications.request-mail';
import { REQUEST_MESSAGES } from './requests.model';
import { findMessages, findOpinionsSharingFile, findRequestById, findRequestsOfUser, findRequestsOfVendor } from './requests.repo';

/** Who is reading a request: the owner who asked, or the practice asked. */
export type Side = 'owner' | 'practice';

const LIST_LIMIT = 200;

/**
 * Who may see a request: the owner who asked it; the practice asked, its root
 * admin for every request, a team member only for requests to listings they manage (the
 * rule their bookings follow, spec §6). Anyone else, another owner, another practice or the
 * platform admin, is told "not found".
 */
export async function requestFor(deps: AppDeps, principal: Principal, id: number): Promise<{ request: Request; side: Side }> {
  const request = await findRequestById(deps.database.db, id);
  if (request && can(principal, 'request:see', await requestFacts(deps, principal, request), deps.clock())) return { request, side: isPetOwner(principal) ? 'owner' : 'practice' };
  throw notFound(REQUEST_MESSAGES.notFound);
}

/** A request as the policy reads it; the listing's managers are looked up only for a team member of the practice asked. */
async function requestFacts(deps: AppDeps, principal: Principal, request: Request): Promise<RequestFacts> {
  const ofTheirPractice = isTeamMember(principal) && request.vendor_id === principal.vendor_id && request.vendor_listing_id;
  const listing = ofTheirPractice ? await listingById(deps, request.vendor_listing_id!) : undefined;
  return { user_id: request.user_id, vendor_id: request.vendor_id, listing_managers: listing && listing.vendor_id === request.vendor_id ? listing.managers : null };
}

/** The requests a person sees: an owner's own; a practice's queue (a team member's, for the listings they manage). */
export async function requestsFor(deps: AppDeps, principal: Principal): Promise<Request[]> {
  if (isPetOwner(principal)) return findRequestsOfUser(deps.database.db, principal.id, LIST_LIMIT);
  if (isPracticeLogin(principal) && principal.vendor_id) return findRequestsOfVendor(deps.database.db, principal.vendor_id, await managedListingIds(deps, principal), LIST_LIMIT);
  return [];
}

export function messagesOf(deps: AppDeps, request: Request): Promise<RequestMessage[]> {
  return findMessages(deps.database.db, request.id);
}

/** The listings an owner may ask, with their practice's name: those of practices taking requests. */
export async function listingChoices(deps: AppDeps) {
  const listings = await requestableListings(deps);
  const vendors = [...new Set(listings.map((l) => l.vendor_id))];
  const names = new Map<number, string | null>();
  const currencies = new Map<number, string>();
  for (const vendorId of vendors) {
    names.set(vendorId, (await isTakingBookings(deps, vendorId)) ? await practiceName(deps, vendorId) : null);
    currencies.set(vendorId, (await practiceLocaleOf(deps, vendorId)).currency);
  }
  return listings.filter((l) => names.get(l.vendor_id)).map((l) => ({ ...l, practice: names.get(l.vendor_id)!, currency: currencies.get(l.vendor_id)! }));
}
export type ListingChoice = Awaited<ReturnType<typeof listingChoices>>[number];

/** The listing an owner asks, checked: it exists, has an enabled consultation, and its practice takes requests. */
export async function askedListing(deps: AppDeps, listingId: number) {
  const listing = await listingById(deps, listingId);
  if (!listing || !listing.consultations.some((c) => c.status) || !(await isTakingBookings(deps, listing.vendor_id))) {
    throw unprocessable(REQUEST_MESSAGES.notTaking, 'listing');
  }
  return listing;
}

/** Tells the people concerned what happened (the notifications feature composes the e-mail); a mail fault is logged, never fatal. */
export async function tell(deps: AppDeps, request: Request, event: RequestEvent, extra: Pick<RequestMailFacts, 'when' | 'quote' | 'receipt'> = {}): Promise<void> {
  try {
    const [owner, listing, pet] = await Promise.all([
      findOwnerById(deps, request.user_id),
      request.vendor_listing_id ? listingById(deps, request.vendor_listing_id) : undefined,
      request.pet_id ? activePet(deps, request.pet_id) : undefined,
    ]);
    if (!owner || !request.vendor_id) return;
    await sendRequestMails(deps, {
      event,
      requestId: request.id,
      vendorId: request.vendor_id,
      listingOwnerId: listing?.vendor_login_id ?? null,
      owner,
      petName: pet?.name ?? 'your pet',
      zone: listing?.timezone ?? 'UTC',
      ...extra,
    });
  } catch (error) {
    deps.log.error('request_mail_failed', { service_request_id: request.id, event, error });
  }
}

/** Whether a practice person may open a private file because a second opinion to them shares it. */
export async function fileSharedWith(deps: AppDeps, principal: Principal | null, url: string): Promise<boolean> {
  if (!principal || !isPracticeLogin(principal) || !principal.vendor_id) return false;
  for (const request of await findOpinionsSharingFile(deps.database.db, principal.vendor_id, url)) {
    const details = request.details as { shared_files?: string[] };
    if (!details.shared_files?.includes(url)) continue;
    if (await requestFor(deps, principal, request.id).then(() => true, () => false)) return true;
  }
  return false;
}
