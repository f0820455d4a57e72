import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../../helpers/settings';
import { users, vendor_logins } from '../../../../db/schema';
import { recordCustomer } from '../../../../src/features/customers/customers.service';

let app: TestApp;
let a: Awaited<ReturnType<typeof createPracticeWithSite>>;
let b: Awaited<ReturnType<typeof createPracticeWithSite>>;
let bCustomer: typeof users.$inferSelect;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  a = await createPracticeWithSite(app, 'Alpha');
  b = await createPracticeWithSite(app, 'Beta');
  [bCustomer] = (await app.db
    .insert(users)
    .values({ first_name: 'Bea', last_name: 'Customer', email: `bea-${Date.now()}@example.com`, hash: crypto.randomUUID(), vendor_id: b.vendor.id })
    .returning()) as [typeof users.$inferSelect];
  await recordCustomer(app.db, b.vendor.id, bCustomer.id, 'registered');
}, 30_000);
afterAll(() => app.close());

describe("practice A cannot read or change practice B's team, website or customers", () => {
  test("B's team member is not found through any page or API route of A", async () => {
    const id = b.login.id;
    const pages = [`/app/settings/team/${id}`, `/app/settings/team/${id}/remove`];
    for (const path of pages) expect((await app.request(path, { headers: cookieHeader(a.token) })).status).toBe(404);
    const edit = await postForm(app, `/app/settings/team/${id}`, { first_name: 'Hacked', last_name: 'Name', email: 'hacked@example.com', phone: '5550000000', subrole: 'user' }, { headers: cookieHeader(a.token) });
    expect(edit.status).toBe(404);
    expect((await postForm(app, `/app/settings/team/${id}/remove`, {}, { headers: cookieHeader(a.token) })).status).toBe(404);
    expect((await app.request(`/api/settings/team/${id}`, { headers: bearer(a.token) })).status).toBe(404);
    const put = await app.request(`/api/settings/team/${id}`, {
      method: 'PUT',
      json: { first_name: 'Hacked', last_name: 'Name', email: 'hacked@example.com', phone: '5550000000', subrole: 'user' },
      headers: bearer(a.token),
    });
    expect(put.status).toBe(404);
    expect((await app.request(`/api/settings/team/${id}`, { method: 'DELETE', headers: bearer(a.token) })).status).toBe(404);
    const list = (await (await app.request('/api/settings/team', { headers: bearer(a.token) })).json()) as { id: number }[];
    expect(list.map((m) => m.id)).toEqual([a.login.id]);
    const [row] = await app.db.select().from(vendor_logins).where(eq(vendor_logins.id, id));
    expect(row).toMatchObject({ first_name: b.login.first_name, email: b.login.email, subrole: 'root_admin' });
  });

  test("A's website saves touch only A's website, whatever the body says", async () => {
    const res = await app.request('/api/settings/website', { method: 'PUT', json: { name: 'Alpha New', vendor_id: b.vendor.id, id: b.website.id }, headers: bearer(a.token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ vendor_id: a.vendor.id, name: 'Alpha New' });
    expect((await websiteRow(app, b.vendor.id))!.name).toBe(b.website.name);
    const page = await (await app.request('/app/settings/website', { headers: cookieHeader(a.token) })).text();
    expect(page).not.toContain(b.website.name);
    const domains = await (await app.request('/api/settings/website', { headers: bearer(a.token) })).json();
    expect(domains).toMatchObject({ sub_domain: a.website.sub_domain });
  });

  test("B's customers are not A's: not listed, not viewable, not found by hash", async () => {
    const list = (await (await app.request(`/api/users?q=bea`, { headers: bearer(a.token) })).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);
    expect(await (await app.request('/app/users?q=bea', { headers: cookieHeader(a.token) })).text()).not.toContain(bCustomer.email);
    expect((await app.request(`/app/users/${bCustomer.id}`, { headers: cookieHeader(a.token) })).status).toBe(404);
    expect((await app.request(`/api/users/${bCustomer.id}`, { headers: bearer(a.token) })).status).toBe(404);
    expect((await app.request(`/api/users/lookup?hash=${bCustomer.hash}`, { headers: bearer(a.token) })).status).toBe(404);
    expect(((await (await app.request('/api/users?q=bea', { headers: bearer(b.token) })).json()) as { items: unknown[] }).items).toHaveLength(1);
  });
});

describe('the JSON API description', () => {
  test('/api/docs lists the team, website, domains and users calls', async () => {
    const doc = (await (await app.request('/api/docs')).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ['/api/settings/team', 'post'],
      ['/api/settings/team/{id}', 'put'],
      ['/api/settings/team/{id}', 'delete'],
      ['/api/settings/website', 'put'],
      ['/api/settings/domains', 'put'],
      ['/api/users', 'get'],
      ['/api/users/lookup', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]).toBeDefined();
    }
  });
});
