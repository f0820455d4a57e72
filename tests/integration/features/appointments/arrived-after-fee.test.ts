import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { vendor_listings } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { CARD, payment, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { LISTINGS, listingByTitle } from './fixtures';

/* Once a no-show's fee is charged the booking stays a no-show: the page offers no mark the service would refuse. */

const CLINIC = 2000;
const FEE = 2500;
const MINUTE = 60_000;

describe('the attendance buttons after a no-show fee is charged', () => {
  let app: TestApp;
  let now = new Date();
  let owner: string;
  let practice: string;
  let listingId: number;
  let take: () => Promise<string>;
  let pet: number;

  const post = (path: string, token: string, fields: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { ...cookieHeader(token), 'hx-request': 'true', 'content-type': 'application/x-www-form-urlencoded' } });
  const detail = async (id: number) => (await app.request(`/app/appointments/${id}`, { headers: cookieHeader(practice) })).text();

  beforeAll(async () => {
    app = await createTestApp({ clock: () => now });
    owner = await apiLogin(app, 'owner2@example.com', 'user');
    practice = await apiLogin(app, 'vet2@example.com', 'vendor');
    listingId = (await listingByTitle(app, LISTINGS.hughes)).id;
    pet = (await petOf(app, (await userByEmail(app, 'owner2@example.com')).id)).id;
    take = slotTaker(app, listingId, CLINIC, 'Europe/London');
    await app.db.update(vendor_listings).set({ policy: { notice_hours: 24, inside: 'full', no_show_fee: FEE } }).where(eq(vendor_listings.id, listingId));
  });
  afterAll(() => app.close());

  test('after a no-show fee is charged, "Mark arrived" is no longer offered, and the mark is refused with the reason', async () => {
    const slot = await take();
    const booked = await payment(app, owner, { vendor_listing_id: listingId, type: CLINIC, slot, userTZ: 'Europe/London', pet, info: { summary: 'Limping' }, payment: CARD, no_show_consent: true });
    const { id } = (await booked.json()) as { id: number };
    now = new Date(Date.parse(slot) + 10 * MINUTE);

    expect((await post(`/app/appointments/${id}/attendance`, practice, { mark: 'no-show' })).status).toBe(200);
    // Marked no-show today and not yet charged: the practice may still correct it.
    const before = await detail(id);
    expect(before).toContain('Mark arrived');
    expect(before).toContain('Charge no-show fee');

    expect((await post(`/app/appointments/${id}/no-show-fee`, practice)).status).toBe(200);
    const after = await detail(id);
    expect(after).toContain('No-show fee of');
    expect(after).not.toContain('Mark arrived');
    expect(after).not.toContain('You can correct it until the end of the day.');
    expect(after).not.toContain('Charge no-show fee');

    // The service asks the same rule: pressed anyway (an old page), it is refused with why.
    const refused = await app.request(`/api/appointments/${id}/attendance`, { method: 'POST', json: { mark: 'arrived' }, headers: bearer(practice) });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ msg: 'A no-show fee was charged for this appointment, so it stays a no-show' });
  });
});
