import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createPracticeLogin, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite, websiteRow } from '../../../helpers/settings';
import { vendor_logins } from '../../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const HOSTILE =
  '<h2>Welcome</h2><script>alert(1)</script><img src="https://cdn.example/x.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">click</a><iframe srcdoc="<script>alert(4)</script>"></iframe>' +
  '<p style="background:url(javascript:alert(5))">Open daily</p><form action="https://evil.example"><input name="card"></form>';

describe('Settings tabs', () => {
  test('the root admin sees Website, Domains, Team, Practice, Webhooks, My Profile, Account and Telehealth, and Settings opens on Website', async () => {
    const { token } = await createPracticeWithSite(app);
    const start = await app.request('/app/settings', { headers: cookieHeader(token) });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe('/app/settings/website');
    const html = await (await app.request('/app/settings/website', { headers: cookieHeader(token) })).text();
    const tabs = [...html.matchAll(/<a href="\/app\/settings\/(\w+)" class="tab"/g)].map((m) => m[1]);
    expect(tabs).toEqual(['website', 'domains', 'team', 'practice', 'webhooks', 'profile', 'account', 'telehealth']);
    expect(html).toContain('<a href="/app/users">Users</a>');
  });

  test('a team member sees only My Profile, Account and Telehealth (read-only); the other tabs and Users are 404 for them', async () => {
    const { vendor } = await createPracticeWithSite(app);
    const [member] = await app.db
      .insert(vendor_logins)
      .values({ vendor_id: vendor.id, first_name: 'Sam', last_name: 'Staff', email: `staff-${Date.now()}@example.com`, subrole: 'user', password_hash: await Bun.password.hash('password123') })
      .returning();
    const token = await apiLogin(app, member!.email, 'vendor');
    const start = await app.request('/app/settings', { headers: cookieHeader(token) });
    expect(start.headers.get('location')).toBe('/app/settings/profile');
    const html = await (await app.request('/app/settings/profile', { headers: cookieHeader(token) })).text();
    expect([...html.matchAll(/<a href="\/app\/settings\/(\w+)" class="tab"/g)].map((m) => m[1])).toEqual(['profile', 'account', 'telehealth']);
    expect(html).not.toContain('/app/users');
    for (const path of ['/app/settings/website', '/app/settings/domains', '/app/settings/team', '/app/settings/team/new', '/app/settings/webhooks', '/app/users']) {
      const res = await app.request(path, { headers: cookieHeader(token) });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Oops! Sorry page not found');
    }
    for (const path of ['/api/settings/website', '/api/settings/team', '/api/users']) {
      expect((await app.request(path, { headers: bearer(token) })).status).toBe(404);
    }
  });
});

describe('the Website tab', () => {
  test('a missing brand name is refused with its message and nothing is written', async () => {
    const { vendor, token, website } = await createPracticeWithSite(app);
    const res = await postForm(app, '/app/settings/website', { name: '  ', header_section: '<h2>New</h2>' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain('Brand name is required');
    expect((await websiteRow(app, vendor.id))!).toMatchObject({ name: website.name, header_section: null });
    const api = await app.request('/api/settings/website', { method: 'PUT', json: { name: '' }, headers: bearer(token) });
    expect(api.status).toBe(422);
    expect(await api.json()).toEqual({ msg: 'Brand name is required', field: 'name' });
  });

  test('hostile header and body HTML is stored without anything that could run', async () => {
    const { vendor, token } = await createPracticeWithSite(app);
    const res = await postForm(app, '/app/settings/website', { name: 'Safe Vets', header_section: HOSTILE, body_section: HOSTILE }, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    const row = (await websiteRow(app, vendor.id))!;
    for (const stored of [row.header_section!, row.body_section!]) {
      expect(stored).toContain('<h2>Welcome</h2>');
      expect(stored).toContain('Open daily');
      expect(stored).toContain('src="https://cdn.example/x.png"');
      for (const bad of ['<script', 'onerror', 'javascript:', 'iframe', 'srcdoc', 'style=', '<form', '<input']) expect(stored).not.toContain(bad);
    }
  });

  test('saving shows the new brand and HTML on the practice site at the next request, and in the preview', async () => {
    const { token, website } = await createPracticeWithSite(app);
    const host = `${website.sub_domain}.localhost`;
    expect(await (await app.request('/', { host })).text()).toContain(website.name);
    const res = await postForm(app, '/app/settings/website', { name: 'Brand New Vets', header_section: '<h2>Open on Sundays</h2>', body_section: '<p>Parking at the back</p>' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    const panel = await res.text();
    expect(panel).toContain('Your website has been saved.');
    expect(panel).toContain('<h2>Open on Sundays</h2>');
    const site = await (await app.request('/', { host })).text();
    expect(site).toContain('Brand New Vets');
    expect(site).toContain('<h2>Open on Sundays</h2>');
    expect(site).toContain('<p>Parking at the back</p>');
  });

  test('the JSON API updates the website with the same cleaning', async () => {
    const { token } = await createPracticeWithSite(app);
    const res = await app.request('/api/settings/website', { method: 'PUT', json: { name: 'Api Vets', header_section: '<p onclick="x()">Hi</p>' }, headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Api Vets', header_section: '<p>Hi</p>' });
  });

  test('a practice without a website row yet gets one on its first save of domains', async () => {
    const { vendor, login } = await createPracticeLogin(app);
    const token = await apiLogin(app, login.email, 'vendor');
    expect((await app.request('/app/settings/website', { headers: cookieHeader(token) })).status).toBe(200);
    const res = await postForm(app, '/app/settings/website', { name: 'Fresh Vets' }, { headers: cookieHeader(token) });
    expect(res.status).toBe(422);
    expect(await websiteRow(app, vendor.id)).toBeUndefined();
  });
});
