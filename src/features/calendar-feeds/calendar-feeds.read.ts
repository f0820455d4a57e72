import type { AppDeps } from '../../deps';
import type { CalendarFeedRow } from '../../../db/schema';
import { asReader, t, type Reader } from '../../lib/i18n';
import { calendarDomain } from '../../lib/site-url';
import { OWNER_APPOINTMENTS, PRACTICE_APPOINTMENTS } from '../../lib/paths';
import { sessionAccount } from '../accounts/accounts.service';
import { accountReader, ownerReader, practiceLocaleTag } from '../accounts/accounts.readers';
import { practiceName } from '../accounts/accounts.practices.service';
import { listingIdsManagedBy } from '../listings/listings.service';
import { feedBookings, type FeedScope } from '../booking/booking.queries';
import { findLiveFeedByHash } from './calendar-feeds.repo';
import { feedCalendar, type FeedAudience } from './calendar-feeds.ics';
import { TOKEN_PATTERN, tokenHash } from './calendar-feeds.service';

/** A feed holds the appointments of the last 90 days and everything ahead. */
const PAST_DAYS = 90;

interface FeedView {
  scope: FeedScope;
  audience: FeedAudience;
  reader: Reader;
  /** X-WR-CALNAME, written in `reader`'s language. */
  name: () => string;
}

/** Whose bookings a live feed lists and in whose language, as its owner stands now; null when the owner is gone. */
async function viewOf(deps: AppDeps, feed: CalendarFeedRow): Promise<FeedView | null> {
  if (feed.kind === 'owner' && feed.user_id !== null) {
    if (!(await sessionAccount(deps, 'user', feed.user_id))) return null;
    return { scope: { userId: feed.user_id }, audience: 'owner', reader: await ownerReader(deps, feed.user_id), name: () => t('My pets’ appointments') };
  }
  if (feed.vendor_id === null) return null;
  const vendorId = feed.vendor_id;
  const locale = await practiceLocaleTag(deps, vendorId);
  if (feed.kind === 'practice') {
    const practice = await practiceName(deps, vendorId);
    return { scope: { vendorId }, audience: 'practice', reader: accountReader({}, locale), name: () => t('Appointments at {practice}', { practice }) };
  }
  // A vet's feed follows the login: removed from the team, it is gone; a listing no longer managed leaves it.
  const login = feed.vendor_login_id === null ? undefined : await sessionAccount(deps, 'vendor', feed.vendor_login_id);
  if (!login || login.vendor_id !== vendorId) return null;
  const name = `${login.first_name} ${login.last_name}`;
  const listingIds = await listingIdsManagedBy(deps, vendorId, login.id);
  return { scope: { vendorId, listingIds }, audience: 'practice', reader: accountReader(login, locale), name: () => t('Appointments of {name}', { name }) };
}

/**
 * The iCalendar text behind a token, built from the bookings as they are now; null for a token
 * that opens nothing (malformed, unknown, revoked, renewed away, expired, or its owner gone).
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
