import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { CARD, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, listingByTitle } from '../appointments/fixtures';

/* A refused intake answer is said in the owner's words, beside the question it names ("This answer is required"), never by its key. */

const VIDEO = 4000;
const VALID = { concern: 'Coughing at night', since: 'Two days', eating: 'yes', breathing: 'yes', collapsed: 'no', toxin: 'no' };

let app: TestApp;
let owner: string;
let bookingId: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await apiLogin(app, 'owner2@example.com', 'user');
  const listingId = (await listingByTitle(app, LISTINGS.hughes)).id;
  const pet = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
  const slot = await slotTaker(app, listingId, VIDEO, 'Europe/London')();
  const res = await payment(app, owner, { vendor_listing_id: listingId, type: VIDEO, slot, userTZ: 'Europe/London', pet, info: { summary: 'Coughing' }, payment: CARD });
  bookingId = ((await res.json()) as { id: number }).id;
});
afterAll(() => app.close());

const answer = (answers: Record<string, unknown>, language = 'en') =>
  app.request(`/api/appointments/${bookingId}/intake`, { method: 'PUT', json: { answers }, headers: { ...bearer(owner), 'accept-language': language } });

describe('intake answers refused in words', () => {
  const cases: [string, Record<string, unknown>, { msg: string; field: string }][] = [
    ['the main concern left empty', { ...VALID, concern: '' }, { msg: 'This answer is required', field: 'answers.concern' }],
    ['a yes-or-no answered "maybe"', { ...VALID, breathing: 'maybe' }, { msg: 'Answer yes or no', field: 'answers.breathing' }],
    ['a text of 2,001 characters', { ...VALID, concern: 'x'.repeat(2001) }, { msg: 'This answer must be at most 2000 characters', field: 'answers.concern' }],
  ];
  for (const [what, answers, refusal] of cases) {
    test(`${what}: "${refusal.msg}", naming ${refusal.field}`, async () => {
      const res = await answer(answers);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual(refusal);
    });
  }

  test('in Spanish: "Esta respuesta es obligatoria"', async () => {
    expect(await (await answer({ ...VALID, concern: '' }, 'es')).json()).toEqual({ msg: 'Esta respuesta es obligatoria', field: 'answers.concern' });
  });
});
