import type { AppDeps } from '../../deps';
import { findArrivedClinicVisits, findBookingBasics } from './booking.visits.repo';

/** What telehealth asks of bookings (booking owns them): one booking's basics, and a pet's arrived clinic visits. */
export function bookingBasics(deps: AppDeps, id: number) {
  return findBookingBasics(deps.database.db, id);
}

export type BookingBasics = NonNullable<Awaited<ReturnType<typeof bookingBasics>>>;

/** Starts of this practice's Clinic bookings of this pet marked arrived (newest first). */
export function arrivedClinicVisits(deps: AppDeps, vendorId: number, petId: number): Promise<string[]> {
  return findArrivedClinicVisits(deps.database.db, vendorId, petId);
}
