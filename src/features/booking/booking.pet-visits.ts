import type { AppDeps } from '../../deps';
import type { PetVisit } from '../records/records.fhir.visits';
import { findBookingsOfPet } from './booking.pet-visits.repo';

/** A pet's bookings as its record's export reads them (records asks through its port; `createApp` answers with this). */
export async function visitsOfPet(deps: AppDeps, pet: { id: number; user_id: number }, vendorId: number | null): Promise<PetVisit[]> {
  return (await findBookingsOfPet(deps.database.db, pet.user_id, pet.id, vendorId)).map((booking) => ({
    id: booking.id,
    slot: booking.slot,
    slot_end: booking.slot_end,
    status: booking.status,
    type: booking.type,
    vendor_id: booking.vendor_id,
    listing: booking.details.listing.title,
    reason: booking.details.info?.summary ?? null,
    created_at: booking.created_at,
  }));
}
