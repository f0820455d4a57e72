import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { cookieHeader, countRows, postForm, sessionFrom } from '../../../helpers/accounts';
import { vendor_logins, vendors, websites } from '../../../../db/schema';

let app: TestApp;
let n = 0;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

function practice(overrides: Record<string, string> = {}) {
  n++;
  return {
    role: 'vendor',
    practice_name: 'Riverside Animal Hospital',
    categories: 'General Practice, Dentistry, general practice',
    summary: 'Open every day for dogs and cats.',
    first_name: 'Rosa',
    last_name: 'Diaz',
    email: `rosa.${n}.${Date.now()}@example.com`,
    phone: '6175550111',
    password: 'long-enough',
    ...overrides,
  };
}

const signup = (fields: Record<string, string>, htmx = false, host = 'app.localhost') => postForm(app, '/auth/signup', fields, { htmx, host });

describe('practice signup on the portal', () => {
  test('the portal shows Practice Signup at /vendor/signup', async () => {
    const page = await app.request('/vendor/signup', { host: 'app.localhost' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Practice Signup');
    expect(html).toContain('name="practice_name"');
  });

  test('creates the vendor, its root admin and its website in one go, signs in and lands on the dashboard', async () => {
    const fields = practice();
    const res = await signup(fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app');
    const token = sessionFrom(res)!;
    expect(token).toBeTruthy();

    const login = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, fields.email) });
    expect(login).toMatchObject({ first_name: 'Rosa', last_name: 'Diaz', phone: '+16175550111', subrole: 'root_admin' });
    expect(login!.password_hash).toStartWith('$argon2id$');
    const vendor = await app.db.query.vendors.findFirst({ where: eq(vendors.id, login!.vendor_id) });
    expect(vendor).toMatchObject({
      name: 'Riverside Animal Hospital',
      type: 1000,
      categories: ['General Practice', 'Dentistry'],
      details: { mobile: '+16175550111', email: fields.email, summary: 'Open every day for dogs and cats.' },
    });
    const website = await app.db.query.websites.findFirst({ where: eq(websites.vendor_id, vendor!.id) });
    expect(website!.name).toBe('Riverside Animal Hospital');
    expect(website!.sub_domain).toMatch(/^riverside-animal-hospital(-\d+)?$/);

    const landing = await app.request('/app', { host: 'app.localhost', headers: cookieHeader(token) });
    expect(landing.headers.get('location')).toBe('/app/appointments');
  });

  test('a second practice of the same name gets the next free sub-domain, and its site answers', async () => {
    const name = `Maple Vets ${Date.now()}`;
    await signup(practice({ practice_name: name }));
    await signup(practice({ practice_name: name }));
    await signup(practice({ practice_name: name.toUpperCase() }));
    const base = `maple-vets-${name.split(' ').pop()}`;
    const rows = await app.db
      .select({ sub_domain: websites.sub_domain })
      .from(websites)
      .where(sql`${websites.sub_domain} like ${`${base}%`}`)
      .orderBy(websites.id);
    expect(rows.map((r) => r.sub_domain)).toEqual([base, `${base}-2`, `${base}-3`]);
    const site = await app.request('/', { host: `${base}-2.localhost` });
    expect(site.status).toBe(200);
    expect(await site.text()).toContain(name);
  });

  test('a name that would clash with a taken sub-domain (seeded "happypaws") is suffixed', async () => {
    const fields = practice({ practice_name: 'HappyPaws' });
    expect((await signup(fields)).status).toBe(303);
    const login = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.email, fields.email) });
    const website = await app.db.query.websites.findFirst({ where: eq(websites.vendor_id, login!.vendor_id) });
    expect(website!.sub_domain).toBe('happypaws-2');
  });

  test('with htmx the answer is HX-Redirect', async () => {
    const res = await signup(practice(), true);
    expect(res.status).toBe(200);
    expect(res.headers.get('hx-redirect')).toBe('/app');
  });

  test('refuses an e-mail a practice login already has, and writes nothing', async () => {
    const before = [await countRows(app, vendors), await countRows(app, vendor_logins), await countRows(app, websites)];
    const res = await signup(practice({ email: 'VET@example.com' }), true);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('This email already exists in our System.');
    expect([await countRows(app, vendors), await countRows(app, vendor_logins), await countRows(app, websites)]).toEqual(before);
  });

  test('each rule has its message: names letters only, e-mail, 8-character password, 10-digit mobile', async () => {
    const res = await signup(practice({ first_name: 'R0sa', last_name: '', email: 'rosa@', password: 'short', phone: '617' }), true);
    expect(res.status).toBe(422);
    const html = await res.text();
    for (const text of [
      'First name may contain letters only',
      'Last name is required',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'Mobile number must be 10 digits',
    ]) {
      expect(html).toContain(text);
    }
  });

  test('the main host offers practice signup at /vendor/signup too', async () => {
    const res = await signup(practice(), false, 'localhost');
    expect(res.status).toBe(303);
  });
});
