import { t, type MessageKey } from '../i18n';

/** Appointment status codes (spec §4, reading A) and their list filters and badges. */
export const BOOKING_STATUS = {
  IN_PROGRESS: 0,
  COMPLETE: 1,
  RESCHEDULED: 2,
  CANCELED: 3,
  /** Past, and the owner never came (marked by the practice); beyond the spec's codes 0–3. */
  NO_SHOW: 4,
  /** Past, and the pet was seen ("arrived/complete", marked by the practice). */
  ATTENDED: 5,
} as const;
type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/** Statuses of a booking still to happen or be marked: it may be canceled, moved, reminded of, and marked once past. */
export const LIVE_BOOKING_STATUSES: BookingStatus[] = [BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE];

/** The practice's marks on a past booking (no-show, arrived); correctable the same day. */
export const MARKED_BOOKING_STATUSES: BookingStatus[] = [BOOKING_STATUS.NO_SHOW, BOOKING_STATUS.ATTENDED];

/** Statuses that hold their slot: the partial unique index covers exactly these (a marked booking keeps its time). */
export const SLOT_HOLDING_STATUSES: BookingStatus[] = [...LIVE_BOOKING_STATUSES, ...MARKED_BOOKING_STATUSES];

/** List filter names (spec §4, reading B), then the practice's marks (a past booking marked no-show or arrived). */
export const BOOKING_FILTERS = ['in progress', 'complete', 'canceled', 'rescheduled', 'no-show', 'arrived'] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

/** The badges, as catalogue keys: a badge's English key is also what picks its colour. */
export const BOOKING_BADGES = {
  CANCELED: 'Canceled',
  RESCHEDULED: 'Re-Scheduled',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
  NO_SHOW: 'No-show',
  ARRIVED: 'Arrived',
} as const satisfies Record<string, MessageKey>;
export type BookingBadge = (typeof BOOKING_BADGES)[keyof typeof BOOKING_BADGES];

/** A booking's time span: it starts at `slot` and ends at `slot_end` (ISO instants). */
export interface BookingSpan {
  slot: string;
  slot_end: string;
}

/**
 * Where a booking's time span stands at `now`: ahead of it, under way, or over. The start
 * belongs to the span and the end does not: a 14:00 booking of 30 minutes is 'ahead' at 13:59,
 * 'now' at 14:00 and at 14:29, 'over' at 14:30.
 */
export function spanAt(booking: BookingSpan, now: Date): 'ahead' | 'now' | 'over' {
  const at = now.getTime();
  if (at < Date.parse(booking.slot)) return 'ahead';
  return at < Date.parse(booking.slot_end) ? 'now' : 'over';
}

type BadgeFacts = BookingSpan & { status: number };

/**
 * The badge a booking wears, as its English key (what picks its colour): canceled, rescheduled,
 * no-show and arrived by status; otherwise Active until its time span is over (the spec's
 * "slot still ahead" read as the appointment's span, so a consultation under way is not yet
 * complete), then Completed (decision 0046).
 */
export function bookingBadge(booking: BadgeFacts, now: Date): BookingBadge {
  if (booking.status === BOOKING_STATUS.CANCELED) return BOOKING_BADGES.CANCELED;
  if (booking.status === BOOKING_STATUS.RESCHEDULED) return BOOKING_BADGES.RESCHEDULED;
  if (booking.status === BOOKING_STATUS.NO_SHOW) return BOOKING_BADGES.NO_SHOW;
  if (booking.status === BOOKING_STATUS.ATTENDED) return BOOKING_BADGES.ARRIVED;
  return spanAt(booking, now) === 'over' ? BOOKING_BADGES.COMPLETED : BOOKING_BADGES.ACTIVE;
}

/** An Active booking whose time span has begun and not ended: marked "Happening now". */
export const happeningNow = (booking: BadgeFacts, now: Date): boolean => bookingBadge(booking, now) === BOOKING_BADGES.ACTIVE && spanAt(booking, now) === 'now';

/** The badge as the reader reads it ("Cancelada"). */
export const bookingBadgeLabel = (booking: BadgeFacts, now: Date): string => t(bookingBadge(booking, now));
