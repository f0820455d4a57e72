import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { deleteRemovedMember, practiceOf, removableMember, successorOf, teamMember } from '../accounts/accounts.team.service';
import { handOverListings, listingsOfMember } from '../listings/listings.service';

// Removal spans accounts (the member) and listings (what they hold): settings' Team tab sees both, so the steps live here.

/** What removing a member involves: the listings someone must take over. */
export async function removalOf(deps: AppDeps, principal: Principal, id: number) {
  const vendorId = practiceOf(principal);
  const member = await teamMember(deps, principal, id);
  const listings = await listingsOfMember(deps, vendorId, id);
  return { member, listings: listings.map((l) => ({ id: l.id, title: l.title })) };
}

/**
 * Removes a member. Nobody removes themselves or the last root admin; a member who owns or
 * manages listings is removed only once another member is named to take them over.
 */
export async function removeTeamMember(deps: AppDeps, principal: Principal, id: number, successor?: number): Promise<void> {
  const vendorId = await removableMember(deps, principal, id);
  if ((await listingsOfMember(deps, vendorId, id)).length > 0) {
    await handOverListings(deps, vendorId, id, await successorOf(deps, vendorId, id, successor));
  }
  await deleteRemovedMember(deps, vendorId, id);
}
