import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { waitlist_entries } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../helpers/accounts';
import { CARD, listingByTitle, payment, petOf, slotTaker, userByEmail } from '../../helpers/booking';

/* Dates with no time of day (a record's dates, a waitlist's days, the day a reschedule shows) are worded in the reader's locale, not as ISO. */

const VIDEO = 4000;
const SPANISH = { 'accept-language': 'es-ES,es;q=0.9' };
let app: TestApp;
let token: string;
let owner: Record<string, string>;
let petId: number;

beforeAll(async () => {
  app = await createTestApp();
  token = await apiLogin(app, 'owner@example.com');
  owner = cookieHeader(token);
  const user = await userByEmail(app, 'owner@example.com');
  petId = (await petOf(app, user.id)).id;
  const added = await app.request(`/api/pets/${petId}/records`, { method: 'POST', headers: bearer(token), json: { category: 'immunizations', details: { name: 'Leptospirosis', date: '2026-01-10', due_date: '2026-12-10' } } });
  expect(added.status).toBeLessThan(300);
}, 30_000);
afterAll(() => app.close());

describe('dates in the reader’s words', () => {
  test('the record table shows a vaccine’s date and due date in the reader’s locale, not ISO', async () => {
    const page = async (headers: Record<string, string> = {}) => (await app.request(`/app/medical-records?pet=${petId}&category=immunizations`, { headers: { ...owner, ...headers } })).text();
    const english = await page();
    expect(english).toContain('Leptospirosis');
    expect(english).toContain('Sat, Jan 10, 2026');
    expect(english).toContain('Thu, Dec 10, 2026');
    expect(english).not.toContain('>2026-12-10<');
    expect(await page(SPANISH)).toContain('jue, 10 dic 2026');
  });

  test('a video appointment’s Medical Records tab dates each record in the reader’s words', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const slot = await slotTaker(app, listing.id, VIDEO)();
    const res = await payment(app, token, { vendor_listing_id: listing.id, type: VIDEO, slot, userTZ: 'America/New_York', pet: petId, info: { summary: 'Cough' }, payment: CARD });
    const { id } = (await res.json()) as { id: number };
    const tab = await (await app.request(`/app/my-appointments/${id}?tab=records`, { headers: owner })).text();
    expect(tab).toContain('<td>Sat, Jan 10, 2026</td>');
    expect(tab).not.toMatch(/<td>\d{4}-\d{2}-\d{2}<\/td>/);
  });

  test('the waitlist shows its days in the reader’s words', async () => {
    const user = await userByEmail(app, 'owner@example.com');
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    await app.db.insert(waitlist_entries).values({ user_id: user.id, pet_id: petId, vendor_id: listing.vendor_id, vendor_listing_id: listing.id, type: VIDEO, date_from: '2026-12-10', date_to: '2026-12-12' });
    const page = await (await app.request('/app/my-waitlist', { headers: owner })).text();
    expect(page).toContain('Thu, Dec 10, 2026 to Sat, Dec 12, 2026');
  });

  test('the reschedule screen names the day it shows in the reader’s words', async () => {
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const next = slotTaker(app, listing.id, VIDEO);
    const res = await payment(app, token, { vendor_listing_id: listing.id, type: VIDEO, slot: await next(), userTZ: 'UTC', pet: petId, info: { summary: 'Limping' }, payment: CARD });
    const { id } = (await res.json()) as { id: number };
    const target = await next(5);
    const date = target.slice(0, 10);
    const html = await (await app.request(`/app/my-appointments/${id}/reschedule?date=${date}&tz=UTC`, { headers: owner })).text();
    const words = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${date}T12:00:00Z`));
    expect(html).toContain(`Available times on ${words}`);
  });
});
