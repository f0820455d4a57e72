import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { bookings, vendors } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { cardIds, sessionOf, userId } from './fixtures';

/** What an owner reads in their appointment lists: the order of past ones, and each practice by the name it goes by now. */
describe("the owner's appointment lists", () => {
  let app: TestApp;
  let owner2: Record<string, string>;
  const read = async (path: string, htmx = false) => (await app.request(path, { headers: { ...owner2, ...(htmx ? { 'hx-request': 'true' } : {}) } })).text();

  beforeAll(async () => {
    app = await createTestApp();
    owner2 = await sessionOf(app, 'owner2@example.com', 'user');
  });
  afterAll(() => app.close());

  test('completed appointments are listed newest first', async () => {
    const own = await app.db.select().from(bookings).where(eq(bookings.user_id, await userId(app, 'owner2@example.com')));
    const slotOf = new Map(own.map((b) => [b.id, b.slot]));
    for (const html of [await read('/app/my-appointments?status=complete'), await read('/app/my-appointments?status=complete', true)]) {
      const slots = cardIds(html).map((id) => slotOf.get(id)!);
      expect(slots.length).toBeGreaterThan(1);
      expect(slots).toEqual([...slots].sort().reverse());
      // The first card is the most recent past appointment of all, not merely of this page.
      const past = own.filter((b) => (b.status === 0 || b.status === 1) && Date.parse(b.slot) < Date.now()).map((b) => b.slot);
      expect(slots[0]).toBe(past.sort().at(-1)!);
    }
  });

  test("the renamed brand is used in the owner's lists", async () => {
    const cityCats = await app.db.query.vendors.findFirst({ where: eq(vendors.name, 'City Cat Clinic') });
    const owner2Id = await userId(app, 'owner2@example.com');
    const booking = (await app.db.select().from(bookings).where(eq(bookings.vendor_id, cityCats!.id))).find((b) => b.user_id === owner2Id && b.status === 0 && Date.parse(b.slot) > Date.now())!;
    expect(booking).toBeDefined();
    // Read once before, so a kept list fragment would show the old name if the rename were missed.
    expect(await read('/app/my-appointments', true)).toContain('City Cat Clinic');
    const token = await apiLogin(app, 'vet2@example.com', 'vendor');
    const saved = await app.request('/api/settings/website', { method: 'PUT', json: { name: 'Whiskers Cat Care' }, headers: bearer(token) });
    expect(saved.status).toBe(200);
    for (const html of [await read('/app/my-appointments'), await read('/app/my-appointments', true), await read(`/app/my-appointments/${booking.id}`)]) {
      expect(html).toContain('Whiskers Cat Care');
      expect(html).not.toContain('City Cat Clinic');
    }
  });
});
