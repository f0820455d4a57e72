import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';

/** Issue 19: logout is a POST from the page's own origin; following a link signs nobody out. */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 30_000);
afterAll(() => app.close());

async function stillSignedIn(token: string) {
  const res = await app.request('/app', { headers: cookieHeader(token) });
  return res.headers.get('location') === '/app/my-appointments';
}

describe('logout', () => {
  for (const site of ['cross-site', 'same-site', 'same-origin', 'none']) {
    test(`a ${site} GET /app/logout only shows the Log out button and signs nobody out`, async () => {
      const token = await apiLogin(app, 'owner2@example.com');
      const res = await app.request('/app/logout', { headers: { ...cookieHeader(token), 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      const html = await res.text();
      expect(html).toContain('<form method="post" action="/app/logout"><button type="submit" class="button">Log out</button></form>');
      expect(await stillSignedIn(token)).toBe(true);
    });
  }

  test('an image or link on a practice site (same-site) cannot sign out by POST either', async () => {
    const token = await apiLogin(app, 'owner2@example.com');
    const refusals: Record<string, string>[] = [
      { origin: 'http://happypaws.localhost', 'sec-fetch-site': 'same-site' },
      { origin: 'http://app.localhost', 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      // No Origin, but the browser says where it came from.
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusals) {
      const res = await app.request('/app/logout', { method: 'POST', headers: { ...cookieHeader(token), ...headers } });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await stillSignedIn(token)).toBe(true);
    }
  });

  test('the Log out button (a same-origin POST) signs out and revokes the token', async () => {
    const token = await apiLogin(app, 'owner2@example.com');
    const res = await app.request('/app/logout', { method: 'POST', headers: { ...cookieHeader(token), origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('set-cookie')).toMatch(/session=;|Max-Age=0/);
    expect(await stillSignedIn(token)).toBe(false);
  });

  test('the header and the dashboard menu offer Logout as a POST form, not a link', async () => {
    const token = await apiLogin(app, 'owner2@example.com');
    const html = await (await app.request('/app/my-profile', { headers: cookieHeader(token) })).text();
    expect(html).not.toContain('href="/app/logout"');
    expect(html.match(/<form method="post" action="\/app\/logout" class="logout-form"><button type="submit" class="[^"]+">Logout<\/button><\/form>/g)).toHaveLength(2);
  });

  test('a signed-out visitor opening /app/logout goes home', async () => {
    const res = await app.request('/app/logout');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });
});
