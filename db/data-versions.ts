/**
 * The write counts of the tables kept pages are read from (`data_versions`, kept by the
 * database's own triggers: migration 0017). A cache keeps what it read with the stamp of the
 * tables it read — `stampOf(versions, ['bookings', 'vendors'])` — and serves it only while a
 * fresh read gives the same stamp. The counts are read BEFORE the data they stamp, so data kept
 * under a stamp is never older than the stamp says (a write landing in between makes the next
 * request's stamp differ, and that request reads again). Because the triggers count every
 * writer, this holds across processes and for scripts that write the file.
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

/** One read per request at most: a request's caches share the counts read when it first asked. */
const perRequest = new WeakMap<Request, Promise<DataVersions | undefined>>();

/**
 * The counts as committed now; with `request`, the same read for every cache that request asks.
 * Undefined when the row is missing (a database not yet migrated): callers then read afresh.
 */
export function dataVersions(db: Db, request?: Request): Promise<DataVersions | undefined> {
  if (!request) return firstRow<DataVersions>(db, READ, []);
  let read = perRequest.get(request);
  if (!read) {
    read = firstRow<DataVersions>(db, READ, []);
    perRequest.set(request, read);
  }
  return read;
}

/** The part of the counts a kept value depends on, as one string to compare. */
export function stampOf(versions: DataVersions, tables: readonly VersionedTable[]): string {
  let stamp = '';
  for (const table of tables) stamp += `${versions[table]}.`;
  return stamp;
}
