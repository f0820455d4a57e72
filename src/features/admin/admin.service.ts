import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { searchOwners, searchPractices, setPracticeSuspended } from '../accounts/accounts.platform.service';
import { listingCounts } from '../listings/listings.service';
import { practiceTotals } from '../reports/reports.service';
import { bookingCounts } from '../booking/booking.queries';
import { petCounts } from '../pets/pets.service';

/** The platform admin's screens (role admin), composed from the owning features' services. */

type Lookup<T> = (ids: number[]) => Promise<T>;

/** Looks up two figures for all the rows' ids at once, then builds each row from them. */
async function withFigures<R extends { id: number }, A, B, T>(rows: R[], lookups: readonly [Lookup<A>, Lookup<B>], build: (row: R, a: A, b: B) => T): Promise<T[]> {
  const ids = rows.map((row) => row.id);
  const [a, b] = await Promise.all([lookups[0](ids), lookups[1](ids)]);
  return rows.map((row) => build(row, a, b));
}

export interface PracticeRow {
  id: number;
  name: string;
  created_at: string;
  suspended: boolean;
  listings: number;
  bookings: number;
  /** Net revenue in minor units of `currency`, the practice's. */
  revenue: number;
  currency: string;
}

export async function practicesOverview(deps: AppDeps, principal: Principal, q: string): Promise<PracticeRow[]> {
  const practices = await searchPractices(deps, principal, q);
  return withFigures(practices, [(ids) => listingCounts(deps, ids), (ids) => practiceTotals(deps, ids)], (p, listings, totals) => {
    const { bookings = 0, revenue = 0 } = totals.get(p.id) ?? {};
    return { id: p.id, name: p.name, created_at: p.created_at, suspended: p.suspended_at !== null, listings: listings.get(p.id) ?? 0, bookings, revenue, currency: p.currency };
  });
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
  return withFigures(owners, [(ids) => bookingCounts(deps, ids), (ids) => petCounts(deps, ids)], (o, bookings, pets) => ({
    id: o.id,
    name: `${o.first_name} ${o.last_name}`,
    email: o.email,
    created_at: o.created_at,
    bookings: bookings.get(o.id) ?? 0,
    pets: pets.get(o.id) ?? 0,
  }));
}

export { setPracticeSuspended };
