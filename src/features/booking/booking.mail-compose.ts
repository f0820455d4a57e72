import type { AppDeps } from '../../deps';
import { DEFAULT_CURRENCY } from '../../lib/money';
import type { BookingDetails } from '../../../db/schema';
import type { MailMessage } from '../../providers/mail/mail';
import { calendarDomain, linkBase, type SiteOrigin } from '../../lib/site-url';
import { asReader } from '../../lib/i18n';
import { practiceContact } from '../accounts/accounts.practices.service';
import { ownerReader } from '../accounts/accounts.readers';
import { bookingLinkUrl, type LinkAudience } from './booking.link';
import { manageLinkFor } from './booking.manage-link';
import type { CancelMoney } from './booking.refund';
import { bookingCancellationMail, bookingConfirmationMail, bookingRescheduledMail, type BookingMailInput } from './booking.mail-text';
import { calendarEventOf } from './booking.calendar-event';
import { eventLocation } from './booking.invitation';
import { brandOfSite, siteOfBooking } from './booking.site';

/** The address alone of a sender such as `VetConsult <no-reply@example.com>`. */
const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** What every booking e-mail is made from: the booking, whom it is for, and its snapshot (`details`). */
interface BookingMailFacts {
  id: number;
  user_id: number;
  user_email: string;
  vendor_id: number;
  /** The listing's owner (a practice login), who hears about its bookings. */
  listing_owner_id: number | null;
  details: BookingDetails;
  /** A canceled booking: what became of its payment. */
  money?: CancelMoney;
}

type Compose = (input: BookingMailInput) => Promise<MailMessage>;

/** Which e-mail, and for a rescheduled booking the start it had before. */
interface MailKind {
  /** Names the e-mail in its key (`booking-confirmed:12:customer`). */
  name: 'confirmed' | 'canceled' | 'rescheduled';
  compose: Compose;
  previousSlot?: string;
}

/**
 * The booking e-mails, composed in one place: one to the owner in their zone, one to the
 * practice (the listing's owner, else the practice's own address) in the listing's zone, each
 * with its own signed booking link (on the practice's site when booked there) and a calendar file.
 * Each is written in its recipient's language and locale: the owner's, the practice login's.
 */
async function composeBookingMails(deps: AppDeps, booking: BookingMailFacts, kind: MailKind, askedOn?: SiteOrigin | null): Promise<MailMessage[]> {
  const { details } = booking;
  const { compose } = kind;
  const practice = await practiceContact(deps, booking.vendor_id, booking.listing_owner_id);
  const site = await siteOfBooking(deps, booking, askedOn);
  const base = linkBase(deps.config, site);
  const link = (userId: number, audience: LinkAudience) => bookingLinkUrl(base, deps.config.jwtSecret, { userId, audience, bookingId: booking.id });
  const customerName = `${details.user.first_name} ${details.user.last_name}`;
  const common = {
    bookingId: booking.id,
    practiceName: practice.name ?? details.listing.title,
    listingTitle: details.listing.title,
    address: details.listing.address,
    customerName,
    petName: details.pet?.name ?? details.info.pet ?? null,
    type: details.type,
    slot: details.slot,
    duration: details.listing.duration,
    price: details.listing.price,
    currency: details.listing.currency ?? DEFAULT_CURRENCY,
    reason: details.info.summary,
    event: calendarEventOf(booking.id, details, calendarDomain(deps.config)),
    // The practice organizes the event (its own address, else the address mail is sent from) and the owner attends.
    organizer: { name: practice.name ?? details.listing.title, email: practice.email ?? senderAddress(deps.config.mail.from) },
    attendee: { name: customerName, email: booking.user_email },
    location: eventLocation({ type: details.type, sessionUrl: `${base}/appointments/${booking.id}/session`, listingAddress: details.listing.address ?? null, visitAddress: details.visit?.address }),
    stamp: deps.clock(),
    previousSlot: kind.previousSlot,
    money: booking.money,
    brand: await brandOfSite(deps, site),
    waived: details.waived === true,
    bookedBy: details.booked_by ? details.booked_by.name || (practice.name ?? details.listing.title) : null,
  };
  // Keyed, so the same e-mail sent again after a crash is kept once (booking.mails.ts).
  const key = (audience: LinkAudience) => `booking-${kind.name}:${booking.id}:${audience}`;
  const owner = await ownerReader(deps, booking.user_id, practice.locale);
  const manageLink = await manageLinkFor(deps, booking, base);
  const mails = [asReader(owner, async () => ({ ...(await compose({ ...common, to: booking.user_email, zone: details.userTZ, audience: 'customer', link: link(booking.user_id, 'customer'), manageLink })), key: key('customer') }))];
  if (practice.email) {
    const to = practice.email;
    mails.push(asReader(practice.reader, async () => ({ ...(await compose({ ...common, to, zone: details.listingTZ, audience: 'practice', link: link(practice.loginId, 'practice') })), key: key('practice') })));
  }
  return Promise.all(mails);
}

async function sendBookingMails(deps: AppDeps, booking: BookingMailFacts, kind: MailKind, site?: SiteOrigin | null): Promise<void> {
  await deps.providers.mail.sendAll(await composeBookingMails(deps, booking, kind, site));
}

/** The confirmation e-mails of a booking, for its caller to write with the booking (`MailProvider.keepInTransaction`). */
export function bookingConfirmedMails(deps: AppDeps, booking: BookingMailFacts, site?: SiteOrigin | null): Promise<MailMessage[]> {
  return composeBookingMails(deps, booking, { name: 'confirmed', compose: bookingConfirmationMail }, site);
}

/** A booking was made: both sides get the confirmation with a calendar invitation; booked on the practice's site, the links point there. */
export function sendBookingConfirmed(deps: AppDeps, booking: BookingMailFacts, site?: SiteOrigin | null): Promise<void> {
  return sendBookingMails(deps, booking, { name: 'confirmed', compose: bookingConfirmationMail }, site);
}

/** A booking was canceled: both sides get the notice whose calendar file removes the event; canceled on the practice's site, the links point there. */
export function sendBookingCanceled(deps: AppDeps, booking: BookingMailFacts, site?: SiteOrigin | null): Promise<void> {
  return sendBookingMails(deps, booking, { name: 'canceled', compose: bookingCancellationMail }, site);
}

/** A booking was moved to another slot: both sides get the notice whose calendar file moves the same event. */
export function sendBookingRescheduled(deps: AppDeps, booking: BookingMailFacts, previousSlot: string, site?: SiteOrigin | null): Promise<void> {
  return sendBookingMails(deps, booking, { name: 'rescheduled', compose: bookingRescheduledMail, previousSlot }, site);
}
