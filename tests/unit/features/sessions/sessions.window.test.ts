import { describe, expect, test } from 'bun:test';
import { roomState, roomWindow } from '../../../../src/features/sessions/sessions.window';

// A 14:00–14:30 UTC booking: its room opens at 13:50 and closes at 15:00.
const booking = { slot: '2026-12-01T14:00:00.000Z', slot_end: '2026-12-01T14:30:00.000Z', status: 0 };

describe('a booking’s room window', () => {
  test('opens 10 minutes before the slot and closes 30 minutes after its end', () => {
    expect(roomWindow(booking)).toEqual({ opensAt: new Date('2026-12-01T13:50:00.000Z'), closesAt: new Date('2026-12-01T15:00:00.000Z') });
  });

  test.each([
    ['13:49:59', 0, 'not-yet'],
    ['13:50:00', 0, 'open'],
    ['14:15:00', 1, 'open'],
    ['14:59:59', 0, 'open'],
    ['15:00:00', 0, 'ended'],
    ['14:00:00', 3, 'canceled'],
    ['14:00:00', 2, 'moved'],
  ])('at %s with status %d the room is %s', (time, status, state) => {
    expect(roomState({ ...booking, status }, new Date(`2026-12-01T${time}.000Z`))).toBe(state as ReturnType<typeof roomState>);
  });
});
