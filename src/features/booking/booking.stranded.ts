import type { AppDeps } from '../../deps';
import type { ListingBookings, StrandedBooking } from '../listings/listings.ports';
import { cancelBookingFor, quoteCancel } from './booking.cancel';
import { findUpcomingBookingsOfPet, findUpcomingBookingsOfTypes } from './booking.stranded.repo';
import type { PetAppointment } from '../pets/pets.ports';

/**
 * The upcoming bookings a change to a listing would strand (listings asks through its port before
 * it removes or turns off a consultation type), each with what a cancel by the practice refunds now.
 */
async function upcomingBookingsOfTypes(deps: AppDeps, listingId: number, types: number[]): Promise<StrandedBooking[]> {
  if (types.length === 0) return [];
  const rows = await findUpcomingBookingsOfTypes(deps.database.db, listingId, types, deps.clock().toISOString());
  return Promise.all(
    rows.map(async (booking) => {
      const quote = await quoteCancel(deps, booking, 'practice');
      const { user, pet } = booking.details;
      return { id: booking.id, slot: booking.slot, type: booking.type, customer: `${user.first_name} ${user.last_name}`.trim(), pet: pet?.name ?? null, refund: quote.refund, currency: quote.currency };
    }),
  );
}

/** What listings asks of the bookings, filled by `createApp`; a cancel is the practice-cancel path (its refund, both sides' e-mails). */
export const listingBookingsOf = (deps: AppDeps): ListingBookings => ({
  upcomingOfTypes: (listingId, types) => upcomingBookingsOfTypes(deps, listingId, types),
  cancelAsPractice: async (principal, bookingId, site) => void (await cancelBookingFor(deps, principal, bookingId, site)),
});

/** A pet's upcoming appointments, which deleting it would strand (pets asks through its port before it deletes one). */
export async function upcomingAppointmentsOfPet(deps: AppDeps, petId: number, ownerId: number): Promise<PetAppointment[]> {
  const rows = await findUpcomingBookingsOfPet(deps.database.db, ownerId, petId, deps.clock().toISOString());
  return rows.map((b) => ({ id: b.id, slot: b.slot, listing: b.details.listing.title, type: b.type, zone: b.details.userTZ }));
}
