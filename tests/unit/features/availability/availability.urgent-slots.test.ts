import { describe, expect, test } from 'bun:test';
import { availableSlots, isOfferedSlot, type SlotQuery, type UrgentHold } from '../../../../src/features/availability/availability.slots';
import { heldIndexes } from '../../../../src/features/availability/availability.urgent-slots';

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const window = (from: string, to: string) => ({ days: EVERY_DAY, from, to });
// 2026-12-02 in New York (UTC-5): 10:00 local is 15:00Z.
const at = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00-05:00`);

const hold = (overrides: Partial<UrgentHold> = {}): UrgentHold => ({ share: 25, opensBeforeMinutes: 120, released: new Set(), practice: false, ...overrides });

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    schedule: [window('09:00', '17:00')],
    duration: 30,
    listingZone: 'America/New_York',
    viewerZone: 'America/New_York',
    viewerDate: '2026-12-02',
    now: new Date('2026-12-01T00:00:00Z'),
    booked: [],
    ...overrides,
  };
}
const shown = (q: Partial<SlotQuery>) => availableSlots(query(q)).map((s) => (s.urgent ? `${s.label}*` : s.label));
const urgentLabels = (q: Partial<SlotQuery>) => availableSlots(query({ ...q, urgent: hold({ ...q.urgent, practice: true }) })).filter((s) => s.urgent).map((s) => s.label);

describe('which of a day\'s slots are held: k = floor(n × share / 100), the middle of each of k equal parts', () => {
  const cases: [n: number, share: number, expected: number[]][] = [
    [16, 25, [2, 6, 10, 14]],
    [6, 50, [1, 3, 5]],
    [10, 10, [5]],
    [3, 20, []],
    [16, 0, []],
    [0, 50, []],
    [5, 50, [1, 3]],
    [48, 10, [6, 18, 30, 42]],
  ];
  for (const [n, share, expected] of cases) test(`${n} slots at ${share} %`, () => expect(heldIndexes(n, share)).toEqual(expected));

  test('never more than half, and each index once, for every day length and share', () => {
    for (let n = 0; n <= 200; n++) {
      for (let share = 0; share <= 50; share++) {
        const held = heldIndexes(n, share);
        expect(held.length).toBe(Math.floor((n * share) / 100));
        expect(new Set(held).size).toBe(held.length);
        expect(held.every((i, j) => i >= 0 && i < n && (j === 0 || i > held[j - 1]!))).toBe(true);
      }
    }
  });
});

describe('the worked examples, through the engine (practice view: every held slot shown and flagged)', () => {
  const cases: [string, Partial<SlotQuery>, string[]][] = [
    ['09:00–17:00 at 25 %', { urgent: hold({ share: 25 }) }, ['10:00', '12:00', '14:00', '16:00']],
    ['09:00–12:00 at 50 %', { schedule: [window('09:00', '12:00')], urgent: hold({ share: 50 }) }, ['09:30', '10:30', '11:30']],
    ['09:00–14:00 at 10 %', { schedule: [window('09:00', '14:00')], urgent: hold({ share: 10 }) }, ['11:30']],
    ['09:00–10:30 at 20 %: none', { schedule: [window('09:00', '10:30')], urgent: hold({ share: 20 }) }, []],
    ['two windows count as one day', { schedule: [window('09:00', '11:00'), window('14:00', '16:00')], urgent: hold({ share: 25 }) }, ['10:00', '15:00']],
  ];
  for (const [name, q, expected] of cases) test(name, () => expect(urgentLabels(q)).toEqual(expected));
});

describe('held slots are stable: the same ones whatever is booked, whenever asked, from wherever', () => {
  test('a booking of a held slot or of a free one moves nothing', () => {
    const booked = [
      { start: at('10:00').toISOString(), end: at('10:30').toISOString() },
      { start: at('11:00').toISOString(), end: at('11:30').toISOString() },
    ];
    expect(urgentLabels({ booked })).toEqual(['12:00', '14:00', '16:00']);
  });

  test('slots gone within the lead time move nothing', () => {
    expect(urgentLabels({ now: at('11:15') })).toEqual(['14:00', '16:00']);
  });

  test('a viewer in another zone sees the same instants held', () => {
    const ny = availableSlots(query({ urgent: hold({ practice: true }) })).filter((s) => s.urgent).map((s) => s.start);
    const tokyo = ['2026-12-02', '2026-12-03'].flatMap((viewerDate) =>
      availableSlots(query({ viewerZone: 'Asia/Tokyo', viewerDate, urgent: hold({ practice: true }) })).filter((s) => s.urgent).map((s) => s.start),
    );
    expect(tokyo.filter((start) => start.startsWith('2026-12-02'))).toEqual(ny);
  });
});

describe('owners before and after release', () => {
  const all = shown({});
  test('without a hold nothing is flagged', () => expect(all.some((l) => l.endsWith('*'))).toBe(false));

  const cases: [string, Partial<UrgentHold>, Date, string[]][] = [
    ['held, two hours before: none shown', {}, new Date('2026-12-01T00:00:00Z'), []],
    ['10:00 opens at 08:00: shown and flagged, later ones still held', {}, at('08:00'), ['10:00*']],
    ['one minute before it opens: still held', {}, new Date(at('08:00').getTime() - 60_000), []],
    ['by hand only: never by time', { opensBeforeMinutes: null }, at('08:59'), []],
    ['the day released by hand: all shown and flagged', { opensBeforeMinutes: null, released: new Set(['2026-12-02']) }, new Date('2026-12-01T00:00:00Z'), ['10:00*', '12:00*', '14:00*', '16:00*']],
    ['another day released: this one still held', { opensBeforeMinutes: null, released: new Set(['2026-12-03']) }, new Date('2026-12-01T00:00:00Z'), []],
    ['a share of 0 holds nothing', { share: 0 }, new Date('2026-12-01T00:00:00Z'), []],
  ];
  for (const [name, h, now, flagged] of cases) {
    test(name, () => {
      const labels = shown({ now, urgent: hold(h) });
      expect(labels.filter((l) => l.endsWith('*'))).toEqual(flagged);
      // Every other held slot is missing, and nothing else.
      const open = all.filter((l) => labels.includes(l) || labels.includes(`${l}*`));
      const heldBack = h.share === 0 ? [] : ['10:00', '12:00', '14:00', '16:00'].filter((l) => !flagged.includes(`${l}*`));
      expect(open).toEqual(all.filter((l) => !heldBack.includes(l) && new Date(`2026-12-02T${l}:00-05:00`).getTime() > now.getTime() + 3_600_000));
    });
  }

  test('the booking check refuses a held slot to an owner and takes it from the practice', () => {
    const base = { schedule: [window('09:00', '17:00')], duration: 30, listingZone: 'America/New_York', now: new Date('2026-12-01T00:00:00Z'), booked: [] };
    const slot = at('12:00').toISOString();
    expect(isOfferedSlot({ ...base }, slot)).toBe(true);
    expect(isOfferedSlot({ ...base, urgent: hold() }, slot)).toBe(false);
    expect(isOfferedSlot({ ...base, urgent: hold({ practice: true }) }, slot)).toBe(true);
    expect(isOfferedSlot({ ...base, urgent: hold({ released: new Set(['2026-12-02']) }) }, slot)).toBe(true);
    expect(isOfferedSlot({ ...base, urgent: hold() }, at('12:30').toISOString())).toBe(true);
  });
});
