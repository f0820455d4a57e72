import { escapeHtml } from '@kitajs/html';
import type { MailMessage } from '../../providers/mail/mail';
import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '../../lib/constants/consultation-types';
import { formatSlot } from '../../lib/time';

/** The owner is told when a practice adds a pet to their account. */
export function petAddedMail(input: { to: string; firstName: string; practiceName: string; petName: string }): MailMessage {
  const line = `${input.practiceName} added a pet named ${input.petName} to your VetConsult account.`;
  return {
    to: input.to,
    subject: `${input.practiceName} added ${input.petName} to your pets`,
    text: `Hello ${input.firstName},\n\n${line} If this is wrong, you can remove it under Manage Pets.`,
    html: `<p>Hello ${escapeHtml(input.firstName)},</p><p>${escapeHtml(line)} If this is wrong, you can remove it under Manage Pets.</p>`,
  };
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
}

/** A practice that is not yet the person's practice asks them to accept a booking. */
export function bookingRequestMail(input: BookingRequestMailInput): MailMessage {
  const typeLabel = CONSULTATION_TYPE_LABELS[input.type as ConsultationType] ?? 'Consultation';
  const when = formatSlot(input.slot, input.zone, 'long');
  const until = formatSlot(input.expiresAt, input.zone, 'long');
  const intro = `${input.practiceName} would like to book an appointment for you. Nothing is booked or charged unless you accept.`;
  const facts = [`Practice: ${input.practiceName} — ${input.listingTitle}`, `Consultation: ${typeLabel}`, `When: ${when}`, `Reason: ${input.reason}`];
  return {
    to: input.to,
    subject: `${input.practiceName} asks you to accept an appointment`,
    text: `Hello ${input.firstName},\n\n${intro}\n\n${facts.join('\n')}\n\nAccept: ${input.acceptUrl}\nDecline: ${input.declineUrl}\n\nThe links work once, until ${until}. If you do nothing, no appointment is made.`,
    html:
      `<p>Hello ${escapeHtml(input.firstName)},</p><p>${escapeHtml(intro)}</p><ul>${facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(input.acceptUrl)}">Accept</a> · <a href="${escapeHtml(input.declineUrl)}">Decline</a></p>` +
      `<p>The links work once, until ${escapeHtml(until)}. If you do nothing, no appointment is made.</p>`,
  };
}
