import type { Bundle } from 'fhir/r4';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { setShareLink } from '../pets/pets.service';
import type { ShareAction } from '../pets/pets.model';
import type { Units } from '../../lib/units';
import { logAccess, type AccessChannel } from './records.access-log';
import { addRecord, recordForEdit, recordsOfBookedPet, recordsOfPet, removeRecord, saveConsultationNoteRecord, type ConsultationNote, type HealthRecord } from './records.service';
import { findNoteOfBooking } from './records.repo';
import { entryHistory, markEnteredInError, saveRecordEdit, type EntryHistory } from './records.history';
import { recordsSharedInRequest, saveSecondOpinionReportRecord, type OpinionReport } from './records.sharing';
import { fhirOfPet, fhirOfSharedLink } from './records.fhir.service';
import { exportRecords, sharedRecords, type RecordsExport } from './records.export';

/*
 * The records services as the app's routes and other features call them: each read or write
 * is logged (records.access-log) in one insert, after it succeeded, so a refused one is not.
 */

export async function addRecordLogged(deps: AppDeps, principal: Principal, channel: AccessChannel, petId: number, category: string, raw: Record<string, unknown>, units?: Units): Promise<HealthRecord> {
  const record = await addRecord(deps, principal, petId, category, raw, units);
  await logAccess(deps, principal, { petId: record.pet_id, action: 'create', channel, category: record.category, entryId: record.id });
  return record;
}

/** An edit, or once the entry is locked an amendment with its reason (records.history). */
export async function editRecordLogged(deps: AppDeps, principal: Principal, channel: AccessChannel, id: number, raw: Record<string, unknown>, units?: Units, reason?: unknown): Promise<HealthRecord> {
  const record = await saveRecordEdit(deps, principal, id, raw, units, reason);
  await logAccess(deps, principal, { petId: record.pet_id, action: 'update', channel, category: record.category, entryId: record.id });
  return record;
}

export async function removeRecordLogged(deps: AppDeps, principal: Principal, channel: AccessChannel, id: number): Promise<HealthRecord> {
  const record = await recordForEdit(deps, principal, id);
  await removeRecord(deps, principal, record.id);
  await logAccess(deps, principal, { petId: record.pet_id, action: 'delete', channel, category: record.category, entryId: record.id });
  return record;
}

/** A locked entry's history, read. */
export async function entryHistoryLogged(deps: AppDeps, principal: Principal, channel: AccessChannel, id: number): Promise<EntryHistory> {
  const history = await entryHistory(deps, principal, id);
  await logAccess(deps, principal, { petId: history.record.pet_id, action: 'read', channel, category: history.record.category, entryId: history.record.id });
  return history;
}

/** A locked entry marked entered in error: a write. */
export async function markEnteredInErrorLogged(deps: AppDeps, principal: Principal, channel: AccessChannel, id: number, reason: unknown): Promise<HealthRecord> {
  const record = await markEnteredInError(deps, principal, id, reason);
  await logAccess(deps, principal, { petId: record.pet_id, action: 'update', channel, category: record.category, entryId: record.id });
  return record;
}

/** One category's page of a pet's records (the JSON API). */
export async function recordsOfPetLogged(deps: AppDeps, principal: Principal, petId: number, category: string, page = 1): Promise<HealthRecord[]> {
  const records = await recordsOfPet(deps, principal, petId, category, page);
  await logAccess(deps, principal, { petId, action: 'read', channel: 'api', category });
  return records;
}

/** A pet's whole record, exported (JSON file) or printed. */
export async function exportRecordsLogged(deps: AppDeps, principal: Principal, petId: number): Promise<RecordsExport> {
  const data = await exportRecords(deps, principal, petId);
  await logAccess(deps, principal, { petId: data.pet.id, action: 'export', channel: 'export' });
  return data;
}

/** The public page behind a share link; a view through an unknown or dead link is no access. */
export async function sharedRecordsLogged(deps: AppDeps, token: string): Promise<RecordsExport | null> {
  const data = await sharedRecords(deps, token);
  if (data) await logAccess(deps, { shareToken: token }, { petId: data.pet.id, action: 'share-view', channel: 'share' });
  return data;
}

/** A booked pet's records on its appointment (the caller checked the reader sees the booking): logged as the reader's. */
export async function recordsOfBookedPetLogged(deps: AppDeps, reader: Principal, petId: number, ownerId: number): Promise<HealthRecord[]> {
  const records = await recordsOfBookedPet(deps, petId, ownerId);
  await logAccess(deps, reader, { petId, action: 'read', channel: 'web' });
  return records;
}

/** Turns a pet's share link on, anew or off; a new link is logged, so its views are later named by when it was made. */
export async function setShareLinkLogged(deps: AppDeps, principal: Principal, petId: number, action: ShareAction, channel: AccessChannel): Promise<string | null> {
  const token = await setShareLink(deps, principal, petId, action);
  if (token) await logAccess(deps, principal, { petId, action: 'share', channel, linkToken: token });
  return token;
}

/** The records an owner shared in a second-opinion request, as its reader reads them: one log row per category shown, in one insert. */
export async function recordsSharedInRequestLogged(deps: AppDeps, reader: Principal, petId: number, ownerId: number, ids: number[]): Promise<HealthRecord[]> {
  const records = await recordsSharedInRequest(deps, petId, ownerId, ids);
  await logAccess(deps, reader, [...new Set(records.map((r) => r.category))].map((category) => ({ petId, action: 'read' as const, channel: 'web' as const, category })));
  return records;
}

/** The vet's consultation note filed on the pet (written again, updated), logged as its author's write. */
export async function saveConsultationNoteRecordLogged(deps: AppDeps, author: Principal, note: ConsultationNote): Promise<HealthRecord> {
  const existed = await findNoteOfBooking(deps.database.db, note.petId, note.bookingId);
  const record = await saveConsultationNoteRecord(deps, note);
  await logAccess(deps, author, { petId: note.petId, action: existed ? 'update' : 'create', channel: 'web', category: record.category, entryId: record.id });
  return record;
}

/** A second opinion's report filed on the pet, logged as its author's write. */
export async function saveSecondOpinionReportRecordLogged(deps: AppDeps, author: Principal, report: OpinionReport): Promise<HealthRecord> {
  const record = await saveSecondOpinionReportRecord(deps, report);
  await logAccess(deps, author, { petId: report.petId, action: 'create', channel: 'web', category: record.category, entryId: record.id });
  return record;
}

/** A pet's whole record as a FHIR Bundle: an export by its reader. */
export async function fhirOfPetLogged(deps: AppDeps, principal: Principal, petId: number, fileBase: string): Promise<Bundle> {
  const bundle = await fhirOfPet(deps, principal, petId, fileBase);
  await logAccess(deps, principal, { petId, action: 'export', channel: 'api' });
  return bundle;
}

/** The share link's FHIR form, read through the link. */
export async function fhirOfSharedLinkLogged(deps: AppDeps, token: string): Promise<Bundle | null> {
  const shared = await fhirOfSharedLink(deps, token);
  if (shared) await logAccess(deps, { shareToken: token }, { petId: shared.petId, action: 'share-view', channel: 'share' });
  return shared?.bundle ?? null;
}
