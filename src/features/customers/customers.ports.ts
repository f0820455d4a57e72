import type { Db } from '../../../db/client';
import { port } from '../../lib/ports';

/** Whether the person ever booked with the practice, whatever became of the booking: answered by the bookings' owner (above this feature). */
export type BookedWith = (db: Db, vendorId: number, userId: number) => Promise<boolean>;

/** Per database: `isCustomerOf` is asked with the database alone; `createApp` provides it. */
export const bookedWithPort = port<BookedWith>('customers: BookedWith');
