import type { Website } from '../../db/schema';
import type { Database } from '../../db/client';
import { localWrites } from '../../db/local-writes';
import { stampedCaches } from './stamped-cache';
import { machineMs } from './clock';

/**
 * What every signed-out visit to a practice's site is served from (docs/scaling.md), three named
 * uses of the stamped cache:
 * - the host's practice and content version (`siteHead`), read again after any write of this
 *   process and at least every SITE_HEAD_TTL_MS;
 * - the website row and the rendered page, both kept under that content version, which database
 *   triggers raise in the same transaction as every write to what the page shows (website,
 *   listings, suspension), so nothing older than the version is ever served.
 * So a write in this process is on the next request, and one in another process within SITE_HEAD_TTL_MS.
 */
export const SITE_HEAD_TTL_MS = 1_000;

/**
 * About 12 KB a page (the demo practice's): 200 practices, two days each, are a few MB. Kept as
 * UTF-8 bytes: encoding the page's text for every answer was a fifth of its time.
 */
const pages = stampedCaches<Uint8Array>(400);
/** A practice's website row, by the same version. */
const rows = stampedCaches<Website | undefined>(2_000);

/** The page of `vendorId` for one variant (the day its islands show, the reader's language), kept under the content version. */
export const sitePage = (database: Database, vendorId: number, contentVersion: number, variant: string, render: () => Promise<Uint8Array>) =>
  pages(database).through(`${vendorId} ${variant}`, String(contentVersion), render);

/** The website row of `vendorId`, kept under the content version. */
export const siteRow = (database: Database, head: SiteHead, read: () => Promise<Website | undefined>) =>
  rows(database).through(String(head.vendor_id), String(head.content_version), read);

export interface SiteHead {
  vendor_id: number;
  content_version: number;
}

const heads = stampedCaches<SiteHead | undefined>(5_000);

/**
 * The practice a host names (or none) and its content version, kept under this process's write
 * count and the current SITE_HEAD_TTL_MS window: reading the version on every request would be
 * the cached page's one database read, and another process's write has no cheaper signal.
 */
export function siteHead(database: Database, host: string, read: () => Promise<SiteHead | undefined>, now = machineMs()): Promise<SiteHead | undefined> {
  const stamp = `${localWrites(database.client)} ${Math.floor(now / SITE_HEAD_TTL_MS)}`;
  return heads(database).through(host, stamp, async () => {
    const found = await read();
    return found && { vendor_id: found.vendor_id, content_version: found.content_version };
  });
}
