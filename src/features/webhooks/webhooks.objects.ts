import type { Request } from '../../../db/schema';
import type { PracticeEvent } from '../../lib/practice-events';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import type { BookingSnapshot } from '../booking/booking.changes';
import type { EventType } from './webhooks.model';

/*
 * The objects an event carries: each the whole object as it is after the change, in ONE shape
 * whichever event carries it (a booking is the same in booking.created and booking.canceled).
 */

const STATUS_WORDS: Record<number, string> = {
  [BOOKING_STATUS.IN_PROGRESS]: 'confirmed',
  [BOOKING_STATUS.COMPLETE]: 'completed',
  [BOOKING_STATUS.RESCHEDULED]: 'rescheduled',
  [BOOKING_STATUS.CANCELED]: 'canceled',
  [BOOKING_STATUS.NO_SHOW]: 'no_show',
  [BOOKING_STATUS.ATTENDED]: 'attended',
};

/** The practice's marks, each its own event (a same-day correction sends the other one). */
const MARK_EVENTS: Partial<Record<number, EventType>> = { [BOOKING_STATUS.NO_SHOW]: 'booking.no_show', [BOOKING_STATUS.ATTENDED]: 'booking.attended' };

const live = (status: number) => status === BOOKING_STATUS.IN_PROGRESS || status === BOOKING_STATUS.COMPLETE;

/**
 * The events a booking change makes. A booking here exists only once confirmed (paid, or free),
 * so it is created and confirmed at once: both events, in that order. A move makes the new
 * booking (booking.rescheduled, naming the one it replaced); the replaced one says nothing more.
 * The practice's mark (no-show, arrived) makes its own event; a fee charged makes none.
 * An expired hold released, a refund or a customer's first booking passing on make none.
 */
export function bookingEventsOf(before: BookingSnapshot | null, after: BookingSnapshot | null): EventType[] {
  if (!after) return [];
  if (!before) {
    if (after.rescheduled_from !== undefined) return ['booking.rescheduled'];
    return live(after.status) ? ['booking.created', 'booking.confirmed'] : [];
  }
  const mark = MARK_EVENTS[after.status];
  if (mark && before.status !== after.status) return [mark];
  return live(before.status) && after.status === BOOKING_STATUS.CANCELED ? ['booking.canceled'] : [];
}

export function bookingObject(b: BookingSnapshot, currency: string) {
  return {
    object: 'booking' as const,
    id: b.id,
    status: STATUS_WORDS[b.status] ?? 'unknown',
    listing_id: b.listing_id,
    customer_id: b.user_id,
    consultation_type: b.type,
    start: b.slot,
    time_zone: b.zone,
    currency,
    amount_paid: b.paid,
    amount_refunded: b.refunded,
    rescheduled_from: b.rescheduled_from ?? null,
    created_at: b.created_at,
  };
}

export function requestObject(r: Request) {
  return {
    object: 'request' as const,
    id: r.id,
    kind: r.kind,
    status: r.status,
    listing_id: r.vendor_listing_id,
    customer_id: r.user_id,
    pet_id: r.pet_id,
    due_at: r.due_at,
    booking_id: r.booking_id,
    details: r.details,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function recordObject(r: Extract<PracticeEvent, { type: 'record.added' }>['record']) {
  return {
    object: 'record' as const,
    id: r.id,
    category: r.category,
    pet_id: r.pet_id,
    customer_id: r.user_id,
    details: r.details,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
