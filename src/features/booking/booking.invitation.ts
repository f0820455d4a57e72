/**
 * A booking's calendar invitation (RFC 5545/5546), sent as the e-mail's `icalEvent` part so mail
 * clients show Accept/Decline; see docs/decisions/0020-calendar-invitations.md.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailInvitation } from '../../providers/mail/mail';
import { CONSULTATION_TYPES, consultationTypeLabel } from '../../lib/constants/consultation-types';
import { priceLabel } from '../../lib/money';
import { addMinutes, formatSlot } from '../../lib/time';
import { t } from '../../lib/i18n';
import { appNow } from '../../lib/clock';
import type { CalendarEvent } from './booking.calendar-event';

const PRODUCT = 'VetConsult';
const FILENAME = 'appointment.ics';

/** A person in the invitation: the practice organizes it, the owner attends. */
export interface CalendarPerson {
  name: string;
  email: string;
}

/** What the invitation is made from (a part of `BookingMailInput`). */
export interface InvitationInput {
  audience: 'customer' | 'practice';
  listingTitle: string;
  type: number;
  /** ISO instant. */
  slot: string;
  duration: number;
  /** Minor units of `currency` (ISO 4217). */
  price: number;
  currency: string;
  reason: string;
  /** The reader's own zone (an owner reads the time in theirs, a practice in the listing's): the description names the time in it. */
  zone: string;
  /** The signed booking link for this reader. */
  link: string;
  /** The booking's calendar event (`calendarEventOf`). */
  event: CalendarEvent;
  /** ORGANIZER (the practice) and ATTENDEE (the owner), whoever reads this copy. */
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** The event's LOCATION (`eventLocation`): the session page, or the clinic's or visit's address. */
  location: string | null;
  /** When the invitation was made (DTSTAMP); now when absent. */
  stamp?: Date;
}

/** What the location is made from: the booking's session page, the listing's address, a house visit's address. */
export interface LocationFacts {
  type: number;
  sessionUrl: string;
  listingAddress: string | null;
  visitAddress?: string | null;
}

/** LOCATION: where the owner joins a video, chat or telephone consultation; the address of a clinic or house visit. */
export function eventLocation(facts: LocationFacts): string | null {
  if (facts.type === CONSULTATION_TYPES.CLINIC) return facts.visitAddress || facts.listingAddress || null;
  return facts.sessionUrl;
}

/**
 * The owner's copy asks them (REQUEST, RSVP) and a cancel withdraws it; the practice organizes the
 * event, so its own copy only publishes it (RFC 5546: an organizer is never asked to answer itself).
 */
function methodOf(audience: InvitationInput['audience'], change: 'REQUEST' | 'CANCEL'): MailInvitation['method'] {
  if (change === 'CANCEL') return 'CANCEL';
  return audience === 'customer' ? 'REQUEST' : 'PUBLISH';
}

const METHODS: Record<MailInvitation['method'], ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/**
 * The invitation: one event with a stable UID (kept by a reschedule) so a change replaces it.
 * Times are UTC (`Z`) throughout, DTSTART/DTEND and DTSTAMP alike: no VTIMEZONE to keep right and
 * no floating time, every client shows them in its own zone.
 */
export function invitation(input: InvitationInput, change: 'REQUEST' | 'CANCEL'): MailInvitation {
  const method = methodOf(input.audience, change);
  const start = new Date(input.slot);
  const { event } = input;
  const cal = ical({ prodId: { company: PRODUCT, product: 'booking' }, method: METHODS[method] });
  const asking = method === 'REQUEST';
  cal.createEvent({
    id: event.uid,
    // A cancel is one more change of the event than the booking's own version.
    sequence: change === 'CANCEL' ? event.sequence + 1 : event.sequence,
    status: change === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: t('{type} consultation: {title}', { type: consultationTypeLabel(input.type), title: input.listingTitle }),
    // The text names the reader's own time and zone, the price, the reason and the booking link.
    description: [
      t('When: {when}', { when: formatSlot(input.slot, input.zone, 'long') }),
      t('Price: {amount}', { amount: priceLabel(input.price, input.currency, 'exact') }),
      '',
      input.reason,
      '',
      input.link,
    ].join('\n'),
    location: input.location,
    url: input.link,
    start,
    end: addMinutes(start, input.duration),
    stamp: input.stamp ?? appNow(),
    timezone: null,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    // The practice's published copy names no attendee (RFC 5546 §3.2.1); the owner's copy asks them to answer.
    attendees:
      input.audience === 'practice'
        ? []
        : [{ name: input.attendee.name, email: input.attendee.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: asking }],
  });
  return { method, filename: FILENAME, content: cal.toString() };
}
