import type { Db } from '../../../db/client';
import { hasBookingWith } from './booking.repo';

/** Whether the person ever booked with the practice, whatever became of the booking. */
export function hasBookedWith(db: Db, vendorId: number, userId: number): Promise<boolean> {
  return hasBookingWith(db, vendorId, userId);
}
