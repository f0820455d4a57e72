import { describe, expect, test } from 'bun:test';
import { furthestStage } from '../../islands/BookingWizard/state';
import type { Stage, WizardState } from '../../islands/BookingWizard/types';

const chosen: WizardState = {
  stage: 4,
  listingId: 7,
  type: 4000,
  zone: 'America/New_York',
  date: '2026-03-03',
  slot: '2026-03-03T19:00:00.000Z',
  slotLabel: '14:00',
  customer: null,
  petId: 3,
  summary: 'Limping since Sunday',
  waive: false,
  bookingId: null,
};

/** Back and Forward open a history entry's stage only as far as what is chosen now reaches. */
describe('the furthest stage the wizard state reaches', () => {
  const cases: [string, Partial<WizardState>, Stage][] = [
    ['nothing but the listing: the consultation stage', { type: null, slot: null, petId: null, summary: '' }, 2],
    ['no listing: the practice stage', { listingId: null, type: null, slot: null }, 1],
    ['a type without a time: the consultation stage', { slot: null }, 2],
    ['a time, a pet and no reason (or only spaces): the information stage', { summary: '   ' }, 3],
    ['a time and a reason, no pet: the information stage', { petId: null }, 3],
    ['a person who is not yet the customer needs no pet', { petId: null, customer: { customer: false, display_name: 'Sam O.', email: 'sam@example.com' } }, 4],
    ['everything typed: the payment stage', {}, 4],
    ['a booking made: the confirmation', { bookingId: 12 }, 5],
    ['a booking waiting for the customer to accept: the confirmation', { pendingMessage: 'Sent to Sam O.' }, 5],
  ];
  for (const [name, patch, stage] of cases) {
    test(name, () => expect(furthestStage({ ...chosen, ...patch })).toBe(stage));
  }
});
