import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../helpers/app';
import { INPUT_MESSAGES } from '../../../src/lib/input-limits';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => app.close());

/** A request whose Host header is set as given while the URL stays parseable (app.handle needs one). */
const withHost = (path: string, host: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('host', host);
  return app.app.handle(new Request(`http://localhost${path}`, { ...init, headers }));
};

describe('issue 20.3 / 11.1: an empty or invalid Host is a plain 400, never a 500', () => {
  for (const host of ['', 'localhost:99999999', 'a b', 'exa%mple']) {
    test(`Host ${JSON.stringify(host)} on a page → 400 plain text`, async () => {
      const res = await withHost('/', host);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toBe(INPUT_MESSAGES.badHost);
    });
    test(`Host ${JSON.stringify(host)} on the API → 400 {msg}`, async () => {
      const res = await withHost('/api/pets', host);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: INPUT_MESSAGES.badHost });
    });
  }
  test('the error path reads a relative request URL (no Host) without throwing', async () => {
    const res = await withHost('/api/pets', 'localhost');
    expect(res.status).toBe(401);
  });
});

describe('issue 11.4: an IP-literal host is the main host', () => {
  for (const host of ['127.0.0.1:3000', '127.0.0.1', '[::1]:3000', '10.0.0.5']) {
    test(`http://${host}/ shows the main site, not "Site not found"`, async () => {
      const res = await app.request('/', { host });
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('Site not found');
    });
  }
});

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(SECRET);
const exp = () => Math.floor(Date.now() / 1000) + 3600;

describe('issue 20.4: a validly signed token whose claims are not a session counts as signed out', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['no id', { role: 'user', tv: 0, exp: exp() }],
    ['an object id', { id: { $gt: 0 }, role: 'user', vendor_id: null, subrole: null, email: 'a@b.c', pic: null, name: 'A B', tv: 0, exp: exp() }],
    ['a string id', { id: '1', role: 'user', vendor_id: null, subrole: null, email: 'a@b.c', pic: null, name: 'A B', tv: 0, exp: exp() }],
    ['an unknown role', { id: 1, role: 'root', vendor_id: null, subrole: null, email: 'a@b.c', pic: null, name: 'A B', tv: 0, exp: exp() }],
    ['no token version', { id: 1, role: 'user', vendor_id: null, subrole: null, email: 'a@b.c', pic: null, name: 'A B', exp: exp() }],
    ['no claims at all', {}],
  ];
  for (const [what, claims] of cases) {
    test(`${what}: the API answers 401, a page sends to login`, async () => {
      const token = await sign(claims);
      const api = await app.request('/api/pets', { headers: { authorization: `Bearer ${token}` } });
      expect(api.status).toBe(401);
      const page = await app.request('/dashboard/', { headers: { cookie: `session=${token}` } });
      expect(page.status).toBeLessThan(500);
      const home = await app.request('/', { headers: { cookie: `session=${token}` } });
      expect(home.status).toBe(200);
    });
  }
});
