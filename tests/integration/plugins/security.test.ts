import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createOwner } from '../../helpers/accounts';
import { users } from '../../../db/schema';
import { count } from 'drizzle-orm';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

describe('security headers', () => {
  test('every page carries a CSP without inline script, nosniff, a referrer policy and frame-ancestors', async () => {
    for (const path of ['/', '/healthz', '/no-such-page']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('cross-site requests', () => {
  test('a POST from a foreign Origin is refused with 403 and changes nothing', async () => {
    const owner = await createOwner(app);
    const res = await app.request('/api/account/login', {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
      json: { email: owner.email, password: 'password123', role: 'user' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  test('another practice site is a foreign origin too', async () => {
    const res = await app.request('/auth/login', {
      method: 'POST',
      host: 'happypaws.localhost',
      headers: { origin: 'http://citycats.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co&password=x',
    });
    expect(res.status).toBe(403);
  });

  test('a same-origin POST passes the origin check', async () => {
    const owner = await createOwner(app);
    const res = await app.request('/api/account/login', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
      json: { email: owner.email, password: 'password123', role: 'user' },
    });
    expect(res.status).toBe(200);
  });
});

describe('error mapping', () => {
  test('malformed JSON is a 400 "invalid json", never a 5xx', async () => {
    const res = await app.request('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'invalid json' });
  });

  test('a body that fails validation is a 422 naming the field', async () => {
    const res = await app.request('/api/account/login', { method: 'POST', json: { email: 'not-an-email', password: 'x' } });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { msg: string; field: string };
    expect(body.field).toBe('email');
    expect(body.msg).toBe('Please enter a valid email address');
  });

  test('a missing field is named', async () => {
    const res = await app.request('/api/account/login', { method: 'POST', json: { email: 'a@b.co' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('password');
  });

  test('a uniqueness violation maps to "duplicate" and a not-null violation to "null"', async () => {
    const { mapError } = await import('../../../src/plugins/errors');
    const unique = Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT', extendedCode: 'SQLITE_CONSTRAINT_UNIQUE' });
    const notNull = Object.assign(new Error('NOT NULL constraint failed'), { code: 'SQLITE_CONSTRAINT', extendedCode: 'SQLITE_CONSTRAINT_NOTNULL' });
    expect(mapError('UNKNOWN', new Error('wrapped', { cause: unique }))).toEqual({ status: 409, msg: 'duplicate' });
    expect(mapError('UNKNOWN', notNull)).toEqual({ status: 400, msg: 'null' });
    expect(mapError('UNKNOWN', new Error('boom'))).toEqual({ status: 500, msg: 'unknown' });
  });

  test('a real duplicate insert through drizzle is recognised as duplicate', async () => {
    const { mapError } = await import('../../../src/plugins/errors');
    const owner = await createOwner(app);
    const error = await createOwner(app, { email: owner.email.toUpperCase() }).catch((e) => e);
    expect(mapError('UNKNOWN', error)).toEqual({ status: 409, msg: 'duplicate' });
    const [row] = await app.db.select({ n: count() }).from(users);
    expect(row!.n).toBeGreaterThan(0);
  });

  test('an unknown API path answers JSON 404', async () => {
    const res = await app.request('/api/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Not found' });
  });
});

describe('health', () => {
  test('/healthz is ok once migrated', async () => {
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  test('/healthz answers 503 when the database is not migrated', async () => {
    const bare = await createTestApp({ seed: false });
    await bare.deps.database.client.execute('DROP TABLE __drizzle_migrations');
    const res = await bare.request('/healthz');
    expect(res.status).toBe(503);
    bare.close();
  });
});
