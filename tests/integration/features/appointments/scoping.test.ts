import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { bookings, outbox, payments } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, countRows, createPracticeLogin } from '../../../helpers/accounts';
import { LISTINGS, bookingRow, everythingListed, insertBooking, listingByTitle, loginRow, sessionOf, userId } from './fixtures';

type Who = 'anonymous' | 'owner' | 'other owner' | 'practice root' | 'other practice' | 'team member' | 'admin' | 'practice without bookings';

/**
 * The scoping matrix (spec §6): who lists, opens and cancels which bookings. Every person's
 * visible set is compared with the exact set the rules give, so a single leak fails.
 */
describe('who sees and cancels which appointments', () => {
  let app: TestApp;
  let all: (typeof bookings.$inferSelect)[];
  const headers: Partial<Record<Who, Record<string, string>>> = {};
  const expected: Partial<Record<Who, number[]>> = {};
  const listPath = (who: Who) => (['practice root', 'other practice', 'team member', 'practice without bookings'].includes(who) ? '/app/appointments' : '/app/my-appointments');

  beforeAll(async () => {
    app = await createTestApp();
    all = await app.db.select().from(bookings);
    const owner = await userId(app, 'owner@example.com');
    const owner2 = await userId(app, 'owner2@example.com');
    const vet = await loginRow(app, 'vet@example.com');
    const vet2 = await loginRow(app, 'vet2@example.com');
    const romero = await listingByTitle(app, LISTINGS.romero);
    const empty = await createPracticeLogin(app);
    headers.owner = await sessionOf(app, 'owner@example.com', 'user');
    headers['other owner'] = await sessionOf(app, 'owner2@example.com', 'user');
    headers['practice root'] = await sessionOf(app, 'vet@example.com', 'vendor');
    headers['other practice'] = await sessionOf(app, 'vet2@example.com', 'vendor');
    headers['team member'] = await sessionOf(app, 'staff@example.com', 'vendor');
    headers.admin = await sessionOf(app, 'admin@example.com', 'admin');
    headers['practice without bookings'] = cookieHeader(await apiLogin(app, empty.login.email, 'vendor'));
    const ids = (keep: (b: (typeof all)[number]) => boolean) => all.filter(keep).map((b) => b.id).sort((a, b) => a - b);
    expected.owner = ids((b) => b.user_id === owner);
    expected['other owner'] = ids((b) => b.user_id === owner2);
    expected['practice root'] = ids((b) => b.vendor_id === vet.vendor_id);
    expected['other practice'] = ids((b) => b.vendor_id === vet2.vendor_id);
    expected['team member'] = ids((b) => b.vendor_listing_id === romero.id);
    expected.admin = ids(() => true);
    expected['practice without bookings'] = [];
  });
  afterAll(() => app.close());

  test('the demo data gives every person something to see, and each set differs', () => {
    for (const who of ['owner', 'other owner', 'practice root', 'other practice', 'team member'] as Who[]) expect(expected[who]!.length).toBeGreaterThan(1);
    expect(expected['team member']!.length).toBeLessThan(expected['practice root']!.length);
  });

  for (const who of ['owner', 'other owner', 'practice root', 'other practice', 'team member', 'admin', 'practice without bookings'] as Who[]) {
    test(`${who}: lists exactly their bookings and opens only those`, async () => {
      expect(await everythingListed(app, listPath(who), headers[who]!)).toEqual(expected[who]!);
      for (const booking of all) {
        const res = await app.request(`${listPath(who)}/${booking.id}`, { headers: headers[who] });
        expect({ id: booking.id, status: res.status }).toEqual({ id: booking.id, status: expected[who]!.includes(booking.id) ? 200 : 404 });
      }
    });
  }

  test('anonymous: the lists, a booking and its session page send to sign in', async () => {
    for (const path of ['/app/my-appointments', '/app/appointments', `/app/my-appointments/${all[0]!.id}`, `/app/appointments/${all[0]!.id}`, `/appointments/${all[0]!.id}/session`]) {
      const res = await app.request(path);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toStartWith('/login/?redirect=');
    }
  });

  test('a practice cannot use the owners’ screen, nor an owner the practices’', async () => {
    expect((await app.request('/app/my-appointments', { headers: headers['practice root'] })).headers.get('location')).toBe('/404');
    expect((await app.request('/app/appointments', { headers: headers.owner })).headers.get('location')).toBe('/404');
  });

  test('a team member filtering by a listing they do not manage sees nothing', async () => {
    const patel = await listingByTitle(app, LISTINGS.patel);
    const res = await app.request(`/app/appointments?status=complete&listing=${patel.id}`, { headers: { ...headers['team member']!, 'hx-request': 'true' } });
    expect(await res.text()).toContain('No Appointments Found');
  });

  test('cancel: only the owner and the practice (a team member for managed listings) may; everyone else changes nothing', async () => {
    // One upcoming paid booking of the other owner on Dr. Romero's listing (the team member's), one on Dr. Patel's.
    const romeroBooking = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.romero, type: 4000, day: 9, at: '12:00', paidDaysAgo: 1 });
    const patelBooking = await insertBooking(app, { email: 'owner2@example.com', listing: LISTINGS.patel, type: 4000, day: 9, at: '12:00', paidDaysAgo: 1 });
    const refused: [Who, number, number][] = [
      ['owner', romeroBooking.booking.id, 404],
      ['other practice', romeroBooking.booking.id, 404],
      ['practice without bookings', romeroBooking.booking.id, 404],
      ['team member', patelBooking.booking.id, 404],
      ['admin', romeroBooking.booking.id, 403],
    ];
    const mails = await countRows(app, outbox);
    for (const [who, id, status] of refused) {
      const res = await app.request(`/app/appointments/${id}/cancel`, { method: 'POST', headers: headers[who] });
      expect({ who, status: res.status }).toEqual({ who, status });
    }
    const anonymous = await app.request(`/app/appointments/${romeroBooking.booking.id}/cancel`, { method: 'POST' });
    expect(anonymous.status).toBe(303);
    for (const { booking, payment } of [romeroBooking, patelBooking]) {
      expect((await bookingRow(app, booking.id)).status).toBe(0);
      expect((await app.db.query.payments.findFirst({ where: (p, { eq }) => eq(p.id, payment!.id) }))!.status).toBe('succeeded');
    }
    expect(await countRows(app, outbox)).toBe(mails);

    // Those allowed: the team member for the managed listing, the practice root for the other.
    const byTeam = await app.request(`/app/appointments/${romeroBooking.booking.id}/cancel`, { method: 'POST', headers: headers['team member'] });
    expect(byTeam.status).toBe(303);
    expect(byTeam.headers.get('location')).toBe(`/app/appointments?canceled=${romeroBooking.booking.id}`);
    const byRoot = await app.request(`/app/appointments/${patelBooking.booking.id}/cancel`, { method: 'POST', headers: headers['practice root'] });
    expect(byRoot.status).toBe(303);
    expect((await bookingRow(app, romeroBooking.booking.id)).status).toBe(3);
    expect((await bookingRow(app, patelBooking.booking.id)).status).toBe(3);
    expect(await countRows(app, payments)).toBeGreaterThan(0);
  });
});
