import { describe, expect, test } from 'bun:test';
import { isLocked, lockMs } from '../../../src/lib/record-lock';

/** The lock rule: an entry locks 24 hours after it was made (made_at), or after its created_at on rows older than made_at. */
describe('when a record entry locks', () => {
  const made = { made_at: '2026-10-01T09:00:00.000Z', created_at: '2020-01-01T09:00:00.000Z' };
  test.each([
    ['just made', '2026-10-01T09:00:00.000Z', false],
    ['23 h 59 min later', '2026-10-02T08:59:00.000Z', false],
    ['exactly 24 hours later', '2026-10-02T09:00:00.000Z', true],
    ['a week later', '2026-10-08T09:00:00.000Z', true],
  ])('%s: locked %p', (_when, now, locked) => {
    expect(isLocked(made, new Date(now as string))).toBe(locked as boolean);
  });

  test('the entry date (created_at, backdated to the event) does not lock a new entry', () => {
    expect(isLocked(made, new Date('2026-10-01T10:00:00.000Z'))).toBe(false);
  });

  test('a row older than made_at locks 24 hours after its created_at', () => {
    const old = { made_at: null, created_at: '2026-03-01T12:00:00.000Z' };
    expect(new Date(lockMs(old)).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(isLocked(old, new Date('2026-03-02T11:59:59.999Z'))).toBe(false);
    expect(isLocked(old, new Date('2026-03-02T12:00:00.000Z'))).toBe(true);
  });
});
