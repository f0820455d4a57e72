import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bookingsPageQuery, type BookingScope } from '../../../../src/features/booking/booking.lists.repo';
import { LISTINGS, cardIds, hasLoadMore, listingByTitle, sessionOf, userId } from './fixtures';

describe('the appointments list: filters, sort and paging', () => {
  let app: TestApp;
  let owner2: Record<string, string>;
  let own: (typeof bookings.$inferSelect)[];
  const now = Date.now();
  const fragment = async (path: string, headers: Record<string, string>) => {
    const res = await app.request(path, { headers: { ...headers, 'hx-request': 'true' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner2 = await sessionOf(app, 'owner2@example.com', 'user');
    own = await app.db.select().from(bookings).where(eq(bookings.user_id, await userId(app, 'owner2@example.com')));
  });
  afterAll(() => app.close());

  test('the page defaults to upcoming appointments by date, with Active badges and the filter panel', async () => {
    const res = await app.request('/app/my-appointments', { headers: owner2 });
    const html = await res.text();
    const upcoming = own.filter((b) => b.status === 0 && Date.parse(b.slot) > now).sort((a, b) => a.slot.localeCompare(b.slot));
    expect(cardIds(html)).toEqual(upcoming.map((b) => b.id));
    expect(html).toContain('>Active<');
    expect(html).not.toContain('>Completed<');
    expect(html).toMatch(/<option value="in progress" selected/);
    expect(html).toContain('name="tz"');
    expect(html).toContain('My Appointments');
    expect(res.headers.get('vary')).toContain('HX-Request');
  });

  test('complete pages by 10 in slot order, newest first: page 2 continues page 1 and the last page has fewer than 10 and no Load more', async () => {
    const past = own.filter((b) => b.status !== 3 && b.status !== 2 && Date.parse(b.slot) < now).sort((a, b) => b.slot.localeCompare(a.slot) || b.id - a.id);
    expect(past.length).toBeGreaterThan(10);
    const page1 = await fragment('/app/my-appointments?status=complete', owner2);
    const page2 = await fragment('/app/my-appointments?status=complete&page=2', owner2);
    expect(cardIds(page1)).toEqual(past.slice(0, 10).map((b) => b.id));
    expect(hasLoadMore(page1)).toBe(true);
    expect(page1).toContain('page=2');
    expect(cardIds(page2)).toEqual(past.slice(10).map((b) => b.id));
    expect(cardIds(page2).length).toBeLessThan(10);
    expect(hasLoadMore(page2)).toBe(false);
    expect(page1).toContain('>Completed<');
    expect(page1).not.toContain('No Appointments Found');
  });

  test('sorting by created shows the newest booking first', async () => {
    const past = own.filter((b) => b.status !== 3 && Date.parse(b.slot) < now).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const html = await fragment('/app/my-appointments?status=complete&sort=created', owner2);
    expect(cardIds(html)).toEqual(past.slice(0, 10).map((b) => b.id));
  });

  test('canceled and rescheduled are chosen by status; an empty filter says No Appointments Found', async () => {
    const owner = await sessionOf(app, 'owner@example.com', 'user');
    const canceled = await fragment('/app/my-appointments?status=canceled', owner);
    expect(cardIds(canceled).length).toBeGreaterThan(0);
    expect(canceled).toContain('>Canceled<');
    expect(await fragment('/app/my-appointments?status=rescheduled', owner)).toContain('No Appointments Found');
  });

  test('times are shown in the chosen zone', async () => {
    const next = own.filter((b) => b.status === 0 && Date.parse(b.slot) > now).sort((a, b) => a.slot.localeCompare(b.slot))[0]!;
    const tokyo = await fragment('/app/my-appointments?tz=Asia/Tokyo', owner2);
    // In the reader's locale (US English here: 12-hour), the zone named as people know it.
    const hhmm = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric', minute: '2-digit' }).format(new Date(next.slot)).replace(/[\u202f\u00a0]/g, ' ');
    expect(tokyo).toContain(`${hhmm} Japan Time`);
  });

  test('a practice filters by listing', async () => {
    const vet = await sessionOf(app, 'vet@example.com', 'vendor');
    const romero = await listingByTitle(app, LISTINGS.romero);
    const expected = (
      await app.db.select().from(bookings).where(and(eq(bookings.vendor_listing_id, romero.id), eq(bookings.status, 0)))
    )
      .filter((b) => Date.parse(b.slot) > now)
      .sort((a, b) => a.slot.localeCompare(b.slot));
    const html = await fragment(`/app/appointments?listing=${romero.id}`, vet);
    expect(cardIds(html)).toEqual(expected.map((b) => b.id));
    const page = await (await app.request('/app/appointments', { headers: vet })).text();
    expect(page).toContain('New Appointment');
    expect(page).toContain(LISTINGS.patel);
  });

  test('the owner sees New Appointment on a practice site only', async () => {
    expect(await (await app.request('/app/my-appointments', { headers: owner2 })).text()).not.toContain('New Appointment');
    const onSite = await app.request('/app/my-appointments', { headers: owner2, host: 'citycats.localhost' });
    expect(await onSite.text()).toContain('New Appointment');
  });

  test('bad filters are refused with 422', async () => {
    for (const query of ['status=bogus', 'sort=price', 'page=0', 'listing=abc']) {
      expect((await app.request(`/app/my-appointments?${query}`, { headers: owner2 })).status).toBe(422);
    }
  });

  test('the list queries, as the repo builds them, use the bookings indexes without a sort step', async () => {
    const query = { filter: 'in progress' as const, sort: 'slot' as const, now: new Date().toISOString(), limit: 10, offset: 0 };
    const plan = async (scope: BookingScope) => {
      const built = bookingsPageQuery(app.db, scope, query).toSQL();
      const rows = (await app.deps.database.client.execute({ sql: `EXPLAIN QUERY PLAN ${built.sql}`, args: built.params as never })).rows;
      return rows.map((r) => String(r.detail)).join('\n');
    };
    const owner = await plan({ userId: await userId(app, 'owner2@example.com') });
    expect(owner).toContain('USING INDEX bookings_user_slot');
    const practice = await plan({ vendorId: own[0]!.vendor_id });
    expect(practice).toContain('USING INDEX bookings_vendor_status_slot');
    for (const text of [owner, practice]) expect(text).not.toContain('TEMP B-TREE');
  });

  test("a practice's completed list and an admin's list use a slot index too", async () => {
    const plan = async (scope: BookingScope, filter: 'in progress' | 'complete') => {
      const query = { filter, sort: 'slot' as const, now: new Date().toISOString(), limit: 10, offset: 0 };
      const built = bookingsPageQuery(app.db, scope, query).toSQL();
      const rows = (await app.deps.database.client.execute({ sql: `EXPLAIN QUERY PLAN ${built.sql}`, args: built.params as never })).rows;
      return rows.map((r) => String(r.detail)).join('\n');
    };
    const complete = await plan({ vendorId: own[0]!.vendor_id }, 'complete');
    expect(complete).toMatch(/USING INDEX bookings_vendor_(slot|status_slot)/);
    const admin = await plan({}, 'in progress');
    expect(admin).toContain('USING INDEX bookings_slot');
    for (const text of [complete, admin]) expect(text).not.toContain('TEMP B-TREE');
  });
});
