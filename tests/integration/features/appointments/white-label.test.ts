import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { bookings, websites } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { everythingListed, sessionOf, userId } from './fixtures';

/** Issue 15.7: on a practice's own site the owner's My Appointments holds that practice's bookings only; the main host all of them. */
describe('white-label appointment lists', () => {
  let app: TestApp;
  let mine: (typeof bookings.$inferSelect)[];
  let owner: Record<string, string>;
  let hosts: { happypaws: number; citycats: number };

  beforeAll(async () => {
    app = await createTestApp();
    const id = await userId(app, 'owner@example.com');
    mine = await app.db.select().from(bookings).where(eq(bookings.user_id, id));
    owner = await sessionOf(app, 'owner@example.com', 'user');
    const site = async (label: string) => (await app.db.query.websites.findFirst({ where: eq(websites.sub_domain, label) }))!.vendor_id;
    hosts = { happypaws: await site('happypaws'), citycats: await site('citycats') };
  });
  afterAll(() => app.close());

  const ids = (keep: (b: (typeof mine)[number]) => boolean) => mine.filter(keep).map((b) => b.id).sort((a, b) => a - b);
  const listedOn = async (host: string) => {
    const res = (path: string, init: { headers: Record<string, string> }) => app.request(path, { ...init, host });
    return everythingListed({ ...app, request: res } as TestApp, '/app/my-appointments', owner);
  };

  test('the demo owner has bookings with both practices', () => {
    expect(ids((b) => b.vendor_id === hosts.happypaws).length).toBeGreaterThan(0);
    expect(ids((b) => b.vendor_id === hosts.citycats).length).toBeGreaterThan(0);
  });

  test('the main host lists every booking of the owner', async () => {
    expect(await listedOn('localhost')).toEqual(ids(() => true));
  });

  test('each practice site lists only the owner’s bookings with that practice', async () => {
    expect(await listedOn('happypaws.localhost')).toEqual(ids((b) => b.vendor_id === hosts.happypaws));
    expect(await listedOn('citycats.localhost')).toEqual(ids((b) => b.vendor_id === hosts.citycats));
  });

  test('on a practice site a booking with another practice does not open (404); on the main host it does', async () => {
    const other = mine.find((b) => b.vendor_id === hosts.citycats)!;
    const own = mine.find((b) => b.vendor_id === hosts.happypaws)!;
    expect((await app.request(`/app/my-appointments/${other.id}`, { host: 'happypaws.localhost', headers: owner })).status).toBe(404);
    expect((await app.request(`/app/my-appointments/${own.id}`, { host: 'happypaws.localhost', headers: owner })).status).toBe(200);
    expect((await app.request(`/app/my-appointments/${other.id}`, { headers: owner })).status).toBe(200);
    // Nor can it be canceled from there.
    const upcoming = mine.find((b) => b.vendor_id === hosts.citycats && b.status === 0 && b.slot > new Date().toISOString())!;
    const cancel = await app.request(`/app/appointments/${upcoming.id}/cancel`, { method: 'POST', host: 'happypaws.localhost', headers: { ...owner, origin: 'http://happypaws.localhost' } });
    expect(cancel.status).toBe(404);
    expect((await app.db.query.bookings.findFirst({ where: eq(bookings.id, upcoming.id) }))!.status).toBe(0);
  });
});
