import type { AppDeps } from '../../deps';
import type { CalendarFeedRow } from '../../../db/schema';
import { asReader, t, type Reader } from '../../lib/i18n';
import { calendarDomain } from '../../lib/site-url';
import { OWNER_APPOINTMENTS, PRACTICE_APPOINTMENTS } from '../../lib/paths';
import { accountReader, ownerReader, practiceLocaleTag } from '../accounts/accounts.readers';
import { practiceName } from '../accounts/accounts.practices.service';
import { listingIdsManagedBy } from '../listings/listings.service';
import { feedBookings, type FeedScope } from '../booking/booking.queries';
import { findLiveFeedByHash } from './calendar-feeds.repo';
import { feedCalendar, type FeedAudience } from './calendar-feeds.ics';
import { TOKEN_PATTERN, makerHolding, tokenHash } from './calendar-feeds.service';

/** A feed holds the appointments of the last 90 days and everything ahead. */
const PAST_DAYS = 90;

interface FeedView {
  scope: FeedScope;
  audience: FeedAudience;
  reader: Reader;
  /** X-WR-CALNAME, written in `reader`'s language. */
  name: () => string;
}

/**
 * Whose bookings a live feed lists and in whose language, as its maker stands now; null when the
 * maker is gone or may no longer hold it (a root admin demoted or moved to another practice).
 */
async function viewOf(deps: AppDeps, feed: CalendarFeedRow): Promise<FeedView | null> {
  const maker = await makerHolding(deps, feed);
  if (!maker) return null;
  if (feed.kind === 'owner') {
    return { scope: { userId: maker.id }, audience: 'owner', reader: await ownerReader(deps, maker.id), name: () => t('My pets’ appointments') };
  }
  const vendorId = maker.vendor_id!;
  const locale = await practiceLocaleTag(deps, vendorId);
  if (feed.kind === 'practice') {
    const practice = await practiceName(deps, vendorId);
    return { scope: { vendorId }, audience: 'practice', reader: accountReader({}, locale), name: () => t('Appointments at {practice}', { practice }) };
  }
  // A vet's feed lists what the login manages now: a listing handed to someone else leaves it.
  const name = `${maker.first_name} ${maker.last_name}`;
  const listingIds = await listingIdsManagedBy(deps, vendorId, maker.id);
  return { scope: { vendorId, listingIds }, audience: 'practice', reader: accountReader(maker, locale), name: () => t('Appointments of {name}', { name }) };
}

/**
 * The iCalendar text behind a token, built from the bookings as they are now; null for a token
 * that opens nothing (malformed, unknown, revoked, renewed away, expired, or its maker gone or no longer allowed).
 * The token is looked up by its hash, never compared itself.
 */
export async function calendarFeedText(deps: AppDeps, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = deps.clock();
  const feed = await findLiveFeedByHash(deps.database.db, tokenHash(token), now.toISOString());
  const view = feed ? await viewOf(deps, feed) : null;
  if (!view) return null;
  const from = new Date(now.getTime() - PAST_DAYS * 24 * 3600_000);
  const bookings = await feedBookings(deps, view.scope, from);
  const list = view.audience === 'owner' ? OWNER_APPOINTMENTS : PRACTICE_APPOINTMENTS;
  return asReader(view.reader, () =>
    feedCalendar({ name: view.name(), audience: view.audience, bookings, domain: calendarDomain(deps.config), pageOf: (id) => `${deps.config.publicUrl}${list}/${id}`, base: deps.config.publicUrl }),
  );
}
