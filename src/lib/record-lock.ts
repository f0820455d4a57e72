/**
 * When a health record locks (record standards: 24 hours after it is made): after that, an edit is
 * an amendment that keeps the original, and the entry may no longer be deleted, only marked in error.
 */
export const LOCK_AFTER_MS = 24 * 60 * 60 * 1000;

/** What the rule reads of an entry: when it was made (null on rows older than that column: its created_at). */
export interface LockableEntry {
  made_at: string | null;
  created_at: string;
}

/** The instant the entry locks, in milliseconds. */
export const lockMs = (entry: LockableEntry): number => Date.parse(entry.made_at ?? entry.created_at) + LOCK_AFTER_MS;

/** Whether the entry is locked at `now` (exactly 24 hours after it was made, it is). */
export const isLocked = (entry: LockableEntry, now: Date): boolean => now.getTime() >= lockMs(entry);
