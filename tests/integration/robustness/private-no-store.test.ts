import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, bearer, cookieHeader } from '../../helpers/accounts';

let app: TestApp;
let owner: string;
let vet: string;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  owner = await apiLogin(app, 'owner@example.com');
  vet = await apiLogin(app, 'vet@example.com', 'vendor');
}, 60_000);
afterAll(() => app.close());

const noStore = (res: Response) => expect(res.headers.get('cache-control') ?? '').toContain('no-store');

describe('private pages may be cached: signed-in pages and API answers carry Cache-Control: no-store', () => {
  test("a signed-in owner's and a practice's pages are never kept, and say they vary by session", async () => {
    for (const [path, token] of [
      ['/app/my-appointments', owner],
      ['/app/my-pets', owner],
      ['/app/medical-records', owner],
      ['/app/appointments', vet],
      ['/app/listings', vet],
      ['/app/settings/team', vet],
    ] as const) {
      const res = await app.request(path, { headers: cookieHeader(token) });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary') ?? '').toMatch(/Cookie|HX-Request/);
    }
  });

  test('an htmx fragment of a signed-in page is never kept either', async () => {
    const res = await app.request('/app/settings/team', { headers: { ...cookieHeader(vet), 'hx-request': 'true' } });
    expect(res.status).toBe(200);
    noStore(res);
  });

  test('API answers with a Bearer token, without one and in error are never kept', async () => {
    const mine = await app.request('/api/pets', { headers: bearer(owner) });
    expect(mine.status).toBe(200);
    noStore(mine);
    const anonymous = await app.request('/api/pets');
    expect(anonymous.status).toBe(401);
    noStore(anonymous);
    const bad = await app.request('/api/pets', { method: 'POST', json: {}, headers: bearer(owner) });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    noStore(bad);
  });

  test('a signed-in redirect (the practice sent away from an owner page) is never kept', async () => {
    const res = await app.request('/app/my-pets', { headers: cookieHeader(vet) });
    expect(res.status).toBe(303);
    noStore(res);
  });

  test('a public page signed out keeps its caching (no Cache-Control), and so do static files for a signed-in person', async () => {
    for (const path of ['/', '/vet-house-call/']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBeNull();
    }
    const css = await app.request('/public/css/app.css', { headers: cookieHeader(owner) });
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});
