import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer } from '../../../helpers/accounts';
import { listingByTitle } from '../../../helpers/booking';
import { bookings, payments, users } from '../../../../db/schema';
import { rebuildRollup } from '../../../../src/features/reports/reports.service';
import type { Report } from '../../../../src/features/reports/reports.figures';

/*
 * A platform with a USD practice (Happy Paws) and a GBP one (City Cat Clinic, as seeded), each
 * with paid bookings on 2 June 2024: $1,200.00 (two of $600) and £340.00 (two of £170). The
 * platform admin's report shows one figure per currency and never their sum (1,540).
 */
let app: TestApp;
let admin: string;

async function paidBooking(listingTitle: string, userId: number, created: string, amount: number, currency: string) {
  const listing = await listingByTitle(app, listingTitle);
  // A slot of its own per booking (one live booking per listing and slot).
  const slot = `2024-06-10T${created.slice(11, 13)}:00:00.000Z`;
  const [b] = await app.db
    .insert(bookings)
    .values({
      slot,
      slot_end: slot.replace(':00:00.000Z', ':30:00.000Z'),
      status: 1,
      type: 2000,
      user_id: userId,
      vendor_id: listing.vendor_id,
      vendor_listing_id: listing.id,
      details: { type: 2000, slot, user: { id: userId, first_name: 'Two', last_name: 'Currencies', email: 'two@example.com' }, listing: { title: listing.title, line1: listing.line1, duration: 30, price: amount, currency: currency.toUpperCase() }, info: { summary: 'Check' }, userTZ: 'UTC', listingTZ: listing.timezone },
      created_at: created,
    })
    .returning();
  const [p] = await app.db
    .insert(payments)
    .values({ booking_id: b!.id, user_id: userId, vendor_id: listing.vendor_id, provider: 'sandbox', reference: `sb_cur_${b!.id}`, idempotency_key: crypto.randomUUID(), amount, currency, status: 'succeeded' })
    .returning();
  await app.db.update(bookings).set({ payment_id: p!.id }).where(eq(bookings.id, b!.id));
}

beforeAll(async () => {
  app = await createTestApp();
  const [owner] = await app.db.insert(users).values({ first_name: 'Two', last_name: 'Currencies', email: 'two-currencies@example.com', hash: crypto.randomUUID() }).returning();
  for (const created of ['2024-06-02T12:00:00.000Z', '2024-06-02T13:00:00.000Z']) {
    await paidBooking('Dr. Maya Patel', owner!.id, created, 60000, 'usd');
    await paidBooking('Dr. Eleanor Hughes', owner!.id, created, 17000, 'gbp');
  }
  await rebuildRollup(app.db);
  admin = await apiLogin(app, 'admin@example.com', 'admin');
}, 60_000);
afterAll(() => app.close());

const PERIOD = 'from=2024-06-01&to=2024-06-03';

describe('the platform admin’s reports never add two currencies', () => {
  test('the API keeps one sum per currency', async () => {
    const body = (await (await app.request(`/api/reports?${PERIOD}`, { headers: bearer(admin) })).json()) as Report;
    expect(body.currencies.sort()).toEqual(['GBP', 'USD']);
    expect(body.totals.revenue).toEqual({ USD: 120000, GBP: 34000 });
    expect(body.totals.bookings).toBe(4);
  }, 30_000);

  test('the page shows two totals and no mixed sum', async () => {
    const res = await app.request(`/app/admin/reports?${PERIOD}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    const html = await res.text();
    const revenue = html.match(/data-total-key="revenue">\s*<dt>[^<]*<\/dt>\s*<dd>([^<]*)<\/dd>/)?.[1];
    expect(revenue).toBe('$1,200 · £340');
    expect(html).not.toContain('1,540');
    expect(html).toContain('Revenue (USD)');
    expect(html).toContain('Revenue (GBP)');
  }, 30_000);

  test('the CSV has a revenue column per currency, each adding up on its own', async () => {
    const res = await app.request(`/app/admin/reports/csv?table=series&${PERIOD}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    const csv = await res.text();
    const [head, ...rows] = csv.trim().split('\r\n');
    const columns = head!.split(',');
    expect(columns.slice(0, 2)).toEqual(['Day', 'Bookings']);
    expect(columns.slice(2).sort()).toEqual(['Revenue (GBP)', 'Revenue (USD)']);
    const total = Object.fromEntries(columns.map((c, i) => [c, rows.at(-1)!.split(',')[i]]));
    expect(total).toMatchObject({ Day: 'Total', Bookings: '4', 'Revenue (USD)': '1200.00', 'Revenue (GBP)': '340.00' });
    expect(csv).not.toContain('1540');
  }, 30_000);

  test('each practice’s own report is in its own currency, and so is its row in the practice list', async () => {
    const vet2 = await apiLogin(app, 'vet2@example.com', 'vendor');
    const own = (await (await app.request(`/api/reports?${PERIOD}`, { headers: bearer(vet2) })).json()) as Report;
    expect(own.currencies).toEqual(['GBP']);
    expect(own.totals.revenue).toEqual({ GBP: 34000 });
    const page = await (await app.request(`/app/reports?${PERIOD}`, { headers: bearer(vet2) })).text();
    const figures = page.slice(page.indexOf('id="report"'));
    expect(figures).toContain('£340');
    expect(figures).not.toContain('$');
    const practices = await (await app.request('/app/admin', { headers: bearer(admin) })).text();
    expect(practices).toMatch(/City Cat Clinic[\s\S]*?£\d/);
  }, 30_000);
});
