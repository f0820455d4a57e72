import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DateTime } from 'luxon';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, countRows } from '../../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { bookings, payments } from '../../../../db/schema';

/** Issue 19: an owner's booking on a practice's own site is for that practice's listings only. */
const VIDEO = 4000;
const NOW = DateTime.now().setZone('Europe/London').plus({ days: 3 }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });

let app: TestApp;
let owner: string;
let petId: number;

beforeAll(async () => {
  app = await createTestApp({ clock: () => NOW.toJSDate() });
  owner = await apiLogin(app, 'owner2@example.com');
  petId = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
}, 30_000);
afterAll(() => app.close());

describe("booking on a practice's own site", () => {
  test("another practice's listing is refused with a clear message, and nothing is written", async () => {
    const patel = (await listingByTitle(app, 'Dr. Maya Patel')).id;
    const before = [await countRows(app, bookings), await countRows(app, payments)];
    const slot = await slotTaker(app, patel, VIDEO)(4);
    const body = { vendor_listing_id: patel, type: VIDEO, slot, pet: petId, info: { summary: 'Limping' }, payment: CARD };
    const res = await app.request('/api/payment', { method: 'POST', host: 'citycats.localhost', json: body, headers: { authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ result: 'error', status: "On a practice's site you can book only that practice's listings." });
    expect([await countRows(app, bookings), await countRows(app, payments)]).toEqual(before);
  });

  test("the site's own listing books as usual", async () => {
    const hughes = (await listingByTitle(app, 'Dr. Eleanor Hughes')).id;
    const slot = await slotTaker(app, hughes, VIDEO, 'Europe/London')(4);
    const body = { vendor_listing_id: hughes, type: VIDEO, slot, pet: petId, info: { summary: 'Sneezing' }, payment: CARD, telehealth_consent: 1 };
    const res = await app.request('/api/payment', { method: 'POST', host: 'citycats.localhost', json: body, headers: { authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('success');
  });
});
