import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import type { SiteOrigin } from '../../lib/site-url';
import { DAY_MS, MINUTE_MS, formatSlot } from '../../lib/time';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { t, type Reader } from '../../lib/i18n';
import { tooManyRequests } from '../../lib/errors';
import { recentCount, recordEvent, takePlaces } from '../../lib/throttle';
import { findOwnerById } from '../accounts/accounts.owners.service';
import { sessionAccount } from '../accounts/accounts.service';
import { ownerReader, practiceLocaleTag } from '../accounts/accounts.readers';
import { manageTokenBookingId, verifyManageToken } from './booking.link';
import { bookingById, type BookingDetailRow } from './booking.queries';
import { cancelMoneyFor, refundText } from './booking.refund';
import { cancelBookingFor } from './booking.cancel';
import { rescheduleBookingFor } from './booking.reschedule';
import { claimLinkUse, findCancellation, findLinkUse, latestOfChain, releaseLinkUse, setLinkUseResult, type ManageAction } from './booking.manage.repo';

/** How long after the booking's end its manage link still opens (to read what happened to it): a week. */
export const MANAGE_LINK_GRACE_MS = 7 * DAY_MS;

export interface OpenedManageLink {
  token: string;
  /** The booking the link was made for. */
  origin: BookingDetailRow;
  /** The booking it leads to now: the origin, or the one that took its place after a reschedule. */
  booking: BookingDetailRow;
  /** The booking's owner, as the booking's own checks (policy, reschedule) know a person; no session is made of it. */
  owner: Principal;
  /** Whom the pages are written for: the owner's language, else the practice's, as the e-mail that carried the link was. */
  reader: Reader;
}

export type ManageLinkState = { kind: 'invalid' } | { kind: 'expired' } | ({ kind: 'open' } & OpenedManageLink);

const endOf = (booking: BookingDetailRow) => Date.parse(booking.slot_end ?? booking.slot) || Date.parse(booking.slot) + booking.details.listing.duration * MINUTE_MS;

/**
 * Opens a manage link: forged, altered, for a booking that is gone, or revoked by a password
 * change, it is invalid; past the end of the booking it leads to plus the grace, expired.
 */
export async function openManageLink(deps: AppDeps, token: string): Promise<ManageLinkState> {
  const id = manageTokenBookingId(token);
  const origin = id === null ? undefined : await bookingById(deps, id);
  const owner = origin ? await findOwnerById(deps, origin.user_id) : undefined;
  if (!origin || !owner || !verifyManageToken(deps.config.jwtSecret, token, { bookingId: origin.id, userId: owner.id, passwordHash: owner.password_hash })) return { kind: 'invalid' };
  const latest = origin.rescheduled_to === null ? origin.id : await latestOfChain(deps.database.db, origin.id);
  const booking = latest === origin.id ? origin : await bookingById(deps, latest);
  const account = await sessionAccount(deps, 'user', owner.id);
  if (!booking || !account) return { kind: 'invalid' };
  if (deps.clock().getTime() > endOf(booking) + MANAGE_LINK_GRACE_MS) return { kind: 'expired' };
  // Composed as every owner's e-mail about the booking is (booking.mail-compose, reminders), so the page speaks the mail's language.
  const reader = await ownerReader(deps, owner.id, await practiceLocaleTag(deps, origin.vendor_id));
  return { kind: 'open', token, origin, booking, owner: { ...account, exp: 0 }, reader };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a link already did with an action, if anything (a second use says so). */
export function linkUseOf(deps: AppDeps, link: OpenedManageLink, action: ManageAction) {
  return findLinkUse(deps.database.db, tokenHash(link.token), action);
}

export type LinkActionResult = { kind: 'done'; bookingId: number } | { kind: 'used-before'; bookingId: number };

/** Runs an action once per link: the use is taken first (a race lets one through) and given back when the action is refused. */
async function once(deps: AppDeps, link: OpenedManageLink, action: ManageAction, run: () => Promise<number>): Promise<LinkActionResult> {
  const hash = tokenHash(link.token);
  const claimed = await claimLinkUse(deps.database.db, { token_hash: hash, action, booking_id: link.booking.id, created_at: deps.clock().toISOString() });
  if (!claimed) {
    const use = await findLinkUse(deps.database.db, hash, action);
    return { kind: 'used-before', bookingId: use?.result_booking_id ?? use?.booking_id ?? link.booking.id };
  }
  try {
    const bookingId = await run();
    await setLinkUseResult(deps.database.db, hash, action, bookingId);
    return { kind: 'done', bookingId };
  } catch (error) {
    await releaseLinkUse(deps.database.db, hash, action);
    throw error;
  }
}

/** Cancels the booking a link leads to, with the signed-in cancel's checks, refund and e-mails; once per link. */
export function cancelByLink(deps: AppDeps, link: OpenedManageLink, site: SiteOrigin | null): Promise<LinkActionResult> {
  return once(deps, link, 'cancel', async () => {
    await cancelBookingFor(deps, link.owner, link.booking.id, site);
    return link.booking.id;
  });
}

/** Moves the booking a link leads to, with the signed-in reschedule's checks; once per link. */
export function rescheduleByLink(deps: AppDeps, link: OpenedManageLink, input: { slot: string; tz?: string }, site: SiteOrigin | null): Promise<LinkActionResult> {
  return once(deps, link, 'reschedule', () => rescheduleBookingFor(deps, link.owner, link.booking.id, input, site));
}

/** Who canceled a booking and when, when it was recorded. */
export function cancellationOf(deps: AppDeps, bookingId: number) {
  return findCancellation(deps.database.db, bookingId);
}

/**
 * What became of the booking a link leads to, as its owner reads it in their zone: moved (to
 * when), canceled (when and by whom, and the money), and what this link already did.
 */
export async function manageNotices(deps: AppDeps, link: OpenedManageLink, zone: string): Promise<string[]> {
  const { origin, booking } = link;
  const notices: string[] = [];
  if (origin.id !== booking.id) notices.push(t('This appointment has been rescheduled to {when}.', { when: formatSlot(booking.slot, zone, 'long') }));
  if (booking.status === BOOKING_STATUS.CANCELED) {
    const canceled = await cancellationOf(deps, booking.id);
    notices.push(
      canceled
        ? t('This appointment was canceled on {date} by {by, select, owner {you} practice {the practice} other {VetConsult support}}.', { date: formatSlot(canceled.at, zone, 'long'), by: canceled.by })
        : t('This appointment has been canceled.'),
    );
    notices.push(refundText(await cancelMoneyFor(deps, booking.id), zone, 'customer'));
  }
  return notices;
}

/** Forged, altered, revoked or expired links opened from one address: past this many in the window, it is refused. */
const BAD_LINKS = { max: 20, windowMinutes: 15 };
/** Cancels and reschedules asked through links from one address. */
const ACTIONS = { max: 30, windowMinutes: 10 };

/** Refuses an address that opened too many bad links lately (a guess at tokens), before any look-up. */
export async function assertNotGuessing(deps: AppDeps, ip: string): Promise<void> {
  if ((await recentCount(deps.database.db, `manage:bad:${ip}`, BAD_LINKS.windowMinutes, deps.clock())) >= BAD_LINKS.max) throw tooManyRequests('Too many attempts. Please try again later.');
}

export function noteBadLink(deps: AppDeps, ip: string): Promise<void> {
  return recordEvent(deps.database.db, [`manage:bad:${ip}`], deps.clock());
}

/** Takes a place for an action through a link, or refuses with 429. */
export async function assertActionAllowed(deps: AppDeps, ip: string): Promise<void> {
  if (!(await takePlaces(deps.database.db, [{ key: `manage:act:${ip}`, ...ACTIONS }], deps.clock()))) throw tooManyRequests('Too many attempts. Please try again later.');
}
