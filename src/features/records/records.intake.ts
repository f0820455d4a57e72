import type { AppDeps } from '../../deps';
import { findIntakeOfBooking, insertRecord, updateRecordDetails, type HealthRecord } from './records.repo';
import { recordAdded } from './records.events';
import { recordEnteredAt } from './records.service';
import { amendEntry } from './records.history.repo';
import { isLocked } from '../../lib/record-lock';
import { logAccess } from './records.access-log';
import type { Principal } from '../../lib/principal';

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
export async function saveIntakeRecord(deps: AppDeps, owner: Principal, intake: IntakeFiling): Promise<HealthRecord> {
  const record = await fileIntake(deps, owner, intake);
  await logAccess(deps, owner, { petId: intake.petId, action: record.created ? 'create' : 'update', channel: 'web', category: 'notes', entryId: record.entry.id });
  return record.entry;
}

async function fileIntake(deps: AppDeps, owner: Principal, intake: IntakeFiling): Promise<{ entry: HealthRecord; created: boolean }> {
  const db = deps.database.db;
  const existing = await findIntakeOfBooking(db, intake.petId, intake.bookingId);
  if (!existing) return { created: true, entry: await insertRecord(db, { category: 'notes', details: intake.details, pet_id: intake.petId, user_id: intake.ownerId, created_at: recordEnteredAt(deps, intake.details) }, recordAdded(deps, null)) };
  if (!isLocked(existing, deps.clock())) return { created: false, entry: (await updateRecordDetails(db, existing.id, intake.details))! };
  // Answers given again after the entry locked are an amendment: the earlier answers stay in its history.
  const author = { user_id: owner.id, login_id: null, vendor_id: null, name: [owner.first_name, owner.last_name].filter(Boolean).join(' ') };
  return { created: false, entry: await amendEntry(db, existing, { kind: 'note', details: intake.details, reason: null, author, at: deps.clock().toISOString() }) };
}
