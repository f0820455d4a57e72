import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { LIMITS, TERMS } from '../../lib/constants/limits';
import { SUBROLES } from '../../lib/constants/roles';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';
import { bookingLinkUrl, verifyBookingLink, type BookingLink } from '../booking/booking-link';
import { bookingCancellationMail } from '../notifications/booking-mail';
import { findVendorLoginById } from '../accounts/accounts.repo';
import {
  findBookingById,
  findBookingsPage,
  findListingOptions,
  findManagedListingIds,
  findPaymentById,
  findRecordsOfPet,
  markBookingCanceled,
  markPaymentRefunded,
  type BookingDetailRow,
  type BookingRow,
  type BookingScope,
} from './appointments.repo';
import type { ListFilters } from './appointments.model';

const DAY_MS = 24 * 60 * 60 * 1000;
const CANNOT_CANCEL = 'This appointment cannot be canceled.';
const isTeamMember = (user: Principal) => user.role === 'vendor' && user.subrole === SUBROLES.USER;

/** Whose bookings a person sees (spec §6): their own; their practice's; a team member's managed listings; an admin all. */
async function scopeOf(deps: AppDeps, user: Principal): Promise<BookingScope> {
  if (user.role === 'admin') return {};
  if (user.role !== 'vendor') return { userId: user.id };
  if (!user.vendor_id) throw forbidden('unauthorized');
  if (!isTeamMember(user)) return { vendorId: user.vendor_id };
  return { vendorId: user.vendor_id, listingIds: await findManagedListingIds(deps.database.db, user.vendor_id, user.id) };
}

function sees(user: Principal, booking: Pick<BookingDetailRow, 'user_id' | 'vendor_id' | 'listing_managers'>): boolean {
  if (user.role === 'admin') return true;
  if (user.role !== 'vendor') return booking.user_id === user.id;
  if (booking.vendor_id !== user.vendor_id) return false;
  return !isTeamMember(user) || booking.listing_managers.includes(user.id);
}

export interface AppointmentsPage {
  items: BookingRow[];
  /** A full page came back, so there may be more (spec §9: load more until fewer than 10 return). */
  hasMore: boolean;
  now: Date;
}

/** One page of the person's appointments with the given filters. */
export async function listAppointments(deps: AppDeps, user: Principal, filters: ListFilters): Promise<AppointmentsPage> {
  const scope = await scopeOf(deps, user);
  const now = deps.clock();
  const limit = LIMITS.APPOINTMENTS_PAGE_SIZE;
  const items = await findBookingsPage(deps.database.db, scope, {
    filter: filters.status,
    sort: filters.sort,
    listingId: user.role === 'vendor' ? filters.listing : undefined,
    now: now.toISOString(),
    limit,
    offset: (filters.page - 1) * limit,
  });
  return { items, hasMore: items.length === limit, now };
}

/** The listings a practice person may filter by: all of the practice's, or a team member's own. */
export async function listingOptionsFor(deps: AppDeps, user: Principal) {
  if (user.role !== 'vendor' || !user.vendor_id) return [];
  const scope = await scopeOf(deps, user);
  return findListingOptions(deps.database.db, user.vendor_id, scope.listingIds);
}

/** A booking the person may see; any other (another owner's, another practice's, a hold) is "not found". */
export async function appointmentFor(deps: AppDeps, user: Principal, id: number): Promise<BookingDetailRow> {
  const booking = await findBookingById(deps.database.db, id);
  if (!booking || !sees(user, booking)) throw notFound('Appointment not found');
  return booking;
}

/** The pet's health records, shown on a video booking's Medical Records tab. */
export function recordsFor(deps: AppDeps, booking: BookingDetailRow) {
  const petId = booking.details.pet?.id;
  return petId ? findRecordsOfPet(deps.database.db, petId, booking.user_id) : Promise.resolve([]);
}

/** Cancel is offered for a live booking whose slot is still ahead (spec §4). */
export function canBeCanceled(booking: Pick<BookingRow, 'status' | 'slot'>, now: Date): boolean {
  return (booking.status === 0 || booking.status === 1) && new Date(booking.slot).getTime() > now.getTime();
}

/** The owner and the practice may cancel; a platform admin only looks. */
export function mayCancel(user: Principal): boolean {
  return user.role !== 'admin';
}

/**
 * Cancels a booking (spec §4): the status becomes canceled (3), which frees the slot, and a
 * payment made within TERMS.REFUND_DAYS days is refunded in full through the payments provider
 * and recorded. The refund is asked for before the write transaction, never inside it (a
 * provider's network call must not hold the database's write lock); its idempotency key per
 * booking makes a repeated or racing cancel refund once. Then both sides get the cancellation
 * e-mail with its METHOD:CANCEL calendar file. A second cancel, or a past booking, is 409.
 */
export async function cancelAppointment(deps: AppDeps, user: Principal, id: number): Promise<void> {
  const booking = await appointmentFor(deps, user, id);
  if (!mayCancel(user)) throw forbidden('unauthorized');
  const now = deps.clock();
  const at = now.toISOString();
  if (!canBeCanceled(booking, now)) throw new AppError(409, CANNOT_CANCEL);
  const payment = booking.payment_id ? await findPaymentById(deps.database.db, booking.payment_id) : undefined;
  const refundable =
    payment && payment.status === 'succeeded' && payment.reference && payment.amount > 0 && now.getTime() - new Date(payment.created_at).getTime() <= TERMS.REFUND_DAYS * DAY_MS;
  if (refundable) {
    const refund = await deps.providers.payments.refund(payment.reference!, payment.amount, `refund-booking-${booking.id}`);
    if (!refund.ok) throw new AppError(502, refund.message);
  }
  await deps.database.db.transaction(async (tx) => {
    if (!(await markBookingCanceled(tx, booking.id, at))) throw new AppError(409, CANNOT_CANCEL);
    if (refundable) await markPaymentRefunded(tx, payment.id, payment.amount, at);
  });
  await sendCancellationMails(deps, booking).catch((error) => deps.log.error('cancel_mail_failed', { bookingId: booking.id, error }));
}

async function sendCancellationMails(deps: AppDeps, booking: BookingDetailRow): Promise<void> {
  const { details } = booking;
  const practiceLogin = booking.listing_owner_id ? await findVendorLoginById(deps.database.db, booking.listing_owner_id) : undefined;
  const common = {
    bookingId: booking.id,
    practiceName: booking.practice_name,
    listingTitle: details.listing.title,
    address: details.listing.address,
    customerName: `${details.user.first_name} ${details.user.last_name}`,
    petName: details.pet?.name ?? details.info.pet ?? null,
    type: booking.type,
    slot: booking.slot,
    duration: details.listing.duration,
    price: details.listing.price,
    reason: details.info.summary,
  };
  const link = (l: BookingLink) => bookingLinkUrl(deps.config.publicUrl, deps.config.jwtSecret, l);
  const mails = [
    bookingCancellationMail({
      ...common,
      to: booking.user_email,
      zone: details.userTZ,
      audience: 'customer',
      link: link({ userId: booking.user_id, audience: 'customer', bookingId: booking.id }),
    }),
  ];
  const practiceTo = practiceLogin?.email ?? booking.practice_details.email;
  if (practiceTo) {
    mails.push(
      bookingCancellationMail({
        ...common,
        to: practiceTo,
        zone: details.listingTZ,
        audience: 'practice',
        link: link({ userId: practiceLogin?.id ?? 0, audience: 'practice', bookingId: booking.id }),
      }),
    );
  }
  await deps.providers.mail.sendAll(mails);
}

/** The signed booking link for the person looking at a booking (the detail view's "Copy link"); none for an admin. */
export function bookingLinkFor(deps: AppDeps, user: Principal, booking: BookingDetailRow): string | null {
  if (user.role === 'admin') return null;
  const audience = user.role === 'vendor' ? 'practice' : 'customer';
  return bookingLinkUrl(deps.config.publicUrl, deps.config.jwtSecret, { userId: user.id, audience, bookingId: booking.id });
}

export type OpenedLink =
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
    (link.audience === 'customer' ? principal.role === 'user' && principal.id === link.userId : principal.role === 'vendor');
  if (!rightPerson) return { kind: 'sign-in', audience: link.audience };
  const booking = await findBookingById(deps.database.db, link.bookingId);
  if (!booking || !sees(principal, booking)) return { kind: 'sign-in', audience: link.audience };
  if (link.audience === 'customer' && booking.user_id !== link.userId) return { kind: 'invalid' };
  return { kind: 'booking', booking };
}

/** What the session page says for each consultation type: the phone text is the spec's. */
export function isPhoneBooking(booking: Pick<BookingRow, 'type'>): boolean {
  return booking.type === CONSULTATION_TYPES.TELEPHONIC;
}
