import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { CancelPolicy } from '../../../db/schema';
import { unprocessable } from '../../lib/errors';
import type { ListingInputValue, PolicyInputValue } from './listings.model';
import { policyErrors, policyInUnits, storedPolicy } from './listings.policy';
import { consultationsInUnits, currencyFor, listingForEdit } from './listings.service';
import { updateListing } from './listings.repo';

/** A listing's own cancellation policy as its form shows it: fees in the currency's units, with the currency; null: none (a full refund until the start). */
export interface ListingPolicy {
  id: number;
  currency: string;
  policy: CancelPolicy | null;
}

/** The policy of a listing the person may edit (another's is "not found"). */
export async function listingPolicyFor(deps: AppDeps, user: Principal, id: number): Promise<ListingPolicy> {
  const listing = await listingForEdit(deps, user, id);
  const currency = await currencyFor(deps, user);
  return { id: listing.id, currency, policy: policyInUnits(listing.policy, currency) };
}

/**
 * Sets a listing's policy alone (null removes it) under the listing form's own rules: a fee never
 * above the lowest price it offers, a partial refund with its share. Nothing is stored when one
 * fails: a 422 naming the field (`policy.fee`).
 */
export async function setListingPolicy(deps: AppDeps, user: Principal, id: number, policy: PolicyInputValue | null): Promise<ListingPolicy> {
  const listing = await listingForEdit(deps, user, id);
  const currency = await currencyFor(deps, user);
  const input = { consultations: consultationsInUnits(listing.consultations, currency), policy: policy ?? undefined } as ListingInputValue;
  const [failed] = Object.entries(policyErrors(input, currency));
  if (failed) throw unprocessable(failed[1], failed[0]);
  await updateListing(deps.database.db, listing.id, listing.vendor_id, { policy: storedPolicy(policy ?? undefined, currency) });
  return listingPolicyFor(deps, user, id);
}
