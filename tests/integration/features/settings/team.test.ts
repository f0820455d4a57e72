import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, countRows, outboxTo, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { vendor_listings, vendor_logins } from '../../../../db/schema';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

let n = 0;
const member = (overrides: Record<string, string> = {}) => ({
  first_name: 'Nina',
  last_name: 'Nurse',
  email: `nina-${++n}-${Date.now()}@example.com`,
  phone: '5550123456',
  subrole: 'user',
  password: '',
  ...overrides,
});

describe('Team: adding a member', () => {
  test('a new member is listed and gets an e-mail with a single-use link to set their password', async () => {
    const { token } = await createPracticeWithSite(app);
    const fields = member();
    const res = await postForm(app, '/app/settings/team/new', fields, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    const list = await (await app.request(res.headers.get('location')!, { headers: cookieHeader(token) })).text();
    expect(list).toContain('Team member added.');
    expect(list).toContain(fields.email);
    const mail = (await outboxTo(app, fields.email))!;
    const link = /https?:\/\/\S+?\/vendor\/login\?forgot=([\w.-]+)/.exec(mail.body)!;
    expect(link).not.toBeNull();
    const code = decodeURIComponent(link[1]!);
    const set = await app.request('/api/account/change_password', { method: 'POST', json: { forgotCode: code, newPassword: 'newpass123', role: 'vendor' } });
    expect(set.status).toBe(200);
    const again = await app.request('/api/account/change_password', { method: 'POST', json: { forgotCode: code, newPassword: 'other1234', role: 'vendor' } });
    expect(again.status).toBe(400);
    expect(await apiLogin(app, fields.email, 'vendor', 'newpass123')).toBeTruthy();
  }, 30_000);

  const required: [string, string][] = [
    ['first_name', 'First name is required'],
    ['last_name', 'Last name is required'],
    ['email', 'Email is required'],
    ['phone', 'Mobile number is required'],
  ];
  for (const [field, message] of required) {
    test(`${field} is required: "${message}", nothing written`, async () => {
      const { token } = await createPracticeWithSite(app);
      const before = await countRows(app, vendor_logins);
      const page = await postForm(app, '/app/settings/team/new', member({ [field]: '' }), { htmx: true, headers: cookieHeader(token) });
      expect(page.status).toBe(422);
      expect(await page.text()).toContain(message);
      const api = await app.request('/api/settings/team', { method: 'POST', json: member({ [field]: '' }), headers: bearer(token) });
      expect(api.status).toBe(422);
      expect(((await api.json()) as { field: string }).field).toBe(field);
      expect(await countRows(app, vendor_logins)).toBe(before);
    });
  }

  test('a landline, a number of the wrong length, an unknown country, a bad e-mail, a short password and a taken e-mail are refused', async () => {
    const { token, login } = await createPracticeWithSite(app);
    const before = await countRows(app, vendor_logins);
    const cases: [Record<string, string>, string, string, number][] = [
      [{ phone: '+44 20 7946 0958' }, 'phone', 'Enter a valid mobile number for United Kingdom', 422],
      [{ phone: '+1 555 012 345' }, 'phone', 'Mobile number must be 10 digits', 422],
      [{ phone: '07700 900123', country: 'ZZ' }, 'country', 'ZZ is not a known country', 422],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address', 422],
      [{ password: 'short' }, 'password', 'Password must be at least 8 characters', 422],
      [{ email: login.email.toUpperCase() }, 'email', 'This email already exists in our System.', 409],
    ];
    for (const [overrides, field, msg, status] of cases) {
      const res = await app.request('/api/settings/team', { method: 'POST', json: member(overrides), headers: bearer(token) });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ msg, field });
    }
    expect(await countRows(app, vendor_logins)).toBe(before);
  });
});

describe('Team: editing and removing', () => {
  test('editing keeps the password unless a new one is given', async () => {
    const { token } = await createPracticeWithSite(app);
    const created = (await (await app.request('/api/settings/team', { method: 'POST', json: member({ password: 'firstpass1' }), headers: bearer(token) })).json()) as { id: number; email: string };
    const edit = await app.request(`/api/settings/team/${created.id}`, { method: 'PUT', json: member({ email: created.email, first_name: 'Nadia', password: '' }), headers: bearer(token) });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ first_name: 'Nadia' });
    expect(await apiLogin(app, created.email, 'vendor', 'firstpass1')).toBeTruthy();
    await app.request(`/api/settings/team/${created.id}`, { method: 'PUT', json: member({ email: created.email, password: 'secondpass2' }), headers: bearer(token) });
    expect(await apiLogin(app, created.email, 'vendor', 'secondpass2')).toBeTruthy();
  }, 30_000);

  test('nobody removes or demotes themselves or the last root admin', async () => {
    const { token, login } = await createPracticeWithSite(app);
    const self = await app.request(`/api/settings/team/${login.id}`, { method: 'DELETE', headers: bearer(token) });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ msg: 'You cannot remove yourself', field: 'member' });
    const demote = await app.request(`/api/settings/team/${login.id}`, {
      method: 'PUT',
      json: member({ email: login.email, subrole: 'user' }),
      headers: bearer(token),
    });
    expect(demote.status).toBe(422);
    expect(await demote.json()).toEqual({ msg: 'You cannot change your own role', field: 'subrole' });
    // A second root admin may demote the first, but not once only one is left.
    const second = (await (await app.request('/api/settings/team', { method: 'POST', json: member({ subrole: 'root_admin', password: 'rootpass12' }), headers: bearer(token) })).json()) as { id: number; email: string };
    const secondToken = await apiLogin(app, second.email, 'vendor', 'rootpass12');
    const ok = await app.request(`/api/settings/team/${login.id}`, { method: 'PUT', json: member({ email: login.email, subrole: 'user' }), headers: bearer(secondToken) });
    expect(ok.status).toBe(200);
    const page = await postForm(app, `/app/settings/team/${login.id}/remove`, {}, { headers: cookieHeader(secondToken) });
    expect(page.status).toBe(303);
    const alone = await app.request(`/api/settings/team/${second.id}`, { method: 'PUT', json: member({ email: second.email, subrole: 'user' }), headers: bearer(secondToken) });
    expect(alone.status).toBe(422);
  }, 30_000);

  test('removing a member who owns or manages listings asks who takes them over, then hands them over', async () => {
    const { token, vendor, login } = await createPracticeWithSite(app);
    const leaver = (await (await app.request('/api/settings/team', { method: 'POST', json: member(), headers: bearer(token) })).json()) as { id: number };
    const [listing] = await app.db
      .insert(vendor_listings)
      .values({ vendor_id: vendor.id, title: 'Dr. Leaving', line1: 'Clinic', timezone: 'UTC', vendor_login_id: leaver.id, managers: [leaver.id] })
      .returning();
    const asked = await app.request(`/api/settings/team/${leaver.id}`, { method: 'DELETE', headers: bearer(token) });
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({ msg: 'Choose who takes over their listings', field: 'successor' });
    const form = await (await app.request(`/app/settings/team/${leaver.id}/remove`, { headers: cookieHeader(token) })).text();
    expect(form).toContain('Who takes over their listings?');
    expect(form).toContain('Dr. Leaving');
    const done = await postForm(app, `/app/settings/team/${leaver.id}/remove`, { successor: String(login.id) }, { headers: cookieHeader(token) });
    expect(done.status).toBe(303);
    const [after] = await app.db.select().from(vendor_listings).where(eq(vendor_listings.id, listing!.id));
    expect(after).toMatchObject({ vendor_login_id: login.id, managers: [login.id] });
    expect(await app.db.select().from(vendor_logins).where(eq(vendor_logins.id, leaver.id))).toHaveLength(0);
  });
});
