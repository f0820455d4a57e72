/**
 * The write counts of the tables kept pages are read from (`data_versions`, kept by the database's
 * own triggers, so every writer counts), read BEFORE the data they stamp: a kept value is never
 * older than its stamp. See docs/decisions/0004-write-stamped-caches.md.
 */
import { firstRow } from './prepared';
import type { Db } from './client';

export interface DataVersions {
  users: number;
  vendors: number;
  vendor_logins: number;
  vendor_listings: number;
  bookings: number;
  pets: number;
  practice_customers: number;
}

export type VersionedTable = keyof DataVersions;

const READ = 'SELECT users, vendors, vendor_logins, vendor_listings, bookings, pets, practice_customers FROM data_versions WHERE id = 1';

/**
 * The counts as committed now. Read afresh by every cache that asks, even twice in one request:
 * a request that writes and then shows the result (a record saved, then the screen) must see
 * its own write's counts. Undefined when the row is missing (a database not yet migrated):
 * callers then read afresh.
 */
export function dataVersions(db: Db): Promise<DataVersions | undefined> {
  return firstRow<DataVersions>(db, READ, []);
}

/**
 * The stamp of `tables` as committed now: what a cache passes to `StampedCache.through`, read
 * before the data it stamps. Undefined when the counts are missing (the value is then not kept).
 */
export async function currentStamp(db: Db, tables: readonly VersionedTable[]): Promise<string | undefined> {
  const versions = await dataVersions(db);
  return versions && stampOf(versions, tables);
}

/** The part of the counts a kept value depends on, as one string to compare. */
export function stampOf(versions: DataVersions, tables: readonly VersionedTable[]): string {
  let stamp = '';
  for (const table of tables) stamp += `${versions[table]}.`;
  return stamp;
}
