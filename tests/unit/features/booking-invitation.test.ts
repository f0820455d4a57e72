import { describe, expect, test } from 'bun:test';
import ICAL from 'ical.js';
import { eventLocation, invitation, type InvitationInput } from '../../../src/features/booking/booking.invitation';
import { CONSULTATION_TYPES } from '../../../src/lib/constants/consultation-types';
import { bookingMailInput } from '../../helpers/booking-mail';

const input: InvitationInput = bookingMailInput({
  type: CONSULTATION_TYPES.VIDEO,
  link: 'https://vets.example.org/appointments?z=1.c.42.abc',
  event: { uid: 'booking-42@vets.example.org', sequence: 3 },
  organizer: { name: 'Happy Paws Veterinary Clinic', email: 'vet@happypaws.example' },
  location: 'https://vets.example.org/appointments/42/session',
});

/** The calendar and its one event as a calendar client reads them. */
function parsed(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('the invitation a booking e-mail carries', () => {
  test("the owner's copy asks them: METHOD:REQUEST, ORGANIZER the practice, ATTENDEE the owner with RSVP", () => {
    const invite = invitation(input, 'REQUEST');
    expect(invite).toMatchObject({ method: 'REQUEST', filename: 'appointment.ics' });
    const { calendar, vevent, event } = parsed(invite.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:vet@happypaws.example');
    expect(organizer.getParameter('cn')).toBe('Happy Paws Veterinary Clinic');
    const [attendee] = vevent.getAllProperties('attendee');
    expect(String(attendee!.getFirstValue()).toLowerCase()).toBe('mailto:owner@example.com');
    expect(attendee!.getParameter('cn')).toBe('Sarah Mitchell');
    expect(attendee!.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee!.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee!.getParameter('rsvp')).toBe('TRUE');
    expect(event.uid).toBe('booking-42@vets.example.org');
    expect(event.sequence).toBe(3);
    expect(event.location).toBe('https://vets.example.org/appointments/42/session');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://vets.example.org/appointments?z=1.c.42.abc');
    expect(event.description).toContain('Itchy ears');
  });

  test('times are UTC, never floating, with a DTSTAMP', () => {
    const { content } = invitation(input, 'REQUEST');
    expect(content).toContain('DTSTART:20261202T150000Z');
    expect(content).toContain('DTEND:20261202T152000Z');
    expect(content).toContain('DTSTAMP:20261120T100000Z');
    expect(content).not.toContain('TZID');
    const { event } = parsed(content);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.zone?.tzid).toBe('UTC');
  });

  test("the practice's own copy publishes the event without asking it to answer; a cancel removes it", () => {
    const practice = { ...input, audience: 'practice' as const };
    const published = parsed(invitation(practice, 'REQUEST').content);
    expect(invitation(practice, 'REQUEST').method).toBe('PUBLISH');
    expect(published.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(String(published.vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:vet@happypaws.example');
    expect(published.vevent.getAllProperties('attendee')).toHaveLength(0);
    const canceled = parsed(invitation(practice, 'CANCEL').content);
    expect(canceled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(canceled.event.sequence).toBe(4);
  });

  test('a cancel withdraws the same event one change later, without asking for an answer', () => {
    const invite = invitation(input, 'CANCEL');
    expect(invite.method).toBe('CANCEL');
    const { vevent, event } = parsed(invite.content);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe('booking-42@vets.example.org');
    expect(event.sequence).toBe(4);
    expect(vevent.getFirstProperty('attendee')!.getParameter('rsvp')).toBe('FALSE');
  });
});

describe('where the event happens (LOCATION)', () => {
  const session = 'https://happypaws.vets.example.org/appointments/42/session';
  const clinic = '214 Harvard Street, Brookline, MA';
  const home = '12 Elm Road, Newton, MA';
  test.each([
    ['video', CONSULTATION_TYPES.VIDEO, null, session],
    ['chat', CONSULTATION_TYPES.CHAT, null, session],
    ['telephone', CONSULTATION_TYPES.TELEPHONIC, null, session],
    ['clinic', CONSULTATION_TYPES.CLINIC, null, clinic],
    ['house visit', CONSULTATION_TYPES.CLINIC, home, home],
  ] as const)('%s', (_name, type, visitAddress, expected) => {
    expect(eventLocation({ type, sessionUrl: session, listingAddress: clinic, visitAddress })).toBe(expected);
  });

  test('a video consultation never carries the street address; a clinic without one has no location', () => {
    expect(eventLocation({ type: CONSULTATION_TYPES.VIDEO, sessionUrl: session, listingAddress: clinic })).not.toContain('Harvard');
    expect(eventLocation({ type: CONSULTATION_TYPES.CLINIC, sessionUrl: session, listingAddress: null })).toBeNull();
  });
});
