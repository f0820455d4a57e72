import { describe, expect, test } from 'bun:test';
import { keepingBooked, typesTakenAway } from '../../../../src/features/listings/listings.removals';
import type { Consultation } from '../../../../db/schema';

const on = (type: number) => ({ type, status: true });
const off = (type: number) => ({ type, status: false });
const VIDEO = 4000;
const PHONE = 5000;
const CLINIC = 2000;

describe('the consultation types a save takes away from owners', () => {
  const cases: [string, { type: number; status: boolean }[], { type: number; status: boolean }[], number[]][] = [
    ['nothing changed', [on(VIDEO), off(PHONE)], [on(VIDEO), off(PHONE)], []],
    ['a type removed', [on(VIDEO), on(CLINIC)], [on(VIDEO)], [CLINIC]],
    ['a type turned off', [on(VIDEO), on(CLINIC)], [on(VIDEO), off(CLINIC)], [CLINIC]],
    ['a type already off (kept for booked visits) now removed', [on(VIDEO), off(PHONE)], [on(VIDEO)], [PHONE]],
    ['a type turned on again', [on(VIDEO), off(PHONE)], [on(VIDEO), on(PHONE)], []],
    ['a type added', [on(VIDEO)], [on(VIDEO), on(CLINIC)], []],
    ['rows reordered', [on(VIDEO), on(CLINIC)], [on(CLINIC), on(VIDEO)], []],
  ];
  for (const [name, before, after, taken] of cases) test(name, () => expect(typesTakenAway(before, after)).toEqual(taken));
});

describe('keeping the booked visits of removed types', () => {
  const stored = (type: number, price: number): Consultation => ({ type, status: true, duration: 30, price, schedule: [{ days: ['Mon'], from: '09:00', to: '12:00' }] });

  test('a removed type with bookings stays on the listing, turned off, its price in the units typed; one without bookings goes', () => {
    const before = [stored(VIDEO, 4500), stored(CLINIC, 6000), stored(PHONE, 3000)];
    const after = [{ ...stored(VIDEO, 45), type: VIDEO as 4000 }];
    const kept = keepingBooked(before, after as never, new Set([CLINIC]), 'USD');
    expect(kept).toEqual([after[0], { ...stored(CLINIC, 60), status: false }] as never);
  });

  test('a type only turned off is left as the form sent it', () => {
    const before = [stored(VIDEO, 4500), stored(CLINIC, 6000)];
    const after = [stored(VIDEO, 45), { ...stored(CLINIC, 60), status: false }];
    expect(keepingBooked(before, after as never, new Set([CLINIC]), 'USD')).toEqual(after as never);
  });

  test('in a currency with no minor unit the price is unchanged', () => {
    const kept = keepingBooked([stored(VIDEO, 5000), stored(CLINIC, 6000)], [stored(VIDEO, 5000)] as never, new Set([CLINIC]), 'JPY');
    expect(kept[1]).toMatchObject({ type: CLINIC, price: 6000, status: false });
  });
});
