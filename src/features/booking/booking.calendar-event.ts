/** One booking's event in a calendar: the same UID across reschedules, SEQUENCE raised by each change. */
export interface CalendarEvent {
  uid: string;
  sequence: number;
}

/**
 * A booking's calendar event: its own UID (on the deployment's domain, so two deployments never
 * make the same one) and sequence 0, or the event it took over when it was rescheduled.
 * The e-mails' invitations and the calendar feeds both name a booking through this.
 */
export function calendarEventOf(bookingId: number, details: { calendar?: CalendarEvent }, domain: string): CalendarEvent {
  return details.calendar ?? { uid: `booking-${bookingId}@${domain}`, sequence: 0 };
}
