import { describe, expect, test } from 'bun:test';
import { displayName } from '../../../../src/features/customers/customers.service';

describe('the name a practice sees of a person who is not its customer', () => {
  test.each([
    ['Nora', 'Fairweather', 'Nora F.'],
    ['Ada', 'quinn', 'Ada Q.'],
    ['Li', ' Wei', 'Li W.'],
    ['Madonna', '', 'Madonna'],
  ])('%s %s → %s', (first_name, last_name, expected) => {
    expect(displayName({ first_name, last_name })).toBe(expected);
  });
});
