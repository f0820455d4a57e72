import ical, { ICalEventStatus } from 'ical-generator';
import { eventLocation } from '../booking/booking.invitation';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { consultationTypeLabel } from '../../lib/constants/consultation-types';
import { formatSlot } from '../../lib/time';
import { t } from '../../lib/i18n';
import { calendarEventOf } from '../booking/booking.calendar-event';
import type { FeedBookingRow } from '../booking/booking.queries';

/** Who reads a feed: the owner sees the practice's side of each booking, the practice the customer's. */
export type FeedAudience = 'owner' | 'practice';

export interface FeedCalendarInput {
  /** X-WR-CALNAME: what the calendar app lists the subscription as. */
  name: string;
  audience: FeedAudience;
  bookings: FeedBookingRow[];
  /** The deployment's calendar domain (`calendarDomain`), so UIDs equal the e-mails'. */
  domain: string;
  /** Where a booking's page is, for the event's URL (a signed-in page, never a signed link). */
  pageOf: (bookingId: number) => string;
  /** Where the app is (PUBLIC_URL): a remote consultation's LOCATION is its session page there. */
  base: string;
}

const PRODUCT = 'VetConsult';
/** How often a calendar app should fetch the feed again. */
const REFRESH_SECONDS = 15 * 60;

function summaryOf(b: FeedBookingRow, audience: FeedAudience): string {
  const type = consultationTypeLabel(b.type);
  const pet = b.details.pet?.name ?? b.details.info.pet ?? null;
  if (audience === 'owner') return pet ? t('{pet}: {type} consultation with {practice}', { pet, type, practice: b.practice_name }) : t('{type} consultation with {practice}', { type, practice: b.practice_name });
  const customer = `${b.details.user.first_name} ${b.details.user.last_name}`;
  return pet ? t('{customer} ({pet}): {type} consultation', { customer, pet, type }) : t('{customer}: {type} consultation', { customer, type });
}

function descriptionOf(b: FeedBookingRow, audience: FeedAudience, page: string): string {
  const { details } = b;
  const pet = details.pet?.name ?? details.info.pet ?? null;
  // The reader's own zone, as in the e-mails: an owner's as booked, the listing's for the practice.
  const zone = audience === 'owner' ? details.userTZ : details.listingTZ;
  const lines = [
    t('Practice: {practice} — {title}', { practice: b.practice_name, title: details.listing.title }),
    t('Consultation: {type}, {duration} minutes', { type: consultationTypeLabel(b.type), duration: details.listing.duration }),
    t('When: {when}', { when: formatSlot(b.slot, zone, 'long') }),
    audience === 'practice' ? t('Customer: {name}', { name: `${details.user.first_name} ${details.user.last_name}` }) : '',
    pet ? t('Pet: {name}', { name: pet }) : '',
    audience === 'practice' ? t('Reason: {reason}', { reason: details.info.summary }) : '',
  ];
  return [...lines.filter(Boolean), '', page].join('\n');
}

/**
 * A feed's iCalendar text, in the current reader's language: one event per booking, times in
 * UTC, each named by `calendarEventOf` (the e-mails' UID and SEQUENCE). A canceled booking is
 * kept as CANCELLED with the cancel e-mail's SEQUENCE, so a calendar that had it marks it so.
 * DTSTAMP is the booking's last change, so an unchanged feed is the same bytes (its ETag holds).
 */
export function feedCalendar(input: FeedCalendarInput): string {
  const cal = ical({ prodId: { company: PRODUCT, product: 'calendar-feed' }, name: input.name, ttl: REFRESH_SECONDS });
  for (const b of input.bookings) {
    const event = calendarEventOf(b.id, b.details, input.domain);
    const canceled = b.status === BOOKING_STATUS.CANCELED;
    const summary = summaryOf(b, input.audience);
    const page = input.pageOf(b.id);
    cal.createEvent({
      id: event.uid,
      sequence: canceled ? event.sequence + 1 : event.sequence,
      status: canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      summary: canceled ? t('Canceled: {summary}', { summary }) : summary,
      description: descriptionOf(b, input.audience, page),
      // The same LOCATION as the e-mail's invitation: the address of a visit, else where one joins.
      location: eventLocation({ type: b.type, sessionUrl: `${input.base}/appointments/${b.id}/session`, listingAddress: b.details.listing.address ?? null, visitAddress: b.details.visit?.address }),
      url: page,
      stamp: new Date(b.updated_at),
      start: new Date(b.slot),
      end: new Date(b.slot_end),
    });
  }
  return cal.toString();
}
