import { describe, expect, test } from 'bun:test';
import { BOOKING_STATUS } from '../../../../src/lib/constants/booking-status';
import { prescribeRefusal, RX_MESSAGES, type PrescribeFacts } from '../../../../src/features/prescriptions/prescriptions.model';

/* When the practice may prescribe in a consultation: a telemedicine one while it runs and after, without marking it arrived. */

// A video consultation 14:00–14:30 UTC, confirmed (status 0, as every paid or free booking is).
const VIDEO: PrescribeFacts = { slot: '2026-11-26T14:00:00.000Z', slot_end: '2026-11-26T14:30:00.000Z', status: BOOKING_STATUS.IN_PROGRESS, hasPet: true, kind: 'telemedicine' };
const at = (time: string) => new Date(`2026-11-26T${time}Z`);
const { IN_PROGRESS, COMPLETE, CANCELED, RESCHEDULED, NO_SHOW, ATTENDED } = BOOKING_STATUS;

describe('a telemedicine consultation can be prescribed in while it runs', () => {
  const cases: [what: string, facts: Partial<PrescribeFacts>, now: string, refusal: string | null][] = [
    ['telemedicine, before it starts', {}, '13:59', RX_MESSAGES.notStarted],
    ['telemedicine, at its start', {}, '14:00', null],
    ['telemedicine, in the call', {}, '14:10', null],
    ['telemedicine, after it ended', {}, '15:00', null],
    ['telemedicine, an older booking with status 1, in the call', { status: COMPLETE }, '14:10', null],
    ['telemedicine, marked arrived', { status: ATTENDED }, '14:10', null],
    ['teletriage, in the call', { kind: 'teletriage' }, '14:10', RX_MESSAGES.teletriage],
    ['teletriage, marked arrived', { kind: 'teletriage', status: ATTENDED }, '14:10', RX_MESSAGES.teletriage],
    ['a clinic visit under way, not marked', { kind: 'clinic' }, '14:10', RX_MESSAGES.clinic],
    ['a clinic visit marked arrived', { kind: 'clinic', status: ATTENDED }, '14:10', null],
    ['canceled', { status: CANCELED }, '14:10', RX_MESSAGES.notHeld],
    ['moved to another time', { status: RESCHEDULED }, '14:10', RX_MESSAGES.notHeld],
    ['a no-show', { status: NO_SHOW }, '15:00', RX_MESSAGES.notHeld],
    ['no pet named', { hasPet: false }, '14:10', RX_MESSAGES.noPet],
  ];
  test.each(cases)('%s', (_what, facts, time, refusal) => {
    expect(prescribeRefusal({ ...VIDEO, ...facts }, at(`${time}:00`))).toBe(refusal as never);
  });

  test('a confirmed consultation is not refused as "not confirmed or attended"', () => {
    expect(prescribeRefusal({ ...VIDEO, status: IN_PROGRESS }, at('14:10:00'))).not.toBe(RX_MESSAGES.notHeld);
  });
});
