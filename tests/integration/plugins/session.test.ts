import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { openDatabase } from '../../../db/client';
import { apiLogin, bearer, cookieHeader, createOwner, createPracticeLogin } from '../../helpers/accounts';

let now = new Date();
let app: TestApp;
let ownerEmail: string;

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: () => now });
  ownerEmail = (await createOwner(app)).email;
});
afterAll(() => app.close());

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  claims.id = claims.id + 1;
  claims.role = 'admin';
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('the session plugin', () => {
  test('a signed-in owner reaches /app through the cookie and is sent to their appointments', async () => {
    const token = await apiLogin(app, ownerEmail);
    const res = await app.request('/app', { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/my-appointments');
  });

  test('a practice team member lands on the practice appointments', async () => {
    const { login } = await createPracticeLogin(app);
    const token = await apiLogin(app, login.email, 'vendor');
    const res = await app.request('/app', { headers: bearer(token) });
    expect(res.headers.get('location')).toBe('/app/appointments');
  });

  test('the login cookie is HttpOnly, SameSite=Lax, host-only and not Secure outside production', async () => {
    const res = await app.request('/api/account/login', { method: 'POST', json: { email: ownerEmail, password: 'password123', role: 'user' } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  test('a signed-out visitor to /app is sent to sign in, with the page kept as the redirect', async () => {
    const res = await app.request('/app/my-appointments');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login/?redirect=%2Fapp%2Fmy-appointments');
  });

  test('a tampered token is treated as signed out, on pages and on the API', async () => {
    const forged = tamper(await apiLogin(app, ownerEmail));
    const page = await app.request('/app', { headers: cookieHeader(forged) });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toStartWith('/login/');
    const api = await app.request('/app', { headers: { ...bearer(forged), accept: 'application/json' } });
    expect(api.headers.get('location')).toStartWith('/login/');
  });

  test('a token signed with another secret is refused', async () => {
    const other = await createTestApp({ seed: false, env: { JWT_SECRET: 'a-completely-different-secret-of-enough-length' } });
    await createOwner(other, { email: ownerEmail });
    const foreign = await apiLogin(other, ownerEmail);
    other.close();
    const res = await app.request('/app', { headers: cookieHeader(foreign) });
    expect(res.headers.get('location')).toStartWith('/login/');
  });

  test('an expired token sends the person to / on a page', async () => {
    const token = await apiLogin(app, ownerEmail);
    now = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    try {
      const res = await app.request('/app/my-appointments', { headers: cookieHeader(token) });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    } finally {
      now = new Date();
    }
  });

  test('logout revokes the token itself, not only the cookie', async () => {
    const token = await apiLogin(app, ownerEmail);
    // Logout is a POST from the page's own origin (issue 19), as the header and menu buttons send it.
    const out = await app.request('/app/logout', { method: 'POST', headers: { ...cookieHeader(token), origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.get('set-cookie')).toMatch(/session=;|Max-Age=0/);
    const reuse = await app.request('/app', { headers: cookieHeader(token) });
    expect(reuse.headers.get('location')).toStartWith('/login/');
  });

  test('a token already accepted still expires: used while valid, then after its expiry it signs nobody in', async () => {
    const token = await apiLogin(app, ownerEmail);
    expect((await app.request('/app', { headers: cookieHeader(token) })).headers.get('location')).toBe('/app/my-appointments');
    now = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    try {
      const res = await app.request('/app/my-appointments', { headers: cookieHeader(token) });
      expect(res.headers.get('location')).toBe('/');
    } finally {
      now = new Date();
    }
  });

  test("a token already accepted is still refused once its account's tokens are revoked, and an altered copy of it never passes", async () => {
    const token = await apiLogin(app, ownerEmail);
    expect((await app.request('/app', { headers: cookieHeader(token) })).headers.get('location')).toBe('/app/my-appointments');
    expect((await app.request('/app', { headers: cookieHeader(tamper(token)) })).headers.get('location')).toStartWith('/login/');
    await app.request('/app/logout', { method: 'POST', headers: { ...cookieHeader(token), origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    for (let i = 0; i < 2; i++) {
      expect((await app.request('/app', { headers: cookieHeader(token) })).headers.get('location')).toStartWith('/login/');
    }
  });

  test('tokens revoked by another process are refused on the next request: the kept account is read again once its table was written', async () => {
    const other = await openDatabase(app.deps.config.databaseUrl);
    try {
      const practice = await createPracticeLogin(app);
      const owner = await apiLogin(app, ownerEmail);
      const vendor = await apiLogin(app, practice.login.email, 'vendor');
      for (let i = 0; i < 2; i++) {
        expect((await app.request('/api/pets', { headers: bearer(owner) })).status).toBe(200);
        expect((await app.request('/app', { headers: cookieHeader(vendor) })).headers.get('location')).toBe('/app/appointments');
      }
      await other.client.execute({ sql: 'UPDATE users SET token_version = token_version + 1 WHERE lower(email) = lower(?)', args: [ownerEmail] });
      expect((await app.request('/api/pets', { headers: bearer(owner) })).status).toBe(401);
      expect((await app.request('/app', { headers: cookieHeader(vendor) })).headers.get('location')).toBe('/app/appointments');
      await other.client.execute({ sql: 'UPDATE vendor_logins SET token_version = token_version + 1 WHERE id = ?', args: [practice.login.id] });
      expect((await app.request('/app', { headers: cookieHeader(vendor) })).headers.get('location')).toStartWith('/login/');
    } finally {
      other.close();
    }
  });

  test('a logout link followed from another site does not sign the person out', async () => {
    const token = await apiLogin(app, ownerEmail);
    const out = await app.request('/app/logout', { headers: { ...cookieHeader(token), 'sec-fetch-site': 'cross-site' } });
    // GET /app/logout only shows the Log out button now (issue 19); before, it answered a 303 to /app.
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toBeNull();
    const still = await app.request('/app', { headers: cookieHeader(token) });
    expect(still.headers.get('location')).toBe('/app/my-appointments');
  });

  test('unknown /app paths answer the not-found page for a signed-in person', async () => {
    const token = await apiLogin(app, ownerEmail);
    const res = await app.request('/app/nothing-here', { headers: cookieHeader(token) });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Sorry page not found');
  });
});
