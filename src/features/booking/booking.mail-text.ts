import type { MailMessage } from '../../providers/mail/mail';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { priceLabel } from '../../lib/money';
import { formatSlot } from '../../lib/time';
import { t } from '../../lib/i18n';
import { refundText, type CancelMoney } from './booking.refund';
import { invitation, type InvitationInput } from './booking.invitation';
import type { MailBrand } from '../../ui/mail/brand';
import { bookingHtml } from './booking.mail-html';
import { shownName } from '../../lib/person-name';

/** What a booking e-mail says, for one reader: composed inside the reader's `asReader` (booking.mail-compose.ts). */
export interface BookingMailInput extends InvitationInput {
  bookingId: number;
  to: string;
  practiceName: string;
  address?: string | null;
  customerName: string;
  petName?: string | null;
  /** A rescheduled booking: the start it had before (ISO instant). */
  previousSlot?: string;
  /** A canceled booking: what became of its payment. */
  money?: CancelMoney;
  /** The owner's manage link (`/m/<token>`): view, cancel or reschedule this one booking without a password. */
  manageLink?: string;
  /** Whose name and logo head the HTML part: the practice's on its own site's bookings, else the product's. */
  brand?: MailBrand;
  /** The practice waived the payment: the e-mail says so instead of a price. */
  waived?: boolean;
  /** The practice member who booked for the customer; absent when the owner booked themself. */
  bookedBy?: string | null;
}

function when(input: BookingMailInput): string {
  return formatSlot(input.slot, input.zone, 'long');
}

/** The booking's facts as the text lists them (and the HTML's table), without its link. */
export function facts(input: BookingMailInput): string[] {
  return [
    t('Practice: {practice} — {title}', { practice: input.practiceName, title: input.listingTitle }),
    t('Consultation: {type}, {duration} minutes', { type: consultationTypeLabel(input.type), duration: input.duration }),
    t('When: {when}', { when: when(input) }),
    input.audience === 'practice' ? t('Customer: {name}', { name: shownName(input.customerName) }) : '',
    input.petName ? t('Pet: {name}', { name: input.petName }) : '',
    t('Reason: {reason}', { reason: input.reason }),
    input.waived ? t('Payment waived by the practice') : t('Price: {amount}', { amount: priceLabel(input.price, input.currency, 'exact') }),
  ].filter(Boolean);
}

/** The HTML part: the same lead and facts as the text, the link as a "Manage booking" button. */
const html = (input: BookingMailInput, lead: string[]) => bookingHtml({ brand: input.brand, lead, facts: facts(input), bookingId: input.bookingId, link: input.link, manageLink: input.manageLink });

function lines(input: BookingMailInput): string[] {
  const manage = input.manageLink ? [t('Change or cancel without signing in: {link}', { link: input.manageLink })] : [];
  return [...facts(input), t('Booking #{id}: {link}', { id: String(input.bookingId), link: input.link }), ...manage];
}

/** The owner's opening: booked, and by whom when the practice booked it for them. */
function customerLead(input: BookingMailInput): string[] {
  const booked = t('Your appointment with {practice} is booked.', { practice: input.practiceName });
  return input.bookedBy ? [booked, t('{name} of {practice} booked it for you.', { name: input.bookedBy, practice: input.practiceName })] : [booked];
}

/** The practice's opening: who booked, the practice member for a customer or the owner themself. */
function practiceLead(input: BookingMailInput): string {
  return input.bookedBy ? t('New appointment booked by {name} for {customer}.', { name: input.bookedBy, customer: shownName(input.customerName) }) : t('New appointment booked by {name}.', { name: shownName(input.customerName) });
}

/** The confirmation sent to the owner and to the practice when a booking is made. */
export async function bookingConfirmationMail(input: BookingMailInput): Promise<MailMessage> {
  const subject = t('Appointment confirmed: {when}', { when: when(input) });
  const lead = input.audience === 'customer' ? customerLead(input) : [practiceLead(input)];
  return {
    to: input.to,
    subject,
    text: [...lead, '', ...lines(input)].join('\n'),
    icalEvent: invitation(input, 'REQUEST'),
    html: await html(input, lead),
  };
}

/** The notice sent to both sides when a booking is cancelled; its calendar file removes the event. */
export async function bookingCancellationMail(input: BookingMailInput): Promise<MailMessage> {
  const subject = t('Appointment canceled: {when}', { when: when(input) });
  const lead = [t('This appointment has been canceled.'), ...(input.money ? [refundText(input.money, input.zone, input.audience)] : [])];
  return {
    to: input.to,
    subject,
    text: [...lead, '', ...lines(input)].join('\n'),
    html: await html(input, lead),
    icalEvent: invitation(input, 'CANCEL'),
  };
}

/** Both sides are told a booking moved; its calendar file moves the same event (same UID, higher SEQUENCE, new start). */
export async function bookingRescheduledMail(input: BookingMailInput): Promise<MailMessage> {
  const before = input.previousSlot ? formatSlot(input.previousSlot, input.zone, 'long') : '';
  const moved = before ? t('This appointment has been rescheduled from {before} to {when}.', { before, when: when(input) }) : t('This appointment has been rescheduled to {when}.', { when: when(input) });
  return {
    to: input.to,
    subject: t('Appointment rescheduled: {when}', { when: when(input) }),
    text: [moved, '', ...lines(input)].join('\n'),
    html: await html(input, [moved]),
    icalEvent: invitation(input, 'REQUEST'),
  };
}
