import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { users } from '../../../../db/schema';
import { isCustomerOf, recordCustomer } from '../../../../src/features/customers/customers.service';

let app: TestApp;
let happyPaws: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  happyPaws = await apiLogin(app, 'vet@example.com', 'vendor');
}, 30_000);
afterAll(() => app.close());

let made = 0;
/** A customer the practice registered, without a password (hashing one per row would make the test slow). */
async function createOwner(_app: TestApp, values: { vendor_id: number; first_name?: string }) {
  made++;
  const [row] = await app.db
    .insert(users)
    .values({ first_name: 'Test', last_name: `Customer${made}`, email: `customer-${made}-${Date.now()}@example.com`, phone: '5550100000', hash: crypto.randomUUID(), ...values })
    .returning();
  await recordCustomer(app.db, values.vendor_id, row!.id, 'registered');
  return row!;
}

const owner = () => app.db.query.users.findFirst({ where: eq(users.email, 'owner@example.com') });

describe('the Users screen', () => {
  test('finds the demo owner by part of their e-mail, with pets count and last appointment', async () => {
    const res = await app.request('/app/users?q=owner%40exa', { headers: cookieHeader(happyPaws) });
    expect(res.status).toBe(200);
    const html = await res.text();
    const row = /<tr data-user="owner@example.com">([\s\S]*?)<\/tr>/.exec(html)?.[1];
    expect(row).toContain('Sarah Mitchell');
    expect(row).toMatch(/<td>2<\/td>/);
    expect(row).not.toContain('—');
    expect(html).not.toContain('owner2@example.com');
    expect(html).toContain('Page 1 of 1');
  });

  test('searches by first name, last name and mobile, and says when nothing matches', async () => {
    for (const q of ['sar', 'MITCH']) expect(await (await app.request(`/app/users?q=${q}`, { headers: cookieHeader(happyPaws) })).text()).toContain('owner@example.com');
    const me = (await owner())!;
    expect(await (await app.request(`/app/users?q=${me.phone!.slice(0, 6)}`, { headers: cookieHeader(happyPaws) })).text()).toContain('owner@example.com');
    expect(await (await app.request('/app/users?q=zzzz', { headers: cookieHeader(happyPaws) })).text()).toContain('No Records Found');
  });

  test('htmx gets only the table fragment', async () => {
    const res = await app.request('/app/users?q=owner', { headers: { ...cookieHeader(happyPaws), 'hx-request': 'true' } });
    const html = await res.text();
    expect(html.startsWith('<div id="users-list">')).toBe(true);
    expect(res.headers.get('vary')).toContain('HX-Request');
  });

  test('View opens their pets and records, read-only', async () => {
    const me = (await owner())!;
    const html = await (await app.request(`/app/users/${me.id}`, { headers: cookieHeader(happyPaws) })).text();
    expect(html).toContain('data-pet="Biscuit"');
    expect(html).toContain('Rabies (3-year)');
    expect(html.slice(html.indexOf('dashboard-content'), html.indexOf('</main>'))).not.toContain('<form');
  });

  test('pages hold 10 customers, newest first, with the real page count and no overlap', async () => {
    const practice = await createPracticeWithSite(app);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push((await createOwner(app, { vendor_id: practice.vendor.id, first_name: 'Paged' })).id);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await (await app.request(`/api/users?page=${page}`, { headers: bearer(practice.token) })).json()) as { items: { id: number }[]; pages: number; total: number });
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3]);
    expect(pages[0]!).toMatchObject({ pages: 3, total: 23 });
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([...ids].reverse());
    expect(await (await app.request('/app/users?page=3', { headers: cookieHeader(practice.token) })).text()).toContain('Page 3 of 3');
  });

  test('a practice sees only its customers: those who booked with it or whom it registered', async () => {
    const practice = await createPracticeWithSite(app);
    const mine = await createOwner(app, { vendor_id: practice.vendor.id });
    const me = (await owner())!;
    expect(await isCustomerOf(app.db, practice.vendor.id, mine.id)).toBe(true);
    expect(await isCustomerOf(app.db, practice.vendor.id, me.id)).toBe(false);
    const list = (await (await app.request('/api/users', { headers: bearer(practice.token) })).json()) as { items: { email: string }[] };
    expect(list.items.map((i) => i.email)).toEqual([mine.email]);
    expect((await app.request(`/app/users/${me.id}`, { headers: cookieHeader(practice.token) })).status).toBe(404);
    expect((await app.request(`/api/users/${me.id}`, { headers: bearer(practice.token) })).status).toBe(404);
    expect((await app.request(`/api/users/lookup?hash=${me.hash}`, { headers: bearer(practice.token) })).status).toBe(404);
    const found = await app.request(`/api/users/lookup?hash=${me.hash}`, { headers: bearer(happyPaws) });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ email: 'owner@example.com' });
  });

  test('a team member and an owner get 404 or are refused', async () => {
    const staff = await apiLogin(app, 'staff@example.com', 'vendor');
    expect((await app.request('/app/users', { headers: cookieHeader(staff) })).status).toBe(404);
    const me = (await owner())!;
    expect((await app.request(`/app/users/${me.id}`, { headers: cookieHeader(staff) })).status).toBe(404);
    const ownerToken = await apiLogin(app, 'owner@example.com');
    expect((await app.request('/api/users', { headers: bearer(ownerToken) })).status).toBe(403);
    expect((await app.request('/api/users')).status).toBe(401);
  });
});
