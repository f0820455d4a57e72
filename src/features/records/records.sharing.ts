import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { forbidden, unprocessable } from '../../lib/errors';
import { categoryOf } from '../../lib/constants/record-categories';
import { findAllRecordsOfPet, insertRecord, type HealthRecord } from './records.repo';
import { noteDetails, petForReader, recordEnteredAt } from './records.service';
import { recordAdded } from './records.events';

/** A record as a share list shows it: which category, its name or date. */
export interface ShareableRecord {
  id: number;
  category: string;
  label: string;
  created_at: string;
}

const labelOf = (record: HealthRecord) => {
  const d = record.details;
  const name = [d.name, d.title, d.type, d.date, d.visit_date, d.start_date].find((v) => typeof v === 'string' && v !== '');
  return `${categoryOf(record.category)?.label ?? record.category}: ${String(name ?? record.created_at.slice(0, 10))}`;
};

/** The records an owner can choose to share from one of their pets (all but those marked entered in error, newest first). */
export async function shareableRecords(deps: AppDeps, principal: Principal, petId: number): Promise<ShareableRecord[]> {
  const { pet, access } = await petForReader(deps, principal, petId);
  if (access !== 'edit') throw forbidden('unauthorized');
  return (await findAllRecordsOfPet(deps.database.db, pet.id)).filter((r) => r.error_reason === null).map((r) => ({ id: r.id, category: r.category, label: labelOf(r), created_at: r.created_at }));
}

/** File addresses a record carries (any files field). */
function filesOf(record: HealthRecord): string[] {
  return Object.values(record.details).flatMap((value) =>
    Array.isArray(value) ? value.map((f) => (typeof f === 'string' ? f : (f as { url?: unknown })?.url)).filter((u): u is string => typeof u === 'string' && u.startsWith('/files/')) : [],
  );
}

/**
 * The owner's consent for a second opinion: the ids must all be records of their
 * pet, none marked entered in error; answers them with the files they carry, which the practice may then open.
 */
export async function consentToShare(deps: AppDeps, principal: Principal, petId: number, ids: number[]): Promise<{ ids: number[]; files: string[] }> {
  const { pet, access } = await petForReader(deps, principal, petId);
  if (access !== 'edit') throw forbidden('unauthorized');
  const records = new Map((await findAllRecordsOfPet(deps.database.db, pet.id)).filter((r) => r.user_id === pet.user_id).map((r) => [r.id, r]));
  const unique = [...new Set(ids)];
  if (unique.some((id) => !records.has(id))) throw unprocessable('Choose records of this pet', 'records');
  if (unique.some((id) => records.get(id)!.error_reason !== null)) throw unprocessable('An entry marked entered in error cannot be shared', 'records');
  return { ids: unique, files: unique.flatMap((id) => filesOf(records.get(id)!)) };
}

/**
 * The consent boundary: what a practice reviewing a second opinion reads of the pet, exactly
 * the records the owner shared (by id, of that pet and owner), never any other. The caller
 * (requests) has checked that the reader is the practice the owner asked.
 */
export async function recordsSharedInRequest(deps: AppDeps, petId: number, ownerId: number, ids: number[]): Promise<HealthRecord[]> {
  const shared = new Set(ids);
  return (await findAllRecordsOfPet(deps.database.db, petId)).filter((r) => r.user_id === ownerId && shared.has(r.id));
}

export interface OpinionReport {
  requestId: number;
  petId: number;
  ownerId: number;
  /** YYYY-MM-DD in the practice's zone. */
  date: string;
  text: string;
  author: string;
  /** The practice that wrote it and its person's login: the report is theirs to change. */
  vendorId: number | null;
  loginId: number;
}

/** A second-opinion report filed as the pet's Documents → Notes record; the caller checked who writes it. */
export function saveSecondOpinionReportRecord(deps: AppDeps, report: OpinionReport): Promise<HealthRecord> {
  const details = { ...noteDetails('Second opinion report', report), request_id: report.requestId };
  const values = { category: 'notes', details, pet_id: report.petId, user_id: report.ownerId, created_at: recordEnteredAt(deps, details), author_vendor_id: report.vendorId, author_login_id: report.loginId };
  return insertRecord(deps.database.db, values, recordAdded(deps, report.vendorId));
}
