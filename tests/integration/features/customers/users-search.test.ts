import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createPracticeLogin } from '../../../helpers/accounts';
import { eq } from 'drizzle-orm';
import { users } from '../../../../db/schema';
import { recordCustomer } from '../../../../src/features/customers/customers.service';

/** The practice's Users search finds names whatever their accents and case, and still pages. */
let app: TestApp;
let practice: string;
let vendorId = 0;
let made = 0;

/** A customer the practice registered (no password: hashing one per row would make the test slow). */
async function customer(first_name: string, last_name: string, vendor = vendorId) {
  made++;
  const [row] = await app.db.insert(users).values({ first_name, last_name, email: `search-${made}-${Date.now()}@example.com`, phone: '5550100000', hash: crypto.randomUUID() }).returning();
  await recordCustomer(app.db, vendor, row!.id, 'registered');
  return row!;
}

interface Page {
  items: { first_name: string; last_name: string }[];
  total: number;
  pages: number;
}
const search = async (q: string, page = 1) => (await (await app.request(`/api/users?q=${encodeURIComponent(q)}&page=${page}`, { headers: bearer(practice) })).json()) as Page;
const names = (page: Page) => page.items.map((c) => `${c.first_name} ${c.last_name}`).sort();

beforeAll(async () => {
  app = await createTestApp();
  const home = await createPracticeLogin(app);
  vendorId = home.vendor.id;
  practice = await apiLogin(app, home.login.email, 'vendor');
  const other = await createPracticeLogin(app);
  await customer('Lucía', 'Pérez');
  await customer('Lucia', 'Gómez');
  await customer('Marta', 'Lucena');
  await customer('Luis', 'Ortega');
  await customer('Lucía', 'Ajena', other.vendor.id);
  for (let i = 0; i < 12; i++) await customer('Ángela', `Núñez${String(i).padStart(2, '0')}`);
}, 30_000);
afterAll(() => app.close());

describe('the Users search', () => {
  test('the Users search is accent- and case-insensitive', async () => {
    for (const q of ['lucia', 'LUCIA', 'lucía', 'LUCÍA', 'Lucia']) expect(names(await search(q))).toEqual(['Lucia Gómez', 'Lucía Pérez']);
    // By last name too, and from any start.
    expect(names(await search('perez'))).toEqual(['Lucía Pérez']);
    expect(names(await search('luc'))).toEqual(['Lucia Gómez', 'Lucía Pérez', 'Marta Lucena']);
    // Another practice's customer is never found.
    expect(names(await search('lucia'))).not.toContain('Lucía Ajena');
  });

  test('an accent-insensitive search pages correctly: the right total and no customer twice', async () => {
    const first = await search('angela');
    expect(first.total).toBe(12);
    expect(first.pages).toBe(2);
    const second = await search('ANGELA', 2);
    expect(second.items).toHaveLength(2);
    expect(new Set([...names(first), ...names(second)]).size).toBe(12);
    expect((await search('nunez')).total).toBe(12);
    expect((await search('Núñez1')).total).toBe(2);
  });

  test('a renamed customer is found by the new name only, and a name of several words by any of them', async () => {
    const row = await customer('Zoë', 'Old-Name');
    expect(names(await search('zoe'))).toEqual(['Zoë Old-Name']);
    await app.db.update(users).set({ first_name: 'Zoë Anne', last_name: "O'Brien" }).where(eq(users.id, row.id));
    expect(names(await search('old'))).toEqual([]);
    for (const q of ['anne', 'zoe an', 'brien', "o'brien"]) expect(names(await search(q))).toEqual(["Zoë Anne O'Brien"]);
  });

  test("a search's wildcard characters are taken literally", async () => {
    for (const q of ['*', 'l*', 'l?cia', '[l]ucia', '%', 'l_cia']) expect((await search(q)).total).toBe(0);
  });

  test('the Users screen shows an accented customer found without the accent', async () => {
    const html = await (await app.request('/app/users?q=lucia', { headers: cookieHeader(practice) })).text();
    expect(html).toContain('Lucía Pérez');
    expect(html).toContain('Lucia Gómez');
  });
});
