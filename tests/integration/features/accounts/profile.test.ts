import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, createOwner, createPracticeLogin, postForm, sessionFrom } from '../../../helpers/accounts';
import { users, vendor_logins } from '../../../../db/schema';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

/** The name claim of a session token. */
const nameIn = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).name as string;

describe('My Profile for owners (/app/my-profile)', () => {
  test('shows the names to edit, email and phone read-only, and the owner menu', async () => {
    const owner = await createOwner(app, { first_name: 'Sarah', last_name: 'Mitchell', phone: '6175550142' });
    const token = await apiLogin(app, owner.email);
    const res = await app.request('/app/my-profile', { headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="Sarah"');
    expect(html).toMatch(new RegExp(`name="email"[^>]*value="${owner.email}"[^>]*readonly`));
    // Stored as +16175550142, shown as a US reader dials it.
    expect(html).toMatch(/name="phone"[^>]*value="\(617\) 555-0142"[^>]*readonly/);
    expect(html).toContain('<a href="/app/my-profile" aria-current="page">My Profile</a>');
    // Logout is a POST form now (issue 19), still labelled Logout in the menu.
    expect(html).toMatch(/<form method="post" action="\/app\/logout"[^>]*><button type="submit" class="menu-button-item">Logout<\/button><\/form>/);
    expect(html).not.toContain('/app/settings/profile');
  });

  test('saving changes the names only, and issues the session again with the new name', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: 'Sally', last_name: 'Mae', email: 'changed@example.com', phone: '0000000000' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Your profile has been saved.');
    const fresh = sessionFrom(res)!;
    expect(nameIn(fresh)).toBe('Sally Mae');
    const row = await app.db.query.users.findFirst({ where: eq(users.id, owner.id) });
    expect(row).toMatchObject({ first_name: 'Sally', last_name: 'Mae', email: owner.email, phone: owner.phone });
    // The earlier session still works: saving the profile is no sign-out.
    expect((await app.request('/app/my-profile', { headers: cookieHeader(token) })).status).toBe(200);
    expect((await app.request('/app/my-profile', { headers: cookieHeader(fresh) })).status).toBe(200);
  });

  test('without script a save is answered with a 303 back to the profile and its message', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: 'Tom', last_name: 'Hardy' }, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/my-profile?saved=1');
    const page = await app.request('/app/my-profile?saved=1', { headers: cookieHeader(sessionFrom(res)!) });
    expect(await page.text()).toContain('Your profile has been saved.');
  });

  test('first and last name are required and letters only; nothing is saved', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: '', last_name: 'M4e' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('First name is required');
    expect(html).toContain('Last name may contain letters only');
    expect(sessionFrom(res)).toBeNull();
    const row = await app.db.query.users.findFirst({ where: eq(users.id, owner.id) });
    expect(row!.first_name).toBe(owner.first_name);
  });

  test('a practice person is sent away from the owner profile, and a signed-out visitor to login', async () => {
    const { login } = await createPracticeLogin(app);
    const token = await apiLogin(app, login.email, 'vendor');
    expect((await app.request('/app/my-profile', { headers: cookieHeader(token) })).headers.get('location')).toBe('/404');
    expect((await app.request('/app/my-profile')).headers.get('location')).toBe('/login/?redirect=%2Fapp%2Fmy-profile');
  });
});

describe('My Profile for practice people (/app/settings/profile)', () => {
  test('shows the same form in Settings, with the practice menu', async () => {
    const { login } = await createPracticeLogin(app, 'user');
    const token = await apiLogin(app, login.email, 'vendor');
    const html = await (await app.request('/app/settings/profile', { headers: cookieHeader(token) })).text();
    expect(html).toContain('My Profile');
    expect(html).toContain(`value="${login.first_name}"`);
    expect(html).toContain('<a href="/app/settings" aria-current="page">Settings</a>');
    expect(html).not.toContain('href="/app/my-profile"');
  });

  test('saving updates the team member and the session name', async () => {
    const { login } = await createPracticeLogin(app);
    const token = await apiLogin(app, login.email, 'vendor');
    const res = await postForm(app, '/app/settings/profile', { first_name: 'Maya', last_name: 'Patel' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(nameIn(sessionFrom(res)!)).toBe('Maya Patel');
    const row = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.id, login.id) });
    expect(row).toMatchObject({ first_name: 'Maya', last_name: 'Patel' });
  });

  test('an owner cannot open it', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    expect((await app.request('/app/settings/profile', { headers: cookieHeader(token) })).headers.get('location')).toBe('/404');
  });
});
