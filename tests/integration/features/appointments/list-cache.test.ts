import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { openDatabase, type Database } from '../../../../db/client';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { LISTINGS, cardIds, insertBooking, loginRow, sessionOf } from './fixtures';

/**
 * The list fragment is kept per reader while the tables it is read from are unchanged (issue 18).
 * Every write below goes through a second connection to the same file, as another process would,
 * so nothing in the app's own process hears of it: only the database's write counts tell.
 */
describe('the kept appointment list fragment', () => {
  let now = Date.now();
  let app: TestApp;
  let other: Database;
  let owner: Record<string, string>;
  let owner2: Record<string, string>;
  let vet: Record<string, string>;
  const fragment = async (path: string, headers: Record<string, string>, query = '') => (await app.request(`${path}?tz=UTC${query}`, { headers: { ...headers, 'hx-request': 'true' } })).text();

  /** Every card of the complete list, paged through. */
  const completeIds = async (headers: Record<string, string>) => {
    const ids: number[] = [];
    for (let page = 1; page <= 20; page++) ids.push(...cardIds(await fragment('/app/my-appointments', headers, `&status=complete&page=${page}`)));
    return ids;
  };

  beforeAll(async () => {
    app = await createTestApp({ clock: () => new Date(now) });
    other = await openDatabase(app.deps.config.databaseUrl);
    owner = await sessionOf(app, 'owner@example.com', 'user');
    owner2 = await sessionOf(app, 'owner2@example.com', 'user');
    vet = await sessionOf(app, 'vet@example.com', 'vendor');
  });
  afterAll(() => {
    other.close();
    app.close();
  });

  test('a booking canceled by another process leaves the upcoming list on the next request', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.patel, type: 4000, day: 3, at: '10:00' });
    expect(cardIds(await fragment('/app/my-appointments', owner2))).toContain(booking.id);
    expect(cardIds(await fragment('/app/my-appointments', owner2))).toContain(booking.id);
    await other.client.execute({ sql: 'UPDATE bookings SET status = 3 WHERE id = ?', args: [booking.id] });
    expect(cardIds(await fragment('/app/my-appointments', owner2))).not.toContain(booking.id);
    expect(cardIds(await fragment('/app/my-appointments', owner2, '&status=canceled'))).toContain(booking.id);
  });

  test("a practice renamed (its brand) by another process shows its new name on the owner's next list", async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.patel, type: 4000, day: 4, at: '11:00' });
    const before = await fragment('/app/my-appointments', owner2);
    expect(cardIds(before)).toContain(booking.id);
    expect(before).toContain('Happy Paws');
    await other.client.execute({ sql: "UPDATE websites SET name = 'Happy Paws Renamed' WHERE vendor_id = ?", args: [booking.vendor_id] });
    expect(await fragment('/app/my-appointments', owner2)).toContain('Happy Paws Renamed');
  });

  test("one reader's kept list is never another's, with the same filters and the same minute", async () => {
    const { booking } = await insertBooking(app, { email: 'owner@example.com', listing: LISTINGS.romero, type: 4000, day: 5, at: '09:00' });
    const mine = cardIds(await fragment('/app/my-appointments', owner));
    const theirs = cardIds(await fragment('/app/my-appointments', owner2));
    expect(mine).toContain(booking.id);
    expect(theirs).not.toContain(booking.id);
    expect(cardIds(await fragment('/app/my-appointments', owner))).toEqual(mine);
    // The practice sees the booking with its own list, kept apart from the owner's.
    expect(cardIds(await fragment('/app/appointments', vet))).toContain(booking.id);
  });

  test("a team member's kept list follows the listings they manage, changed by another process", async () => {
    const staff = await sessionOf(app, 'staff@example.com', 'vendor');
    const managed = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.romero, type: 4000, day: 6, at: '10:00' });
    const unmanaged = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.patel, type: 4000, day: 6, at: '11:00' });
    const seen = async () => cardIds(await fragment('/app/appointments', staff, '&sort=created'));
    expect(await seen()).toContain(managed.booking.id);
    expect(await seen()).not.toContain(unmanaged.booking.id);
    const vetId = (await loginRow(app, 'vet@example.com')).id;
    await other.client.execute({ sql: 'UPDATE vendor_listings SET managers = ? WHERE id = ?', args: [JSON.stringify([vetId]), managed.listing.id] });
    expect(await seen()).not.toContain(managed.booking.id);
    // The root admin still sees both: the team rule narrows a team member only.
    const root = cardIds(await fragment('/app/appointments', vet, '&sort=created'));
    expect(root).toEqual(expect.arrayContaining([managed.booking.id, unmanaged.booking.id]));
  });

  test('a booking stays in the upcoming list while under way, and leaves it for the complete list in the minute it ends', async () => {
    const { booking } = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.hughes, type: 4000, day: 2, at: '14:00' });
    now = Date.parse(booking.slot) + 1_000;
    // Signed in on the moved clock, so the session is good then.
    const then = await sessionOf(app, 'owner2@example.com', 'user');
    expect(cardIds(await fragment('/app/my-appointments', then))).toContain(booking.id);
    now = Date.parse(booking.slot_end) - 1_000;
    expect(cardIds(await fragment('/app/my-appointments', then))).toContain(booking.id);
    expect(await completeIds(then)).not.toContain(booking.id);
    // The instant it ends it is complete, and stays so through that minute.
    for (const after of [0, 1_000]) {
      now = Date.parse(booking.slot_end) + after;
      expect(cardIds(await fragment('/app/my-appointments', then))).not.toContain(booking.id);
      expect(await completeIds(then)).toContain(booking.id);
    }
    now = Date.now();
  });
});
