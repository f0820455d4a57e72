import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can } from '../../lib/policy';
import type { PetVisit } from '../records/records.fhir.visits';
import { findBookingsOfPet } from './booking.pet-visits.repo';

/**
 * A pet's bookings as its record's export reads them (records asks through its port; `createApp` answers
 * with this): those the reader may see, as the appointment screens ask. Asked as on the main host: the
 * export is the pet's whole record (records other practices filed included) wherever it is downloaded.
 */
export async function visitsOfPet(deps: AppDeps, pet: { id: number; user_id: number }, reader: Principal): Promise<PetVisit[]> {
  const rows = await findBookingsOfPet(deps.database.db, pet.user_id, pet.id);
  return rows.filter(({ booking, listing_managers }) => can(reader, 'booking:see', { ...booking, listing_managers })).map(({ booking }) => ({
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
