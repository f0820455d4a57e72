import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { listingForEdit } from './listings.service';
import { updateOwnerSeries } from './listings.repo';

/** Turns on or off owners booking repeat visits themselves on a listing the person may edit (another's is "not found"). */
export async function setOwnerSeries(deps: AppDeps, user: Principal, id: number, allowed: boolean): Promise<{ id: number; owner_series: boolean }> {
  const listing = await listingForEdit(deps, user, id);
  await updateOwnerSeries(deps.database.db, listing.id, allowed, deps.clock().toISOString());
  return { id: listing.id, owner_series: allowed };
}
