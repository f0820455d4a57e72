import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { can, isPetOwner, isPlatformAdmin, isPracticeLogin } from '../../lib/policy';
import { LIMITS } from '../../lib/constants/limits';
import { BOOKING_STATUS, type BookingFilter } from '../../lib/constants/booking-status';
import { managedListingIds } from '../listings/listings.service';
import { recordsOfBookedPetLogged } from '../records/records.audited';
import { bookingLinkUrl, verifyBookingLink } from './booking.link';
import { siteOfBooking } from './booking.site';
import { linkBase } from '../../lib/site-url';
import { cancelMoneyFor, refundText } from './booking.refund';
import { bookingById, bookingsPage, type BookingDetailRow, type BookingRow, type BookingScope, type BookingSort } from './booking.queries';

/** What a list of bookings is filtered and sorted by (the appointments screens' query). */
export interface BookingListFilters {
  status: BookingFilter;
  sort: BookingSort;
  listing?: number;
  page: number;
}

/**
 * Whose bookings a person sees (spec §6): their own; their practice's; a team member's managed
 * listings; an admin all. On a practice's own site an owner sees only their bookings with that
 * practice (white label); on the main host all of theirs. The list's form of the policy's booking:see.
 */
async function scopeOf(deps: AppDeps, user: Principal, siteVendorId: number | null): Promise<BookingScope> {
  if (isPlatformAdmin(user)) return {};
  if (!isPracticeLogin(user)) return siteVendorId === null ? { userId: user.id } : { userId: user.id, vendorId: siteVendorId };
  if (!user.vendor_id) throw forbidden('unauthorized');
  const listingIds = await managedListingIds(deps, user);
  return listingIds ? { vendorId: user.vendor_id, listingIds } : { vendorId: user.vendor_id };
}

type BookingSeen = Pick<BookingDetailRow, 'user_id' | 'vendor_id' | 'listing_managers' | 'status' | 'slot'>;

/** The policy's booking:see, asked from the main host or a practice's own site. */
const sees = (deps: AppDeps, user: Principal, booking: BookingSeen, siteVendorId: number | null = null) => can(user, 'booking:see', { ...booking, site_vendor_id: siteVendorId }, deps.clock());

export interface BookingsPage {
  items: BookingRow[];
  /** A full page came back, so there may be more (spec §9: load more until fewer than 10 return). */
  hasMore: boolean;
  now: Date;
}

/** One page of the bookings the person sees, with the given filters. */
export async function listBookingsFor(deps: AppDeps, user: Principal, filters: BookingListFilters, siteVendorId: number | null = null): Promise<BookingsPage> {
  const scope = await scopeOf(deps, user, siteVendorId);
  const now = deps.clock();
  const limit = LIMITS.APPOINTMENTS_PAGE_SIZE;
  const items = await bookingsPage(deps, scope, {
    filter: filters.status,
    sort: filters.sort,
    listingId: isPracticeLogin(user) ? filters.listing : undefined,
    now: now.toISOString(),
    limit,
    offset: (filters.page - 1) * limit,
  });
  return { items, hasMore: items.length === limit, now };
}

/**
 * A booking the person may see; any other (another owner's, another practice's, a hold, or on a
 * practice's own site an owner's booking with another practice) is "not found".
 */
export async function bookingFor(deps: AppDeps, user: Principal, id: number, siteVendorId: number | null = null): Promise<BookingDetailRow> {
  const booking = await bookingById(deps, id);
  if (!booking || !sees(deps, user, booking, siteVendorId)) throw notFound('Appointment not found');
  return booking;
}

/**
 * What a canceled booking's reader is told of its money, in their zone: what was refunded, to
 * which card and when, or why nothing was; null when the booking is not canceled (or not theirs).
 */
export async function refundNoticeFor(deps: AppDeps, user: Principal, booking: Pick<BookingDetailRow, 'id'> & BookingSeen, zone: string): Promise<string | null> {
  if (booking.status !== BOOKING_STATUS.CANCELED || !sees(deps, user, booking)) return null;
  return refundText(await cancelMoneyFor(deps, booking.id), zone, isPetOwner(user) ? 'customer' : 'practice');
}

/** The list's notice after Cancel (`?canceled=<id>`): the booking canceled and its refund; null for a booking not theirs or not canceled. */
export async function canceledNotice(deps: AppDeps, user: Principal, id: number, zone: string, siteVendorId: number | null): Promise<string | null> {
  const booking = await bookingById(deps, id);
  if (!booking || !sees(deps, user, booking, siteVendorId)) return null;
  const refund = await refundNoticeFor(deps, user, booking, zone);
  return refund ? t('Appointment #{id} is canceled. {refund}', { id: String(id), refund }) : null;
}

/** The pet's health records, shown on a video booking's Medical Records tab (the read is logged as the reader's). */
export function recordsFor(deps: AppDeps, booking: BookingDetailRow, reader: Principal) {
  const petId = booking.details.pet?.id;
  return petId ? recordsOfBookedPetLogged(deps, reader, petId, booking.user_id) : Promise.resolve([]);
}

/** Why a booking the person sees may not be canceled or moved: a platform admin only looks (403); otherwise it is past, canceled or moved (409). */
export function refusal(user: Principal, message: string): AppError {
  return isPlatformAdmin(user) ? forbidden('unauthorized') : new AppError(409, message);
}

/** The signed booking link for the person looking at a booking (the detail view's "Copy link"), on the booking's site; none for an admin. */
export async function bookingLinkFor(deps: AppDeps, user: Principal, booking: BookingDetailRow): Promise<string | null> {
  if (isPlatformAdmin(user)) return null;
  const audience = isPracticeLogin(user) ? 'practice' : 'customer';
  const base = linkBase(deps.config, await siteOfBooking(deps, booking));
  return bookingLinkUrl(base, deps.config.jwtSecret, { userId: user.id, audience, bookingId: booking.id });
}

type OpenedLink =
  | { kind: 'invalid' }
  | { kind: 'sign-in'; audience: 'customer' | 'practice' }
  | { kind: 'booking'; booking: BookingDetailRow };

/**
 * Opens a booking link (`/appointments?z=`): a forged or altered one is invalid; a customer
 * link needs that owner signed in, a practice link a login of the booking's practice that may
 * see it; anyone else is asked to sign in.
 */
export async function openBookingLink(deps: AppDeps, principal: Principal | null, z: string): Promise<OpenedLink> {
  const link = verifyBookingLink(deps.config.jwtSecret, z);
  if (!link) return { kind: 'invalid' };
  const rightPerson =
    principal !== null &&
    (link.audience === 'customer' ? isPetOwner(principal) && principal.id === link.userId : isPracticeLogin(principal));
  if (!rightPerson) return { kind: 'sign-in', audience: link.audience };
  const booking = await bookingById(deps, link.bookingId);
  if (!booking || !sees(deps, principal, booking)) return { kind: 'sign-in', audience: link.audience };
  if (link.audience === 'customer' && booking.user_id !== link.userId) return { kind: 'invalid' };
  return { kind: 'booking', booking };
}
