import type { AppDeps } from '../../deps';
import { findIntakeOfBooking, insertRecord, updateRecordDetails, type HealthRecord } from './records.repo';
import { recordAdded } from './records.events';
import { recordEnteredAt } from './records.service';

/** A booking's intake answers, as the record's fields intake composed (a Notes document of type "Intake"). */
export interface IntakeFiling {
  bookingId: number;
  petId: number;
  ownerId: number;
  details: Record<string, unknown> & { intake_booking_id: number };
}

/**
 * The owner's intake answers as the pet's Documents → Notes record ("Intake"), one per booking:
 * answered again, it is updated. The caller (intake) has checked the answers and who gives them.
 */
export async function saveIntakeRecord(deps: AppDeps, intake: IntakeFiling): Promise<HealthRecord> {
  const db = deps.database.db;
  const existing = await findIntakeOfBooking(db, intake.petId, intake.bookingId);
  if (existing) return (await updateRecordDetails(db, existing.id, intake.details))!;
  return insertRecord(db, { category: 'notes', details: intake.details, pet_id: intake.petId, user_id: intake.ownerId, created_at: recordEnteredAt(deps, intake.details) }, recordAdded(deps, null));
}
