import type { Website } from '../../db/schema';
import { sharedCache } from './shared-cache';
import { machineMs } from './clock';

/**
 * What every signed-out visit to a practice's site is served from (docs/scaling.md):
 * - the host's practice and content version, remembered for SITE_HEAD_TTL_MS;
 * - the website row and the rendered page, both kept under that content version, which every
 *   write to what the page shows (website, listings, consultations, suspension) raises in its
 *   own transaction, so nothing older than the version is ever served.
 * A write in this process calls `forgetSitePage` and the next request reads everything anew; a
 * write in another process is seen here within SITE_HEAD_TTL_MS, when the version is read again.
 */
export const SITE_HEAD_TTL_MS = 1_000;

/**
 * About 12 KB a page (the demo practice's): 200 practices are a few MB. Variants: the day its
 * islands show. Kept as UTF-8 bytes: encoding the page's text for every answer was a fifth of its time.
 */
export const sitePages = (database: object) => sharedCache<Uint8Array>('site-pages', database, { maxOwners: 200, maxVariants: 2, ttlMs: Infinity });

/** A practice's website row, by the same version. */
export const siteRows = (database: object) => sharedCache<Website | undefined>('site-rows', database, { maxOwners: 2_000, maxVariants: 1, ttlMs: Infinity });

export interface SiteHead {
  vendor_id: number;
  content_version: number;
}

const HEADS_KEPT = 5_000;
const heads = new WeakMap<object, Map<string, { head: SiteHead; expires: number }>>();

/** The practice a host names and its content version, read at most once per SITE_HEAD_TTL_MS; a host that names none is asked every time. */
export async function siteHead(database: object, host: string, read: () => Promise<SiteHead | undefined>, now = machineMs()): Promise<SiteHead | undefined> {
  let byHost = heads.get(database);
  if (!byHost) heads.set(database, (byHost = new Map()));
  const kept = byHost.get(host);
  if (kept && kept.expires > now) return kept.head;
  const head = await read();
  if (!head) return undefined;
  if (byHost.size >= HEADS_KEPT) byHost.clear();
  byHost.set(host, { head: { vendor_id: head.vendor_id, content_version: head.content_version }, expires: now + SITE_HEAD_TTL_MS });
  return head;
}

/** Call after a write to what a practice's page shows (its website, listings, consultations, suspension). */
export function forgetSitePage(database: object, vendorId: number): void {
  sitePages(database).forget(vendorId);
  siteRows(database).forget(vendorId);
  // Hosts may have changed too (a new sub-domain): every host of this process is read again.
  heads.get(database)?.clear();
}
