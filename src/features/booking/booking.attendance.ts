import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { conflict, forbidden, type AppError } from '../../lib/errors';
import { can, isPracticeLogin, type AttendanceFacts } from '../../lib/policy';
import { BOOKING_STATUS, MARKED_BOOKING_STATUSES } from '../../lib/constants/booking-status';
import { bookingChanging } from './booking.changes';
import { bookingFor } from './booking.detail';
import type { BookingDetailRow } from './booking.lists.repo';
import { findNoShowFeePayment, markAttendance } from './booking.attendance.repo';

/** What the practice says of a past booking: the owner never came, or came (arrived/complete). */
export const ATTENDANCE_MARKS = ['no-show', 'arrived'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const markStatus = (mark: AttendanceMark) => (mark === 'no-show' ? BOOKING_STATUS.NO_SHOW : BOOKING_STATUS.ATTENDED);
export const markOf = (status: number): AttendanceMark | null =>
  status === BOOKING_STATUS.NO_SHOW ? 'no-show' : status === BOOKING_STATUS.ATTENDED ? 'arrived' : null;

export const ATTENDANCE_MESSAGES = {
  practiceOnly: 'Only the practice marks whether the owner came',
  notStarted: 'This appointment has not started yet',
  markFinal: 'This mark can no longer be changed: it was made on an earlier day',
  feeCharged: 'A no-show fee was charged for this appointment, so it stays a no-show',
  cannotMark: 'This appointment cannot be marked',
} as const;

/**
 * A booking as the policy's booking:mark-attendance reads it: its mark's time, the listing's zone,
 * where that day ends, and whether its no-show fee was charged (only a no-show's ever is).
 */
export async function attendanceFacts(deps: AppDeps, booking: BookingDetailRow): Promise<AttendanceFacts> {
  const charged = booking.status === BOOKING_STATUS.NO_SHOW && (await findNoShowFeePayment(deps.database.db, booking.id)) !== undefined;
  return { ...booking, zone: booking.details.listingTZ, no_show_fee_charged: charged };
}

/** Whether this person may mark (or correct the mark of) this booking now: the view's buttons and the service ask the same. */
export const mayMarkAttendance = (user: Principal, facts: AttendanceFacts, now: Date) => can(user, 'booking:mark-attendance', facts, now);

/** Why the mark is refused: the owner's side and the platform admin may not (403); for the practice, too early, a fee charged, too late, or not a live booking (409). */
function markRefusal(user: Principal, booking: AttendanceFacts, now: Date): AppError {
  if (!isPracticeLogin(user)) return forbidden(ATTENDANCE_MESSAGES.practiceOnly);
  if (new Date(booking.slot).getTime() > now.getTime()) return conflict(ATTENDANCE_MESSAGES.notStarted);
  if (booking.no_show_fee_charged) return conflict(ATTENDANCE_MESSAGES.feeCharged);
  if ((MARKED_BOOKING_STATUSES as number[]).includes(booking.status)) return conflict(ATTENDANCE_MESSAGES.markFinal);
  return conflict(ATTENDANCE_MESSAGES.cannotMark);
}

/**
 * The practice marks a booking whose start has come no-show or arrived, or corrects its mark the
 * same day (the listing's zone). A no-show whose fee was charged stays one. The status changes in
 * one transaction with the reports' roll-up and the webhooks (the booking's subscribers).
 */
export async function markAttendanceFor(deps: AppDeps, user: Principal, id: number, mark: AttendanceMark): Promise<{ id: number; status: AttendanceMark }> {
  const booking = await bookingFor(deps, user, id);
  const now = deps.clock();
  const facts = await attendanceFacts(deps, booking);
  if (!mayMarkAttendance(user, facts, now)) throw markRefusal(user, facts, now);
  const status = markStatus(mark);
  if (booking.status === status) return { id, status: mark };
  await deps.database.db.transaction((tx) =>
    bookingChanging(deps, tx, id, async () => {
      if (!(await markAttendance(tx, id, status, now.toISOString()))) throw conflict(ATTENDANCE_MESSAGES.cannotMark);
    }),
  );
  return { id, status: mark };
}
