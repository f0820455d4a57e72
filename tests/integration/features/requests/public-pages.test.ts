import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';

/** Issue 15: "Second Opinion" and "House Calls" lead into the request forms, through login when signed out. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 30_000);
afterAll(() => app.close());

const PAGES = [
  ['/second-medical-opinion/', '/app/requests/second-opinion', 'Ask for a second opinion'],
  ['/vet-house-call/', '/app/requests/house-visit', 'Request a house call'],
] as const;

describe('the public pages lead into the request forms', () => {
  for (const [page, form, label] of PAGES) {
    test(`${page}: the call to action opens the form, after login and signup with the way back kept`, async () => {
      const html = await (await app.request(page)).text();
      const login = `/login/?redirect=${encodeURIComponent(form)}`;
      expect(html).toContain(`<a class="button" href="${login.replace(/&/g, '&amp;')}">${label}</a>`);
      const signedOut = await app.request(form);
      expect(signedOut.status).toBe(303);
      expect(signedOut.headers.get('location')).toBe(login);
      expect(await (await app.request(login)).text()).toContain(`href="/signup-type?redirect=${encodeURIComponent(form)}"`);
    });

    test(`${page}: a signed-in owner is offered the form beside their next steps`, async () => {
      const owner = cookieHeader(await apiLogin(app, 'owner@example.com'));
      const html = await (await app.request(page, { headers: owner })).text();
      expect(html).toContain(`href="${form}"`);
      expect((await app.request(form, { headers: owner })).status).toBe(200);
    });
  }

  test('a practice is not offered the owner-only form', async () => {
    const vet = cookieHeader(await apiLogin(app, 'vet@example.com', 'vendor'));
    const html = await (await app.request('/second-medical-opinion/', { headers: vet })).text();
    expect(html).not.toContain('href="/app/requests/second-opinion"');
  });
});
