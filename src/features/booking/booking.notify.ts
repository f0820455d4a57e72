import type { AppDeps } from '../../deps';
import type { BookingDetails } from '../../../db/schema';
import type { Listing } from '../availability/availability.repo';
import type { User } from '../accounts/accounts.repo';
import { bookingConfirmationMail, type BookingMailInput } from '../notifications/booking-mail';
import { bookingLinkUrl } from './booking-link';
import { findPracticeContact } from './booking.repo';

/**
 * The confirmations (architecture §12): one e-mail to the owner in their zone, one to the
 * practice (the listing's owner, or the practice's address) in the listing's zone, each with
 * its own signed booking link and a calendar file.
 */
export async function sendBookingConfirmations(deps: AppDeps, bookingId: number, customer: User, listing: Listing, details: BookingDetails): Promise<void> {
  const db = deps.database.db;
  const practice = await findPracticeContact(db, listing.vendor_id, listing.vendor_login_id);
  const practiceName = practice?.name ?? listing.title;
  const common: Omit<BookingMailInput, 'to' | 'zone' | 'audience' | 'link'> = {
    bookingId,
    practiceName,
    listingTitle: listing.title,
    address: listing.address,
    customerName: `${customer.first_name} ${customer.last_name}`,
    petName: details.pet?.name,
    type: details.type,
    slot: details.slot,
    duration: details.listing.duration,
    price: details.listing.price,
    reason: details.info.summary,
  };
  const link = (userId: number, audience: 'customer' | 'practice') =>
    bookingLinkUrl(deps.config.publicUrl, deps.config.jwtSecret, { userId, audience, bookingId });
  const mails = [
    bookingConfirmationMail({ ...common, to: customer.email, zone: details.userTZ, audience: 'customer', link: link(customer.id, 'customer') }),
  ];
  const practiceTo = practice?.ownerEmail ?? practice?.details.email;
  if (practiceTo) {
    mails.push(
      bookingConfirmationMail({
        ...common,
        to: practiceTo,
        zone: listing.timezone,
        audience: 'practice',
        link: link(practice?.ownerId ?? 0, 'practice'),
      }),
    );
  }
  await deps.providers.mail.sendAll(mails);
}
