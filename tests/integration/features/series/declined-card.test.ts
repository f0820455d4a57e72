import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { eq } from 'drizzle-orm';
import { booking_series, bookings } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, freeSlots, listingByTitle, payment, petOf, userByEmail } from '../../../helpers/booking';

/* A series paid with a card the provider declines: nothing booked, no series left, and the practice's page shows the plan again. */

const VIDEO = 4000;
const ZONE = 'America/New_York';
const NOW = DateTime.now().setZone(ZONE).plus({ days: 1 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 });
const DECLINED = { ...CARD, cardNumber: '4000000000000002' };

let app: TestApp;
let vet: string;
let owner: string;
let ownerId: number;
let petId: number;
let patelId: number;

const series = (body: Record<string, unknown>) =>
  app.request('/api/series', { method: 'POST', headers: bearer(vet), json: { vendor_listing_id: patelId, type: VIDEO, userTZ: ZONE, pet: petId, user_id: ownerId, info: { summary: 'Physiotherapy' }, every: 1, unit: 'week', count: 2, ...body } });
const counts = async () => ({ bookings: await app.db.$count(bookings, eq(bookings.user_id, ownerId)), series: await app.db.$count(booking_series) });

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW.toJSDate() });
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  owner = await apiLogin(app, 'owner@example.com');
  ownerId = (await userByEmail(app, 'owner@example.com')).id;
  petId = (await petOf(app, ownerId)).id;
  patelId = (await listingByTitle(app, 'Dr. Maya Patel')).id;
});
afterAll(() => app.close());

describe('a series paid with a declined card', () => {
  for (const pay of ['each', 'upfront'] as const) {
    test(`paid ${pay === 'each' ? 'visit by visit' : 'up front'}: 402 "Your card was declined.", no visit booked and no series left`, async () => {
      const [slot] = await freeSlots(app, patelId, VIDEO, pay === 'each' ? 3 : 4, ZONE);
      const before = await counts();
      const res = await series({ slot, pay, payment: DECLINED, choices: [] });
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ msg: 'Your card was declined.' });
      // The holds are released (deleted) and the empty series removed: the same as before.
      expect(await counts()).toEqual(before);
    });
  }

  test("the practice's repeat page shows the plan again with the decline beside Card number, the chosen times posted with it", async () => {
    const [slot] = await freeSlots(app, patelId, VIDEO, 5, ZONE);
    const booked = await payment(app, owner, { vendor_listing_id: patelId, type: VIDEO, slot, pet: petId, info: { summary: 'Cough' }, payment: CARD });
    const { id } = (await booked.json()) as { id: number };
    const form = new URLSearchParams({ every: '1', unit: 'week', count: '2', tz: ZONE, key: `key-${Date.now()}`, pay: 'each', cardName: 'Pat Owner', cardNumber: DECLINED.cardNumber, expDt: DECLINED.expDt, ccv: DECLINED.ccv, c2: 'skip' });
    const before = await counts();
    const res = await app.request(`/app/appointments/${id}/repeat`, { method: 'POST', headers: { ...cookieHeader(vet), 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toContain('aria-describedby="series-cardNumber-error"');
    expect(html).toMatch(/<p class="field-error" id="series-cardNumber-error">Your card was declined.<\/p>/);
    expect(html).toContain('class="series-visits"');
    // The answer given to visit 2 (skip) goes with the plan again; the name is kept, the card's number never.
    expect(html).toContain('<input type="hidden" name="c2" value="skip"/>');
    expect(html).toContain('value="Pat Owner"');
    expect(html).not.toContain(DECLINED.cardNumber);
    expect(html).not.toContain('Go Home');
    expect(await counts()).toEqual(before);
  });
});
