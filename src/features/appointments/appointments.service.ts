import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors';
import { isZone } from '../../lib/time';
import { LIMITS } from '../../lib/constants/limits';
import { bookingLinkUrl, verifyBookingLink } from '../booking/booking-link';
import { BOOKING_MESSAGES } from '../booking/booking.model';
import { bookingById, bookingsPage, cancelBooking, type BookingDetailRow, type BookingRow, type BookingScope } from '../booking/booked.service';
import { managedListingIds } from '../listings/listings.service';
import { recordsOfBookedPet } from '../records/records.service';
import { sendBookingRescheduled } from '../notifications/notifications.service';
import { rescheduleBooking } from '../booking/booking.reschedule';
import { slotsFor } from '../availability/availability.service';
import type { Slot } from '../availability/availability.slots';
import { DateTime } from 'luxon';
import { sendOwedMails } from '../booking/booking.mails';
import { cancelMoneyFor, refundText } from '../booking/booking.refund';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { can, isPetOwner, isPlatformAdmin, isPracticeLogin } from '../../lib/policy';
import type { ListFilters } from './appointments.model';
import type { SiteOrigin } from '../../lib/site-url';

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

export interface AppointmentsPage {
  items: BookingRow[];
  /** A full page came back, so there may be more (spec §9: load more until fewer than 10 return). */
  hasMore: boolean;
  now: Date;
}

/** One page of the person's appointments with the given filters. */
export async function listAppointments(deps: AppDeps, user: Principal, filters: ListFilters, siteVendorId: number | null = null): Promise<AppointmentsPage> {
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
export async function appointmentFor(deps: AppDeps, user: Principal, id: number, siteVendorId: number | null = null): Promise<BookingDetailRow> {
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
  return refund ? `Appointment #${id} is canceled. ${refund}` : null;
}

/** The pet's health records, shown on a video booking's Medical Records tab. */
export function recordsFor(deps: AppDeps, booking: BookingDetailRow) {
  const petId = booking.details.pet?.id;
  return petId ? recordsOfBookedPet(deps, petId, booking.user_id) : Promise.resolve([]);
}

/** Why a booking the person sees may not be canceled or moved: a platform admin only looks (403); otherwise it is past, canceled or moved (409). */
function refusal(user: Principal, message: string): AppError {
  return isPlatformAdmin(user) ? forbidden('unauthorized') : new AppError(409, message);
}

/**
 * Cancels a booking the person may see (spec §4): the booking service frees the slot and
 * refunds a recent payment; then both sides get the cancellation e-mail with its
 * METHOD:CANCEL calendar file. A second cancel, or a past booking, is 409.
 */
export async function cancelAppointment(deps: AppDeps, user: Principal, id: number, site: SiteOrigin | null = null): Promise<void> {
  const booking = await appointmentFor(deps, user, id, site?.vendorId ?? null);
  if (!can(user, 'booking:cancel', { ...booking, site_vendor_id: site?.vendorId ?? null }, deps.clock())) throw refusal(user, BOOKING_MESSAGES.cannotCancel);
  await cancelBooking(deps, booking);
  // Canceled on the practice's own site, the e-mail's links point there.
  const onItsSite = site && site.vendorId === booking.vendor_id ? site : null;
  // Owed since the canceling transaction; sent here, or by recovery after a crash.
  await sendOwedMails(deps, 'canceled', booking, onItsSite);
}

/** The signed booking link for the person looking at a booking (the detail view's "Copy link"); none for an admin. */
export function bookingLinkFor(deps: AppDeps, user: Principal, booking: BookingDetailRow): string | null {
  if (isPlatformAdmin(user)) return null;
  const audience = isPracticeLogin(user) ? 'practice' : 'customer';
  return bookingLinkUrl(deps.config.publicUrl, deps.config.jwtSecret, { userId: user.id, audience, bookingId: booking.id });
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

/** A zone the page or the API named: an IANA name, or 422 naming `tz`. */
function assertZone(tz: string | undefined): void {
  if (tz !== undefined && !isZone(tz)) throw unprocessable('tz must be an IANA timezone such as America/New_York', 'tz');
}

/** The booking to reschedule, or why not: not theirs (404), an admin (403), past, canceled or moved already (409). */
async function appointmentToReschedule(deps: AppDeps, user: Principal, id: number): Promise<BookingDetailRow> {
  const booking = await appointmentFor(deps, user, id);
  if (!can(user, 'booking:reschedule', booking, deps.clock())) throw refusal(user, BOOKING_MESSAGES.cannotReschedule);
  return booking;
}

/** What the reschedule page shows: the booking, the day looked at and its free slots, in the reader's zone. */
export interface RescheduleChoices {
  booking: BookingDetailRow;
  /** YYYY-MM-DD, and the zone times are read in. */
  date: string;
  zone: string;
  /** The first and last days that can have a free slot. */
  first: string;
  last: string;
  slots: Slot[];
}

/**
 * The free slots of the booking's own consultation on a day (the booking's own day unless one is
 * asked for), from the one slot engine (availability); times in the owner's zone, or the listing's
 * for the practice, unless the page asks for another.
 */
export async function rescheduleChoices(deps: AppDeps, user: Principal, id: number, query: { date?: string; tz?: string }): Promise<RescheduleChoices> {
  assertZone(query.tz);
  const booking = await appointmentToReschedule(deps, user, id);
  const zone = query.tz ?? (isPetOwner(user) ? booking.details.userTZ : booking.details.listingTZ);
  const today = DateTime.fromJSDate(deps.clock(), { zone });
  const date = query.date ?? DateTime.fromISO(booking.slot, { zone }).toISODate()!;
  const slots = await slotsFor(deps, booking.vendor_listing_id, booking.type, date, zone);
  return { booking, date, zone, first: today.toISODate()!, last: today.plus({ days: LIMITS.BOOKING_DAYS_AHEAD }).toISODate()!, slots };
}

/**
 * Moves a booking the person may move to another free slot of the same consultation
 * and tells both sides, whose calendar files move the same event; answers the new booking's id.
 */
export async function rescheduleAppointment(deps: AppDeps, user: Principal, id: number, input: { slot: string; tz?: string }, site: SiteOrigin | null = null): Promise<number> {
  assertZone(input.tz);
  const booking = await appointmentToReschedule(deps, user, id);
  const movedId = await rescheduleBooking(deps, user, booking, { slot: input.slot, userTZ: isPetOwner(user) ? input.tz : undefined });
  const moved = await bookingById(deps, movedId);
  const onItsSite = site && site.vendorId === booking.vendor_id ? site : null;
  if (moved) await sendBookingRescheduled(deps, moved, booking.slot, onItsSite).catch((error) => deps.log.error('reschedule_mail_failed', { bookingId: movedId, error }));
  return movedId;
}
