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

/** Statuses that hold their slot: the partial unique index covers exactly these. */
export const LIVE_BOOKING_STATUSES: BookingStatus[] = [BOOKING_STATUS.IN_PROGRESS, BOOKING_STATUS.COMPLETE];

/** List filter names (spec §4, reading B). */
export const BOOKING_FILTERS = ['in progress', 'complete', 'canceled', 'rescheduled'] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

/** The badges, as catalogue keys: a badge's English key is also what picks its colour. */
export const BOOKING_BADGES = {
  CANCELED: 'Canceled',
  RESCHEDULED: 'Re-Scheduled',
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
} as const satisfies Record<string, MessageKey>;
export type BookingBadge = (typeof BOOKING_BADGES)[keyof typeof BOOKING_BADGES];

/** The badge a booking wears, as its English key (what picks its colour): canceled and rescheduled by status, otherwise by whether the slot is still ahead. */
export function bookingBadge(status: number, slot: string, now: Date): string {
  return badgeOf(status, slot, now);
}

function badgeOf(status: number, slot: string, now: Date): BookingBadge {
  if (status === BOOKING_STATUS.CANCELED) return BOOKING_BADGES.CANCELED;
  if (status === BOOKING_STATUS.RESCHEDULED) return BOOKING_BADGES.RESCHEDULED;
  return new Date(slot).getTime() > now.getTime() ? BOOKING_BADGES.ACTIVE : BOOKING_BADGES.COMPLETED;
}

/** The badge as the reader reads it ("Cancelada"). */
export const bookingBadgeLabel = (status: number, slot: string, now: Date): string => t(badgeOf(status, slot, now));
