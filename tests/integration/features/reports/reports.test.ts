import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { CARD, listingByTitle, petOf, slotTaker, userByEmail } from '../../../helpers/booking';
import { bookings, payments, users, vendors } from '../../../../db/schema';
import { rebuildRollup } from '../../../../src/features/reports/reports.service';
import type { Report } from '../../../../src/features/reports/reports.figures';

/*
 * Hand-computed figures on a fixed set of Happy Paws bookings (listing zone America/New_York)
 * around midnight and the daylight-saving days (2 Nov 2025: EDT → EST; 8 Mar 2026: EST → EDT):
 *  b1 made 2025-11-02T03:30Z = 1 Nov 23:30 EDT → 1 Nov; slot 5 Nov 10:00 EST; complete; paid $45
 *  b2 made 2025-11-02T04:30Z = 2 Nov 00:30 EDT → 2 Nov; slot 8 Nov 23:59 EST; canceled; paid $45, refunded $45
 *  b3 made 2025-11-03T04:30Z = 2 Nov 23:30 EST → 2 Nov; slot 8 Mar 01:30 EST (Sunday); upcoming then; free
 *  b4 made 2025-11-03T05:30Z = 3 Nov 00:30 EST → 3 Nov; slot 8 Mar 23:30 EDT (Sunday); free
 * b1 and b2 are one new owner's, b3 and b4 another's: two new customers.
 */
let app: TestApp;
let vet: string;
let vendorId: number;

async function newOwner(email: string) {
  const [row] = await app.db.insert(users).values({ first_name: 'Report', last_name: 'Owner', email, hash: crypto.randomUUID() }).returning();
  return row!;
}

async function addBooking(userId: number, created: string, slot: string, status: number, paid: number, refunded: number) {
  const listing = await listingByTitle(app, 'Dr. Maya Patel');
  const [b] = await app.db
    .insert(bookings)
    .values({
      slot,
      slot_end: new Date(Date.parse(slot) + 20 * 60_000).toISOString(),
      status,
      type: 2000,
      user_id: userId,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      details: { type: 2000, slot, user: { id: userId, first_name: 'Report', last_name: 'Owner', email: 'x@example.com' }, listing: { title: listing.title, line1: listing.line1, duration: 20, price: 4500 }, info: { summary: 'Check' }, userTZ: 'UTC', listingTZ: 'America/New_York' },
      created_at: created,
    })
    .returning();
  if (paid > 0) {
    const [p] = await app.db
      .insert(payments)
      .values({ booking_id: b!.id, user_id: userId, vendor_id: listing.vendor_id, provider: 'sandbox', reference: `sb_report_${b!.id}`, idempotency_key: crypto.randomUUID(), amount: paid, refunded_amount: refunded, status: refunded ? 'refunded' : 'succeeded' })
      .returning();
    await app.db.update(bookings).set({ payment_id: p!.id }).where(eq(bookings.id, b!.id));
  }
  vendorId = listing.vendor_id;
}

async function report(token: string, query: string): Promise<{ status: number; body: Report }> {
  const res = await app.request(`/api/reports?${query}`, { headers: bearer(token) });
  return { status: res.status, body: (await res.json()) as Report };
}

beforeAll(async () => {
  app = await createTestApp();
  const a = await newOwner('report-a@example.com');
  const b = await newOwner('report-b@example.com');
  await addBooking(a.id, '2025-11-02T03:30:00.000Z', '2025-11-05T15:00:00.000Z', 1, 4500, 0);
  await addBooking(a.id, '2025-11-02T04:30:00.000Z', '2025-11-09T04:59:00.000Z', 3, 4500, 4500);
  await addBooking(b.id, '2025-11-03T04:30:00.000Z', '2026-03-08T06:30:00.000Z', 0, 0, 0);
  await addBooking(b.id, '2025-11-03T05:30:00.000Z', '2026-03-09T03:30:00.000Z', 0, 0, 0);
  await rebuildRollup(app.db);
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
}, 60_000);
afterAll(() => app.close());

describe('a practice report', () => {
  test('counts each booking on the day it was made in the listing’s zone, around midnight and the clock change', async () => {
    const { status, body } = await report(vet, 'from=2025-11-01&to=2025-11-03');
    expect(status).toBe(200);
    expect(body.series.map((s) => [s.label, s.bookings, s.revenue])).toEqual([
      ['2025-11-01', 1, { USD: 4500 }],
      ['2025-11-02', 2, { USD: 4500 }],
      ['2025-11-03', 1, { USD: 0 }],
    ]);
    expect(body.currencies).toEqual(['USD']);
    expect(body.totals).toEqual({ bookings: 4, revenue: { USD: 9000 }, refunds: { USD: 4500 }, fees: { USD: 0 }, net: { USD: 4500 }, canceled: 1, cancellationRate: 0.25, newCustomers: 2, returningBookings: 2, noShows: 0, noShowRate: 0 });
    expect(body.byStatus.find((s) => s.label === 'Completed')!.bookings).toBe(3);
    expect(body.byStatus.find((s) => s.label === 'Canceled')!.bookings).toBe(1);
    expect(body.byType).toEqual([{ label: 'Clinic', bookings: 4, revenue: { USD: 9000 } }]);
  }, 30_000);

  test('narrowing the dates changes the figures', async () => {
    const { body } = await report(vet, 'from=2025-11-02&to=2025-11-02');
    expect(body.totals.bookings).toBe(2);
    expect(body.totals.revenue).toEqual({ USD: 4500 });
  }, 30_000);

  test('by appointment date, the heat map puts the DST-day bookings at 01:00 and 23:00 on Sunday', async () => {
    const { body } = await report(vet, 'from=2026-03-08&to=2026-03-08&basis=slot');
    expect(body.totals.bookings).toBe(2);
    expect(body.heat[6]![1]).toBe(1);
    expect(body.heat[6]![23]).toBe(1);
    expect(body.heat.flat().reduce((a, b) => a + b, 0)).toBe(2);
    const week = await report(vet, 'from=2025-11-01&to=2025-11-10&basis=slot&interval=week');
    expect(week.body.series.map((s) => [s.label, s.bookings])).toEqual([
      ['2025-10-27', 0],
      ['2025-11-03', 2],
      ['2025-11-10', 0],
    ]);
  }, 30_000);

  test('the CSV of a table has the same rows and totals as the table', async () => {
    const res = await app.request('/app/reports/csv?table=series&from=2025-11-01&to=2025-11-03', { headers: bearer(vet) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(await res.text()).toBe('Day,Bookings,Revenue (USD)\r\n2025-11-01,1,45.00\r\n2025-11-02,2,45.00\r\n2025-11-03,1,0.00\r\nTotal,4,90.00\r\n');
  }, 30_000);

  test('the page shows the figures with money in whole dollars', async () => {
    const res = await app.request('/app/reports?from=2025-11-01&to=2025-11-03', { headers: bearer(vet) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Bookings and revenue by day');
    expect(html).toContain('$90');
    expect(html).toContain('25.0%');
    expect(html).toContain('href="/app/reports"');
  }, 30_000);

  test('bad dates are refused naming the field', async () => {
    const reversed = await app.request('/api/reports?from=2025-11-05&to=2025-11-01', { headers: bearer(vet) });
    expect(reversed.status).toBe(422);
    expect(((await reversed.json()) as { field: string }).field).toBe('from');
    const junk = await app.request('/api/reports?from=yesterday', { headers: bearer(vet) });
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
  }, 30_000);
});

describe('who sees which figures', () => {
  test('another practice never sees these figures, even naming this practice', async () => {
    const other = await apiLogin(app, 'vet2@example.com', 'vendor');
    for (const query of ['from=2025-11-01&to=2025-11-03', `from=2025-11-01&to=2025-11-03&vendor=${vendorId}`]) {
      const { status, body } = await report(other, query);
      expect(status).toBe(200);
      expect(body.totals.bookings).toBe(0);
    }
    const csv = await app.request(`/app/reports/csv?table=series&from=2025-11-01&to=2025-11-03&vendor=${vendorId}`, { headers: bearer(other) });
    expect(await csv.text()).toContain('Total,0,0.00');
  }, 30_000);

  test('a team member and an owner get 404, page and API', async () => {
    for (const [email, role] of [['staff@example.com', 'vendor'], ['owner@example.com', 'user']] as const) {
      const token = await apiLogin(app, email, role);
      expect((await app.request('/app/reports', { headers: bearer(token) })).status).toBe(404);
      expect((await app.request('/api/reports', { headers: bearer(token) })).status).toBe(404);
      expect((await app.request('/app/admin/reports', { headers: bearer(token) })).status).not.toBe(200);
    }
    const staffPage = await app.request('/app/appointments', { headers: bearer(await apiLogin(app, 'staff@example.com', 'vendor')) });
    expect(await staffPage.text()).not.toContain('href="/app/reports"');
  }, 30_000);

  test('the platform admin sees every practice, or one with the vendor filter', async () => {
    const admin = await apiLogin(app, 'admin@example.com', 'admin');
    const one = await report(admin, `from=2025-11-01&to=2025-11-03&vendor=${vendorId}`);
    expect(one.body.totals.bookings).toBe(4);
    const page = await app.request(`/app/admin/reports?from=2025-11-01&to=2025-11-03`, { headers: bearer(admin) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('All practices');
  }, 30_000);
});

describe('the platform admin suspends a practice', () => {
  test('its site says it is not taking bookings and /api/payment refuses its slots, until restored', async () => {
    const admin = await apiLogin(app, 'admin@example.com', 'admin');
    const [cityCats] = await app.db.select().from(vendors).where(eq(vendors.name, 'City Cat Clinic'));
    const list = await (await app.request('/app/admin?q=city', { headers: bearer(admin) })).text();
    expect(list).toContain('City Cat Clinic');
    expect(list).not.toContain('Happy Paws');

    const suspend = await app.request(`/app/admin/practices/${cityCats!.id}/suspend`, { method: 'POST', headers: bearer(admin) });
    expect(suspend.status).toBe(303);
    expect(await (await app.request('/', { host: 'citycats.localhost' })).text()).toContain('This practice is not taking bookings');

    const owner = await userByEmail(app, 'owner@example.com');
    const token = await apiLogin(app, 'owner@example.com', 'user');
    const listing = await listingByTitle(app, 'Dr. Eleanor Hughes');
    const take = slotTaker(app, listing.id, 4000, listing.timezone);
    const body = { vendor_listing_id: listing.id, type: 4000, slot: await take(), pet: (await petOf(app, owner.id)).id, info: { summary: 'Check' }, payment: CARD };
    const refused = await app.request('/api/payment', { method: 'POST', json: body, headers: bearer(token) });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { status: string }).status).toBe('This practice is not taking bookings');

    await app.request(`/app/admin/practices/${cityCats!.id}/restore`, { method: 'POST', headers: bearer(admin) });
    expect(await (await app.request('/', { host: 'citycats.localhost' })).text()).not.toContain('This practice is not taking bookings');
    const booked = await app.request('/api/payment', { method: 'POST', json: body, headers: bearer(token) });
    expect(booked.status).toBe(200);
  }, 30_000);

  test('only the platform admin may suspend', async () => {
    const practice = await apiLogin(app, 'vet@example.com', 'vendor');
    const res = await app.request(`/app/admin/practices/${vendorId}/suspend`, { method: 'POST', headers: bearer(practice) });
    expect(res.headers.get('location')).not.toBe('/app/admin');
    const [row] = await app.db.select().from(vendors).where(eq(vendors.id, vendorId));
    expect(row!.suspended_at).toBeNull();
  }, 30_000);
});

describe('the external dashboard', () => {
  test('is off by default', async () => {
    expect((await app.request('/app/reports/embed', { headers: bearer(vet) })).status).toBe(404);
    expect(await (await app.request('/app/reports', { headers: bearer(vet) })).text()).not.toContain('External dashboard');
  }, 30_000);

  test('when configured, a tab frames it with a 5-minute signed token naming the practice, and the CSP allows its origin', async () => {
    const embedded = await createTestApp({ env: { REPORTS_EMBED_URL: 'https://bi.example.com/dash?x=1', REPORTS_EMBED_SECRET: 'embed-secret' } });
    try {
      const token = await apiLogin(embedded, 'vet@example.com', 'vendor');
      const res = await embedded.request('/app/reports/embed', { headers: bearer(token) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain('frame-src \'self\' https://bi.example.com');
      const src = /<iframe[^>]*src="([^"]+)"/.exec(await res.text())![1]!.replaceAll('&amp;', '&');
      const url = new URL(src);
      expect(url.origin + url.pathname).toBe('https://bi.example.com/dash');
      const [head, body, signature] = url.searchParams.get('token')!.split('.');
      const expected = createHmac('sha256', 'embed-secret').update(`${head}.${body}`).digest('base64url');
      expect(signature).toBe(expected);
      const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { vendor_id: number; iat: number; exp: number };
      expect(claims.exp - claims.iat).toBe(300);
      expect(claims.vendor_id).toBe(vendorId);
      const staff = await apiLogin(embedded, 'staff@example.com', 'vendor');
      expect((await embedded.request('/app/reports/embed', { headers: bearer(staff) })).status).toBe(404);
    } finally {
      embedded.close();
    }
  }, 30_000);
});
