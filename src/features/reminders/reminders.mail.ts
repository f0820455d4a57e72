import type { MailMessage } from '../../providers/mail/mail';
import type { MailBrand } from '../../ui/mail/brand';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { t } from '../../lib/i18n';
import { formatDate, formatSlot } from '../../lib/time';
import type { BookingRequestMailInput } from '../notifications/notifications.customer-mail';
import { reminderHtml } from './reminders.mail-html';
import { appointmentSms, vaccineSms } from './reminders.sms';

/*
 * A reminder's words, in the current reader's language: the scheduler composes each one inside
 * its owner's `asReader` (reminders.service.ts), as no request settles a reader for it.
 */

/** How long before the slot an appointment reminder goes, as its text says it. */
export type ReminderLead = 'appointment_24h' | 'appointment_1h';

/** What an appointment reminder says: the booking's facts as a booking request words them, times in the owner's own zone. */
export interface AppointmentReminderInput extends Pick<BookingRequestMailInput, 'to' | 'firstName' | 'practiceName' | 'listingTitle' | 'type' | 'slot' | 'zone'> {
  lead: ReminderLead;
  link: string;
  /** The owner's manage link (`/m/<token>`), in the e-mail and, short enough, in the SMS. */
  manageLink?: string;
  /** The practice's name and logo when the booking was made on its site (booking.site.ts); else the product's. */
  brand?: MailBrand;
}

export interface VaccineReminderInput {
  to: string;
  firstName: string;
  petName: string;
  vaccine: string;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** "in 24 hours", "in 1 hour". */
const leadText = (lead: ReminderLead) => (lead === 'appointment_24h' ? t('in 24 hours') : t('in 1 hour'));

/** The e-mail and the SMS text (for an owner with a verified mobile) of an appointment reminder. */
export async function appointmentReminder(input: AppointmentReminderInput): Promise<{ mail: MailMessage; sms: string }> {
  const when = formatSlot(input.slot, input.zone, 'long');
  const lead = leadText(input.lead);
  const what = { type: consultationTypeLabel(input.type), practice: input.practiceName, title: input.listingTitle };
  const hello = t('Hello {name},', { name: input.firstName });
  const reminder = t('This is a reminder of your {type} consultation with {practice} ({title}) {lead}: {when}.', { ...what, lead, when });
  return {
    mail: {
      to: input.to,
      subject: t('Reminder: your appointment {lead}', { lead }),
      text: [hello, '', reminder, '', t('Your appointment: {link}', { link: input.link }), ...(input.manageLink ? [t('Change or cancel without signing in: {link}', { link: input.manageLink })] : [])].join('\n'),
      html: await reminderHtml([hello, reminder], input.link, input.manageLink, input.brand),
    },
    sms: appointmentSms(input),
  };
}

/** The e-mail and SMS text of a vaccine-due reminder (7 days before the immunization's due date). */
export async function vaccineReminder(input: VaccineReminderInput): Promise<{ mail: MailMessage; sms: string }> {
  const facts = { pet: input.petName, vaccine: input.vaccine, date: formatDate(input.dueDate) };
  const paragraphs = [t('Hello {name},', { name: input.firstName }), t("{pet}'s {vaccine} is due on {date}.", facts), t('Book a visit with your vet to keep it up to date.')];
  return {
    mail: {
      to: input.to,
      subject: t("Reminder: {pet}'s {vaccine} is due on {date}", facts),
      text: [paragraphs[0], '', paragraphs[1], paragraphs[2]].join('\n'),
      html: await reminderHtml(paragraphs),
    },
    sms: vaccineSms(input),
  };
}
