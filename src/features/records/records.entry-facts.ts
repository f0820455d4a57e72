import type { Principal } from '../../lib/principal';
import { practiceOf, type RecordEntryFacts } from '../../lib/policy';
import { isLocked } from '../../lib/record-lock';
import type { HealthRecord } from './records.repo';

/**
 * What the policy reads of one entry for a reader who already may read its pet's records (the
 * service checked it, or the screen shows them): the owner, the reader's practice as one whose
 * customer the owner is, the lock, the error mark and the practice that wrote it. The service and
 * the views both build it here, so a button and its rule read the same facts.
 */
export function entryFacts(reader: Principal, ownerId: number, record: HealthRecord, now: Date): RecordEntryFacts {
  const practice = practiceOf(reader);
  return {
    owner_id: ownerId,
    customer_of: practice !== null ? [practice] : [],
    locked: isLocked(record, now),
    entered_in_error: record.error_reason !== null,
    author_vendor_id: record.author_vendor_id,
  };
}

/** The names an entry's author is shown by: practices and their people (logins), by id. */
export interface AuthorNames {
  practices: Record<number, string>;
  logins: Record<number, string>;
}
