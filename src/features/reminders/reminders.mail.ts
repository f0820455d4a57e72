import type { MailMessage } from '../../providers/mail/mail';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { formatSlot } from '../../lib/time';
import type { BookingRequestMailInput } from '../notifications/notifications.customer-mail';

/** What an appointment reminder says: the booking's facts as a booking request words them, times in the owner's own zone. */
export interface AppointmentReminderInput extends Pick<BookingRequestMailInput, 'to' | 'firstName' | 'practiceName' | 'listingTitle' | 'type' | 'slot' | 'zone'> {
  /** "in 24 hours", "in 1 hour". */
  lead: string;
  link: string;
}

export interface VaccineReminderInput {
  to: string;
  firstName: string;
  petName: string;
  vaccine: string;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** The e-mail and the SMS text (for an owner with a verified mobile) of an appointment reminder. */
export function appointmentReminder(input: AppointmentReminderInput): { mail: MailMessage; sms: string } {
  const when = formatSlot(input.slot, input.zone, 'long');
  const what = `${consultationTypeLabel(input.type)} consultation with ${input.practiceName} (${input.listingTitle})`;
  return {
    mail: {
      to: input.to,
      subject: `Reminder: your appointment ${input.lead}`,
      text: [`Hello ${input.firstName},`, '', `This is a reminder of your ${what} ${input.lead}: ${when}.`, '', `Your appointment: ${input.link}`].join('\n'),
    },
    sms: `VetConsult reminder: ${what}, ${when}.`,
  };
}

/** The e-mail and SMS text of a vaccine-due reminder (7 days before the immunization's due date). */
export function vaccineReminder(input: VaccineReminderInput): { mail: MailMessage; sms: string } {
  const line = `${input.petName}'s ${input.vaccine} is due on ${input.dueDate}.`;
  return {
    mail: {
      to: input.to,
      subject: `Reminder: ${input.petName}'s ${input.vaccine} is due on ${input.dueDate}`,
      text: [`Hello ${input.firstName},`, '', line, 'Book a visit with your vet to keep it up to date.'].join('\n'),
    },
    sms: `VetConsult reminder: ${line}`,
  };
}
