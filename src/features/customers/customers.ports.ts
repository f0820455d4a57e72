import type { Db } from '../../../db/client';
import type { Principal } from '../../lib/principal';
import { port } from '../../lib/ports';

/** Whether the person ever booked with the practice, whatever became of the booking: answered by the bookings' owner (above this feature). */
export type BookedWith = (db: Db, vendorId: number, userId: number) => Promise<boolean>;

/** Per database: `isCustomerOf` is asked with the database alone; `createApp` provides it. */
export const bookedWithPort = port<BookedWith>('customers: BookedWith');

/** A practice's person read these pets' records (the customer's page): logged by records' access log (above this feature). */
export type RecordsRead = (principal: Principal, petIds: number[], channel: 'web' | 'api') => Promise<void>;

/** Per app (its deps): `createApp` provides it. */
export const recordsReadPort = port<RecordsRead>('customers: RecordsRead');
