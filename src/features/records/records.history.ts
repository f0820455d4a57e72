import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { can, isPetOwner, practiceOf } from '../../lib/policy';
import { conflict, forbidden, unprocessable } from '../../lib/errors';
import { isLocked, lockMs } from '../../lib/record-lock';
import type { Units } from '../../lib/units';
import type { Pet } from '../pets/pets.service';
import type { RecordAccess } from './records.access';
import type { HealthRecord } from './records.repo';
import { amendEntry, findAmendments, insertCorrectionRequest, type AmendmentAuthor, type PhrAmendment } from './records.history.repo';
import { categoryOf } from '../../lib/constants/record-categories';
import { authorNames, editRecord, entryFor, entryToChange, NOT_THE_AUTHOR, validDetails } from './records.service';
import { mailCorrectionAsked } from './records.correction-mail';
import type { AuthorNames } from './records.entry-facts';

/** The longest reason kept with an amendment or an error mark. */
export const REASON_MAX = 500;

/** Whether the entry is locked now (the edit form asks for a reason then). */
export const entryLocked = (deps: AppDeps, record: HealthRecord) => isLocked(record, deps.clock());

function authorOf(principal: Principal): AmendmentAuthor {
  const name = `${principal.first_name} ${principal.last_name}`.trim() || principal.email;
  return isPetOwner(principal)
    ? { user_id: principal.id, login_id: null, vendor_id: null, name }
    : { user_id: null, login_id: principal.id, vendor_id: practiceOf(principal), name };
}

/** The reason a person gives: required, trimmed, at most REASON_MAX characters (422 on `reason`). */
function reasonOf(raw: unknown, missing = 'Give the reason for this change'): string {
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (!reason) throw unprocessable(missing, 'reason');
  if (reason.length > REASON_MAX) throw unprocessable('The reason must be at most {max} characters', 'reason', { max: String(REASON_MAX) });
  return reason;
}

/**
 * Saves an edit: before the lock, as before (the fields replaced); after it, as an amendment that
 * keeps the original details, the author, the time and the reason (no reason: 422, nothing written).
 */
export async function saveRecordEdit(deps: AppDeps, principal: Principal, id: number, raw: Record<string, unknown>, units: Units = 'us', reasonRaw?: unknown): Promise<HealthRecord> {
  const entry = await entryToChange(deps, principal, id);
  if (!entry.facts.locked) return editRecord(deps, principal, id, raw, units);
  if (!can(principal, 'record:amend', entry.facts)) throw forbidden(NOT_THE_AUTHOR);
  const reason = reasonOf(reasonRaw);
  const category = categoryOf(entry.record.category)!;
  const details = await validDetails(deps, category, entry.pet.user_id, raw, { units, previous: entry.record.details });
  return amendEntry(deps.database.db, entry.record, { kind: 'amend', details, reason, author: authorOf(principal), at: deps.clock().toISOString() });
}

/** Marks a locked entry "entered in error" with a reason: it stays, struck through, out of the active lists. */
export async function markEnteredInError(deps: AppDeps, principal: Principal, id: number, reasonRaw: unknown): Promise<HealthRecord> {
  const entry = await entryToChange(deps, principal, id);
  if (!entry.facts.locked) throw conflict('This entry is not locked yet; delete it instead');
  if (!can(principal, 'record:mark-error', entry.facts)) throw forbidden(NOT_THE_AUTHOR);
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
  /** Whether this reader may amend it, mark it in error or ask its writer for a correction now. */
  mayAmend: boolean;
  mayMarkError: boolean;
  mayAskCorrection: boolean;
  /** The names of the practice (and its person) that wrote it, when a practice did. */
  authors: AuthorNames;
}

/** An entry's history, for whoever may read the pet's records (the owner, the practice whose customer the owner is). */
export async function entryHistory(deps: AppDeps, principal: Principal, id: number): Promise<EntryHistory> {
  const { record, pet, access, facts } = await entryFor(deps, principal, id);
  const [amendments, authors] = await Promise.all([findAmendments(deps.database.db, record.id), authorNames(deps, [record])]);
  // Only a change of the details keeps the details before it (a mark or a request keeps them as they were).
  const first = amendments.find((amendment) => amendment.kind === 'amend' || amendment.kind === 'note');
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
    mayAskCorrection: can(principal, 'record:ask-correction', facts),
    authors,
  };
}

/**
 * The owner asks the practice that wrote an entry to correct it: the request is kept in the
 * entry's history (the entry stays as the practice wrote it) and e-mailed to the practice, whose
 * side alone changes the entry (docs/decisions/0044-record-authors.md).
 */
export async function askForCorrection(deps: AppDeps, principal: Principal, id: number, messageRaw: unknown): Promise<PhrAmendment> {
  const { record, pet, facts } = await entryFor(deps, principal, id);
  if (facts.entered_in_error) throw conflict('This entry was entered in error and can no longer be changed');
  if (!can(principal, 'record:ask-correction', facts)) throw forbidden('Only the owner asks the practice that wrote an entry to correct it');
  const message = reasonOf(messageRaw, 'Write what should be corrected');
  const author = authorOf(principal);
  const request = await insertCorrectionRequest(deps.database.db, record, { message, author, at: deps.clock().toISOString() });
  await mailCorrectionAsked(deps, { entryId: record.id, category: record.category, petName: pet.name, vendorId: record.author_vendor_id!, loginId: record.author_login_id, owner: author.name, message });
  return request;
}

/** What the API shows of an entry's lock: when it locks, when it was last amended, its error reason, and who wrote it. */
export const entryState = (record: HealthRecord) => ({
  locks_at: new Date(lockMs(record)).toISOString(),
  amended_at: record.amended_at,
  entered_in_error: record.error_reason,
  author: { role: record.author_vendor_id === null ? ('owner' as const) : ('practice' as const), vendor_id: record.author_vendor_id, login_id: record.author_login_id },
});
