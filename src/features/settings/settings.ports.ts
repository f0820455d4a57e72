import type { Db } from '../../../db/client';
import { port } from '../../lib/ports';

/** How many of a practice's bookings hold money now (unpaid, or paid and upcoming): answered by booking, above this feature. */
export type BookingsHoldingMoney = (db: Db, vendorId: number, now: Date) => Promise<number>;

/** Per database; `createApp` provides it. */
export const bookingsHoldingMoneyPort = port<BookingsHoldingMoney>('settings: BookingsHoldingMoney');
