import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { petBySharedLink, petView, type Pet, type PetView } from '../pets/pets.service';
import { RECORD_CATEGORIES, categoryOf } from '../../lib/constants/record-categories';
import { findAllRecordsOfPet, type HealthRecord } from './records.repo';
import { fileFields, petForReader } from './records.service';

/** The documented export shape (GET /api/pets/{id}/export): the pet and every record, by category. */
export interface RecordsExport {
  format: 'vetconsult.records/1';
  exported_at: string;
  pet: PetView;
  categories: {
    key: string;
    label: string;
    group: string;
    records: { id: number; created_at: string; details: Record<string, unknown> }[];
    /** Locked entries marked entered in error: out of the active list, kept with their reason. */
    entered_in_error: { id: number; created_at: string; details: Record<string, unknown>; reason: string }[];
  }[];
}

function exportOf(pet: Pet, records: HealthRecord[], now: Date): RecordsExport {
  return {
    format: 'vetconsult.records/1',
    exported_at: now.toISOString(),
    pet: petView(pet),
    categories: RECORD_CATEGORIES.map((category) => ({
      key: category.key,
      label: category.label,
      group: category.group,
      records: records.filter((r) => r.category === category.key && r.error_reason === null).map((r) => ({ id: r.id, created_at: r.created_at, details: r.details })),
      entered_in_error: records
        .filter((r) => r.category === category.key && r.error_reason !== null)
        .map((r) => ({ id: r.id, created_at: r.created_at, details: r.details, reason: r.error_reason! })),
    })),
  };
}

export async function exportRecords(deps: AppDeps, principal: Principal, petId: number): Promise<RecordsExport> {
  const { pet } = await petForReader(deps, principal, petId);
  return exportOf(pet, await findAllRecordsOfPet(deps.database.db, pet.id), deps.clock());
}

/** The public read-only page behind a live share link, without any file (files stay private); null when the link is unknown or off. */
export async function sharedRecords(deps: AppDeps, token: string): Promise<RecordsExport | null> {
  const pet = token ? await petBySharedLink(deps, token) : undefined;
  if (!pet) return null;
  const records = (await findAllRecordsOfPet(deps.database.db, pet.id)).map((record) => {
    const details = { ...record.details };
    for (const key of fileFields(categoryOf(record.category) ?? RECORD_CATEGORIES[0]!)) delete details[key];
    return { ...record, details };
  });
  return exportOf(pet, records, deps.clock());
}
