import { isZone, zoneOr } from '../lib/time';
import { cookieNamed } from './session';

/**
 * The cookie public/js/site.js keeps set to the browser's IANA zone on every page, so pages
 * rendered on the server show times where the reader is, as the islands do in the browser.
 */
export const ZONE_COOKIE = 'tz';

/**
 * The zone a person reads times in: a zone the page's own URL names (`?tz=`, a choice made on
 * that screen), else the browser's (its cookie), else `fallback` (a first visit, an API client).
 * Anything that is not an IANA zone is ignored.
 */
export function viewerZone(request: Request, fallback: string, chosen?: string | null): string {
  return zoneOr(chosen ?? undefined, browserZoneOf(request) ?? fallback);
}

/** The browser's zone as its cookie says, or null before the browser has said (or when it is not an IANA zone). */
export function browserZoneOf(request: Request): string | null {
  const zone = cookieNamed(request.headers.get('cookie'), ZONE_COOKIE);
  return zone && isZone(zone) ? zone : null;
}
