import type { MailMessage } from '../../providers/mail/mail';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { asReader, t, type Reader } from '../../lib/i18n';
import { formatSlot } from '../../lib/time';
import { bookingRequestHtml, petAddedHtml } from './notifications.mail-html';

/*
 * E-mails a practice's action sends to an owner: written in the owner's `reader` (their own
 * language, else the practice's locale: accounts.readers.ts), never in the practice person's.
 */

/** The owner is told when a practice adds a pet to their account. */
export function petAddedMail(input: { to: string; firstName: string; practiceName: string; petName: string; reader: Reader }): Promise<MailMessage> {
  return asReader(input.reader, async () => {
    const hello = t('Hello {name},', { name: input.firstName });
    const line = t('{practice} added a pet named {pet} to your VetConsult account. If this is wrong, you can remove it under Manage Pets.', { practice: input.practiceName, pet: input.petName });
    return {
      to: input.to,
      subject: t('{practice} added {pet} to your pets', { practice: input.practiceName, pet: input.petName }),
      text: `${hello}\n\n${line}`,
      html: await petAddedHtml(hello, line),
    };
  });
}

export interface BookingRequestMailInput {
  to: string;
  firstName: string;
  practiceName: string;
  listingTitle: string;
  type: number;
  /** ISO instant, shown in `zone`. */
  slot: string;
  zone: string;
  reason: string;
  acceptUrl: string;
  declineUrl: string;
  /** ISO instant after which the links no longer work. */
  expiresAt: string;
  /** Whom it is written for: the owner's language and locale. */
  reader: Reader;
}

/** A practice that is not yet the person's practice asks them to accept a booking. */
export function bookingRequestMail(input: BookingRequestMailInput): Promise<MailMessage> {
  return asReader(input.reader, async () => {
    const hello = t('Hello {name},', { name: input.firstName });
    const until = formatSlot(input.expiresAt, input.zone, 'long');
    const intro = t('{practice} would like to book an appointment for you. Nothing is booked or charged unless you accept.', { practice: input.practiceName });
    const facts = [
      t('Practice: {practice} — {title}', { practice: input.practiceName, title: input.listingTitle }),
      t('Consultation: {type}', { type: consultationTypeLabel(input.type) }),
      t('When: {when}', { when: formatSlot(input.slot, input.zone, 'long') }),
      t('Reason: {reason}', { reason: input.reason }),
    ];
    const links = t('The links work once, until {until}. If you do nothing, no appointment is made.', { until });
    return {
      to: input.to,
      subject: t('{practice} asks you to accept an appointment', { practice: input.practiceName }),
      text: `${hello}\n\n${intro}\n\n${facts.join('\n')}\n\n${t('Accept: {url}', { url: input.acceptUrl })}\n${t('Decline: {url}', { url: input.declineUrl })}\n\n${links}`,
      html: await bookingRequestHtml({ hello, intro, facts, acceptUrl: input.acceptUrl, declineUrl: input.declineUrl, links }),
    };
  });
}
