import type { AppDeps } from '../../deps';
import type { MailMessage } from '../../providers/mail/mail';
import { asReader, t } from '../../lib/i18n';
import { priceLabel } from '../../lib/money';
import { formatSlot } from '../../lib/time';
import { ownerReader } from '../accounts/accounts.readers';
import { practiceContact } from '../accounts/accounts.practices.service';
import { bookingLinkUrl } from './booking.link';
import { brandOfSite, siteOfBooking } from './booking.site';
import { linkBase } from '../../lib/site-url';
import { bookingHtml } from './booking.mail-html';
import type { BookingDetailRow } from './booking.lists.repo';
import type { FeeCharge } from './booking.attendance.repo';

/**
 * The owner's e-mail that a no-show fee was charged to the card they agreed to keep for it: in
 * their language and zone, text and HTML, with their booking link. Keyed once per booking.
 */
export async function noShowFeeMail(deps: AppDeps, booking: BookingDetailRow, fee: FeeCharge): Promise<MailMessage> {
  const practice = await practiceContact(deps, booking.vendor_id, booking.listing_owner_id);
  const site = await siteOfBooking(deps, booking);
  const link = bookingLinkUrl(linkBase(deps.config, site), deps.config.jwtSecret, { userId: booking.user_id, audience: 'customer', bookingId: booking.id });
  const brand = await brandOfSite(deps, site);
  const reader = await ownerReader(deps, booking.user_id, practice.locale);
  return asReader(reader, async () => {
    const name = practice.name ?? booking.details.listing.title;
    const amount = priceLabel(fee.amount, fee.currency.toUpperCase(), 'exact');
    const when = formatSlot(booking.slot, booking.details.userTZ, 'long');
    const lead = [
      t('You did not come to your appointment with {practice} on {when}.', { practice: name, when }),
      fee.last4
        ? t('As you agreed when booking, a no-show fee of {amount} was charged to your card ending in {last4}.', { amount, last4: fee.last4 })
        : t('As you agreed when booking, a no-show fee of {amount} was charged to your card.', { amount }),
    ];
    const facts = [t('Practice: {practice} — {title}', { practice: name, title: booking.details.listing.title }), t('When: {when}', { when })];
    const text = [...lead, '', ...facts, t('Booking #{id}', { id: String(booking.id) }), '', link].join('\n');
    return {
      to: booking.user_email,
      subject: t('No-show fee charged: {amount}', { amount }),
      text,
      html: await bookingHtml({ brand, lead, facts, bookingId: booking.id, link }),
      key: `no-show-fee:${booking.id}:customer`,
    };
  });
}
