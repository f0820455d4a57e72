import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { notFound } from '../../lib/errors';
import { findOwners, findPractices, setVendorSuspendedAt } from './accounts.repo';
import { can } from '../../lib/policy';

/** The platform admin's reads and writes of accounts: practices (search, suspend, restore) and owners. */

const LIST_LIMIT = 50;

/** Only a platform admin (role admin) reaches these; anyone else finds nothing here. */
export function assertPlatformAdmin(principal: Principal | null): asserts principal is Principal {
  if (!can(principal, 'platform:administer', null)) throw notFound();
}

export function searchPractices(deps: AppDeps, principal: Principal, q: string) {
  assertPlatformAdmin(principal);
  return findPractices(deps.database.db, q, LIST_LIMIT);
}

export function searchOwners(deps: AppDeps, principal: Principal, q: string) {
  assertPlatformAdmin(principal);
  return findOwners(deps.database.db, q, LIST_LIMIT);
}

/** Suspends (or restores) a practice: its site stops (or starts again) taking bookings. */
export async function setPracticeSuspended(deps: AppDeps, principal: Principal, vendorId: number, suspended: boolean): Promise<void> {
  assertPlatformAdmin(principal);
  const now = deps.clock().toISOString();
  // A suspended practice's page says it takes no bookings: the database raises the page's version with this write.
  if (!(await setVendorSuspendedAt(deps.database.db, vendorId, suspended ? now : null, now))) throw notFound('Practice not found');
  deps.log.info(suspended ? 'practice_suspended' : 'practice_restored', { vendor_id: vendorId, by: principal.id });
}
