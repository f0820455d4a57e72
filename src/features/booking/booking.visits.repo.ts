import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { bookings } from '../../../db/schema';
import { BOOKING_STATUS } from '../../lib/constants/booking-status';
import { CONSULTATION_TYPES } from '../../lib/constants/consultation-types';

type Conn = Db | Tx;

/** What telehealth needs of one booking, hold or not: its type, practice, owner, pet and start. */
export async function findBookingBasics(conn: Conn, id: number) {
  const [row] = await conn
    .select({ id: bookings.id, type: bookings.type, status: bookings.status, vendor_id: bookings.vendor_id, user_id: bookings.user_id, slot: bookings.slot, details: bookings.details })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row ? { ...row, pet_id: row.details.pet?.id ?? null } : undefined;
}

/** Starts of a practice's Clinic bookings of a pet marked arrived: in-person exams. */
export async function findArrivedClinicVisits(conn: Conn, vendorId: number, petId: number): Promise<string[]> {
  const rows = await conn
    .select({ slot: bookings.slot })
    .from(bookings)
    .where(
      and(
        eq(bookings.vendor_id, vendorId),
        eq(bookings.type, CONSULTATION_TYPES.CLINIC),
        eq(bookings.status, BOOKING_STATUS.ATTENDED),
        sql`json_extract(${bookings.details}, '$.pet.id') = ${petId}`,
      ),
    )
    .orderBy(desc(bookings.slot));
  return rows.map((row) => row.slot);
}
