import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { SESSION_LIMITS } from './sessions.model';
import { MINUTE_MS } from '../../lib/time';

export type RoomState = 'not-yet' | 'open' | 'ended' | 'canceled' | 'moved';

/** A canceled booking, or one moved to another time (the new booking has the session), has no session at all. */
export const withoutSession = (state: RoomState): state is 'canceled' | 'moved' => state === 'canceled' || state === 'moved';

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

/**
 * When a booking's room may be joined: from 10 minutes before the slot to 30 minutes after its
 * end. A 14:00 booking of 30 minutes opens at 13:50 and closes at 15:00.
 */
export function roomWindow(booking: { slot: string; slot_end: string }): RoomWindow {
  return {
    opensAt: new Date(new Date(booking.slot).getTime() - SESSION_LIMITS.OPENS_BEFORE_MIN * MINUTE_MS),
    closesAt: new Date(new Date(booking.slot_end).getTime() + SESSION_LIMITS.CLOSES_AFTER_MIN * MINUTE_MS),
  };
}

/** Whether the room can be joined now; a canceled or rescheduled booking has no session at all. */
export function roomState(booking: { slot: string; slot_end: string; status: number }, now: Date): RoomState {
  if (booking.status === BOOKING_STATUS.CANCELED) return 'canceled';
  if (booking.status === BOOKING_STATUS.RESCHEDULED) return 'moved';
  const { opensAt, closesAt } = roomWindow(booking);
  if (now.getTime() < opensAt.getTime()) return 'not-yet';
  if (now.getTime() >= closesAt.getTime()) return 'ended';
  return 'open';
}
