import { describe, expect, test } from 'bun:test';
import { appointmentReminderRows, vaccineReminderRow } from '../../../src/features/reminders/reminders.service';

describe('which appointment reminders a booking gets', () => {
  const cases: { name: string; slot: string; created_at: string; expected: [string, string][] }[] = [
    {
      name: 'booked three days ahead: 24 hours and 1 hour before',
      slot: '2026-12-03T15:00:00.000Z',
      created_at: '2026-11-30T10:00:00.000Z',
      expected: [
        ['appointment_24h', '2026-12-02T15:00:00.000Z'],
        ['appointment_1h', '2026-12-03T14:00:00.000Z'],
      ],
    },
    {
      name: 'booked five hours ahead: only the 1-hour reminder ("in 24 hours" would be untrue)',
      slot: '2026-12-03T15:00:00.000Z',
      created_at: '2026-12-03T10:00:00.000Z',
      expected: [['appointment_1h', '2026-12-03T14:00:00.000Z']],
    },
    {
      name: 'booked exactly 24 hours ahead: both',
      slot: '2026-12-03T15:00:00.000Z',
      created_at: '2026-12-02T15:00:00.000Z',
      expected: [
        ['appointment_24h', '2026-12-02T15:00:00.000Z'],
        ['appointment_1h', '2026-12-03T14:00:00.000Z'],
      ],
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const rows = appointmentReminderRows({ id: 7, user_id: 3, slot: c.slot, created_at: c.created_at });
      expect(rows.map((r) => [r.kind, r.due_at])).toEqual(c.expected);
      expect(rows.map((r) => r.key)).toEqual(c.expected.map(([kind]) => `booking:7:${kind}`));
    });
  }
});

describe('when a vaccine reminder goes', () => {
  const cases: { name: string; due_date: string; zone: string; due_at: string }[] = [
    { name: '09:00 New York time seven days before, after the clocks went forward (EDT)', due_date: '2026-03-15', zone: 'America/New_York', due_at: '2026-03-08T13:00:00.000Z' },
    { name: 'the day before the change, still EST', due_date: '2026-03-14', zone: 'America/New_York', due_at: '2026-03-07T14:00:00.000Z' },
    { name: 'Kolkata (+5:30)', due_date: '2026-07-20', zone: 'Asia/Kolkata', due_at: '2026-07-13T03:30:00.000Z' },
    { name: 'UTC when the owner never booked', due_date: '2026-07-20', zone: 'UTC', due_at: '2026-07-13T09:00:00.000Z' },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const row = vaccineReminderRow({ id: 5, user_id: 3, pet_id: 2, name: 'Rabies', due_date: c.due_date }, c.zone);
      expect(row).toEqual({ key: `phr:5:${c.due_date}`, kind: 'vaccine_due', user_id: 3, phr_id: 5, due_at: c.due_at });
    });
  }
});
