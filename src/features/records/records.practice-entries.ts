import type { AppDeps } from '../../deps';
import { unprocessable } from '../../lib/errors';
import { todayAnywhere } from '../../lib/time';
import { categoryOf } from '../../lib/constants/record-categories';
import { claimRecordFiles, storeRecordFile } from '../files/files.service';
import { checkDetails } from './records.model';
import { recordAdded } from './records.events';
import { deleteRecordById, findRecordById, insertRecord, type HealthRecord } from './records.repo';
import { recordEnteredAt } from './records.service';

/** An entry a practice files on a pet's records (a prescription's Medications line, its PDF in Documents). */
export interface PracticeEntry {
  petId: number;
  ownerId: number;
  /** The practice that files it and, where known, its vet's login: the entry is theirs to change, not the owner's. */
  vendorId: number;
  loginId: number | null;
  category: 'medications' | 'prescriptions';
  /** The category's own fields, checked as any entry's are. */
  fields: Record<string, unknown>;
  /** Links kept beside the fields (never shown as fields): e.g. the prescription's id. */
  links?: Record<string, number>;
  /** A file the entry carries (a document's `files`), stored as the owner's private record file. */
  file?: { name: string; bytes: Uint8Array };
}

/**
 * Files a practice's entry on the pet's records through the same checks as the owner's own
 * entries; the file belongs to the owner, so they and their practices read it as any record file.
 */
export async function filePracticeRecord(deps: AppDeps, entry: PracticeEntry): Promise<HealthRecord> {
  const category = categoryOf(entry.category)!;
  const raw = { ...entry.fields };
  // The practice's own day (its zone, not the vet's browser's) may be ahead of the reader's: any day that is today somewhere passes.
  const checked = checkDetails(category, entry.file ? { ...raw, files: ['/files/private/phr/00000000-0000-0000-0000-000000000000.pdf'] } : raw, todayAnywhere(deps.clock()));
  if ('field' in checked) throw unprocessable(checked.message, checked.field);
  const details: Record<string, unknown> = { ...checked.details, ...entry.links };
  if (entry.file) {
    const url = await storeRecordFile(deps, entry.ownerId, new File([entry.file.bytes as Uint8Array<ArrayBuffer>], entry.file.name, { type: 'application/pdf' }), 'files');
    details.files = await claimRecordFiles(deps, entry.ownerId, [url], 'files');
  }
  const values = { category: category.key, details, pet_id: entry.petId, user_id: entry.ownerId, created_at: recordEnteredAt(deps, details), author_vendor_id: entry.vendorId, author_login_id: entry.loginId };
  return insertRecord(deps.database.db, values, recordAdded(deps, entry.vendorId));
}

/** One entry of the pet's records by id (the caller checks who asks). */
export function recordById(deps: AppDeps, id: number): Promise<HealthRecord | undefined> {
  return findRecordById(deps.database.db, id);
}

/** Takes back entries a practice filed when the rest of its filing failed (nothing stays half-written). */
export async function withdrawPracticeRecords(deps: AppDeps, ids: number[]): Promise<void> {
  for (const id of ids) await deleteRecordById(deps.database.db, id);
}
