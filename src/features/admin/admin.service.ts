import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { searchOwners, searchPractices, setPracticeSuspended } from '../accounts/platform.service';
import { listingCounts } from '../listings/listings.service';
import { practiceTotals } from '../reports/reports.service';
import { bookingCounts } from '../booking/booked.service';
import { petCounts } from '../pets/pets.service';

/** The platform admin's screens (role admin), composed from the owning features' services. */

export interface PracticeRow {
  id: number;
  name: string;
  created_at: string;
  suspended: boolean;
  listings: number;
  bookings: number;
  /** Net revenue in cents. */
  revenue: number;
}

export async function practicesOverview(deps: AppDeps, principal: Principal, q: string): Promise<PracticeRow[]> {
  const practices = await searchPractices(deps, principal, q);
  const ids = practices.map((p) => p.id);
  const [listings, totals] = await Promise.all([listingCounts(deps, ids), practiceTotals(deps, ids)]);
  return practices.map((p) => ({
    id: p.id,
    name: p.name,
    created_at: p.created_at,
    suspended: p.suspended_at !== null,
    listings: listings.get(p.id) ?? 0,
    bookings: totals.get(p.id)?.bookings ?? 0,
    revenue: totals.get(p.id)?.revenue ?? 0,
  }));
}

export interface OwnerRow {
  id: number;
  name: string;
  email: string;
  created_at: string;
  bookings: number;
  pets: number;
}

/** Owners with their bookings and pets counted; their medical records are not the admin's to read. */
export async function ownersOverview(deps: AppDeps, principal: Principal, q: string): Promise<OwnerRow[]> {
  const owners = await searchOwners(deps, principal, q);
  const ids = owners.map((o) => o.id);
  const [bookings, pets] = await Promise.all([bookingCounts(deps, ids), petCounts(deps, ids)]);
  return owners.map((o) => ({
    id: o.id,
    name: `${o.first_name} ${o.last_name}`,
    email: o.email,
    created_at: o.created_at,
    bookings: bookings.get(o.id) ?? 0,
    pets: pets.get(o.id) ?? 0,
  }));
}

export { setPracticeSuspended };
