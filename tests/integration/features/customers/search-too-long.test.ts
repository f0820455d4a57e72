import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../../helpers/accounts';

/* A 5,000-character search: refused beside the search box with the text kept, never an error page; the API says the same, naming q. */

const LONG = 'a'.repeat(5000);
const SAID = 'Search must be at most 100 characters (you typed 5,000)';

let app: TestApp;
let vet: string;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
  admin = await apiLogin(app, 'admin@example.com', 'admin');
});
afterAll(() => app.close());

describe('a search longer than the box takes', () => {
  for (const [screen, path, box, who] of [
    ['Users', '/app/users', 'users-q', () => vet],
    ['Practices', '/app/admin', 'field-q', () => admin],
    ['Owners', '/app/admin/owners', 'field-q', () => admin],
  ] as const) {
    test(`${screen}: the page again with the text in the box and "${SAID}" beside it; with htmx, marked for the box (q)`, async () => {
      const page = await app.request(`${path}?q=${LONG}`, { headers: cookieHeader(who()) });
      expect(page.status).toBe(422);
      const html = await page.text();
      expect(html).toContain(`value="${LONG}"`);
      expect(html).toContain(`aria-describedby="${box}-error"`);
      expect(html).toContain(`<p class="field-error" id="${box}-error">${SAID}</p>`);
      expect(html).not.toContain('Go Home');
      const htmx = await app.request(`${path}?q=${LONG}`, { headers: { ...cookieHeader(who()), 'hx-request': 'true' } });
      expect(htmx.status).toBe(422);
      expect(htmx.headers.get('hx-refusal')).toBe('q');
      expect(await htmx.text()).toContain(SAID);
    });
  }

  test('the Users API refuses it naming q, in the same words', async () => {
    const res = await app.request(`/api/users?q=${LONG}`, { headers: bearer(vet) });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: SAID, field: 'q' });
  });
});
