import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, createOwner } from '../../../helpers/accounts';
import { CARD, payment, slotTaker } from '../../../helpers/booking';
import { LISTINGS, listingByTitle } from '../appointments/fixtures';

/* An acceptance given with a booking whose card was declined made no booking: the consent is asked again. */

const VIDEO = 4000;
const DECLINED = { ...CARD, cardNumber: '4000000000000002' };

let app: TestApp;
let owner: string;
let listingId: number;
let pet: number;
let take: () => Promise<string>;

const book = async (extra: Record<string, unknown>) =>
  payment(app, owner, { vendor_listing_id: listingId, type: VIDEO, slot: await take(), userTZ: 'America/New_York', pet, info: { summary: 'Itchy' }, owner_country: 'US', owner_region: 'US-MA', ...extra });
const wizardConsent = async () => (await (await app.request(`/api/telehealth/consent?vendor_listing_id=${listingId}`, { headers: bearer(owner) })).json()) as { version: number; accepted: boolean };

beforeAll(async () => {
  app = await createTestApp();
  // A new owner: never accepted the practice's consent.
  const person = await createOwner(app);
  owner = await apiLogin(app, person.email, 'user');
  listingId = (await listingByTitle(app, LISTINGS.patel)).id;
  pet = ((await (await app.request('/api/pets', { method: 'POST', headers: bearer(owner), json: { name: 'Pepper', type: 1 } })).json()) as { id: number }).id;
  take = slotTaker(app, listingId, VIDEO);
});
afterAll(() => app.close());

test('after a declined card the telehealth consent is still required', async () => {
  const { version, accepted } = await wizardConsent();
  expect(accepted).toBe(false);
  const declined = await book({ payment: DECLINED, telehealth_consent: version });
  expect(declined.status).toBeGreaterThanOrEqual(400);
  expect(declined.status).not.toBe(422);
  expect((await wizardConsent()).accepted).toBe(false);

  // The helper ticks the consent unless told: here the box is left unticked.
  const unticked = await book({ payment: CARD, telehealth_consent: undefined });
  expect(unticked.status).toBe(422);
  expect(await unticked.json()).toMatchObject({ field: 'telehealth_consent', status: 'Please read and accept the telehealth consent to book a video, phone or chat consultation' });

  expect((await book({ payment: CARD, telehealth_consent: version })).status).toBe(200);
  // Once a booking is made with it, it is not asked again.
  expect((await wizardConsent()).accepted).toBe(true);
  expect((await book({ payment: CARD, telehealth_consent: undefined })).status).toBe(200);
});
