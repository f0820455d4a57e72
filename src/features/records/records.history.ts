import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner, practiceOf, type Action } from '../../lib/policy';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { isLocked, lockMs } from '../../lib/record-lock';
import type { Units } from '../../lib/units';
import type { Pet } from '../pets/pets.service';
import type { RecordAccess } from './records.access';
import { findRecordById, type HealthRecord } from './records.repo';
import { amendEntry, findAmendments, type AmendmentAuthor, type PhrAmendment } from './records.history.repo';
import { categoryOf } from '../../lib/constants/record-categories';
import { editRecord, petForReader, validDetails } from './records.service';

/** The longest reason kept with an amendment or an error mark. */
export const REASON_MAX = 500;

/** An entry, its pet, what the reader may do with the pet's records, and the facts the policy reads. */
async function entryOf(deps: AppDeps, principal: Principal, id: number) {
  const record = await findRecordById(deps.database.db, id);
  if (!record) throw notFound('Record not found');
  const { pet, access } = await petForReader(deps, principal, record.pet_id);
  const practice = practiceOf(principal);
  const facts = {
    owner_id: pet.user_id,
    customer_of: practice !== null ? [practice] : [],
    locked: isLocked(record, deps.clock()),
    entered_in_error: record.error_reason !== null,
  };
  return { record, pet, access, facts };
}

/** Whether the entry is locked now (the edit form asks for a reason then). */
export const entryLocked = (deps: AppDeps, record: HealthRecord) => isLocked(record, deps.clock());

function authorOf(principal: Principal): AmendmentAuthor {
  const name = `${principal.first_name} ${principal.last_name}`.trim() || principal.email;
  return isPetOwner(principal)
    ? { user_id: principal.id, login_id: null, vendor_id: null, name }
    : { user_id: null, login_id: principal.id, vendor_id: practiceOf(principal), name };
}

/** The reason a person gives: required, trimmed, at most REASON_MAX characters (422 on `reason`). */
function reasonOf(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason) throw unprocessable('Give the reason for this change', 'reason');
  if (reason.length > REASON_MAX) throw unprocessable('The reason must be at most {max} characters', 'reason', { max: String(REASON_MAX) });
  return reason;
}

function refuseUnless(principal: Principal, action: Action, entry: Awaited<ReturnType<typeof entryOf>>) {
  if (entry.facts.entered_in_error) throw conflict('This entry was entered in error and can no longer be changed');
  if (!can(principal, action as 'record:amend', entry.facts)) throw forbidden('unauthorized');
}

/**
 * Saves an edit: before the lock, as before (the fields replaced); after it, as an amendment that
 * keeps the original details, the author, the time and the reason (no reason: 422, nothing written).
 */
export async function saveRecordEdit(deps: AppDeps, principal: Principal, id: number, raw: Record<string, unknown>, units: Units = 'us', reasonRaw?: unknown): Promise<HealthRecord> {
  const entry = await entryOf(deps, principal, id);
  if (!entry.facts.locked) return editRecord(deps, principal, id, raw, units);
  refuseUnless(principal, 'record:amend', entry);
  const reason = reasonOf(reasonRaw);
  const category = categoryOf(entry.record.category)!;
  const details = await validDetails(deps, category, entry.pet.user_id, raw, { units, previous: entry.record.details });
  return amendEntry(deps.database.db, entry.record, { kind: 'amend', details, reason, author: authorOf(principal), at: deps.clock().toISOString() });
}

/** Marks a locked entry "entered in error" with a reason: it stays, struck through, out of the active lists. */
export async function markEnteredInError(deps: AppDeps, principal: Principal, id: number, reasonRaw: unknown): Promise<HealthRecord> {
  const entry = await entryOf(deps, principal, id);
  if (!entry.facts.locked && !entry.facts.entered_in_error) throw conflict('This entry is not locked yet; delete it instead');
  refuseUnless(principal, 'record:mark-error', entry);
  const reason = reasonOf(reasonRaw);
  return amendEntry(deps.database.db, entry.record, { kind: 'error', details: entry.record.details, reason, author: authorOf(principal), at: deps.clock().toISOString() });
}

export interface EntryHistory {
  record: HealthRecord;
  pet: Pet;
  access: RecordAccess;
  locked: boolean;
  /** When it locks or locked, ISO. */
  locksAt: string;
  /** The details as first entered. */
  original: Record<string, unknown>;
  /** Oldest first. */
  amendments: PhrAmendment[];
  /** Whether this reader may amend it or mark it in error now. */
  mayAmend: boolean;
  mayMarkError: boolean;
}

/** An entry's history, for whoever may read the pet's records (the owner, the practice whose customer the owner is). */
export async function entryHistory(deps: AppDeps, principal: Principal, id: number): Promise<EntryHistory> {
  const { record, pet, access, facts } = await entryOf(deps, principal, id);
  const amendments = await findAmendments(deps.database.db, record.id);
  const first = amendments.find((amendment) => amendment.kind !== 'error');
  return {
    record,
    pet,
    access,
    locked: facts.locked,
    locksAt: new Date(lockMs(record)).toISOString(),
    original: first ? first.before : record.details,
    amendments,
    mayAmend: can(principal, 'record:amend', facts),
    mayMarkError: can(principal, 'record:mark-error', facts),
  };
}

/** What the API shows of an entry's lock: when it locks, when it was last amended, and its error reason. */
export const entryState = (record: HealthRecord) => ({
  locks_at: new Date(lockMs(record)).toISOString(),
  amended_at: record.amended_at,
  entered_in_error: record.error_reason,
});
