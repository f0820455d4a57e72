import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { createOwner, createPracticeLogin } from '../../../helpers/accounts';

// Near the real time: session tokens are checked against it too.
let now = new Date();
let app: TestApp;
let address = 0;

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: () => now, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

function login(email: string, password: string, role: 'user' | 'vendor' = 'user', ip = `198.51.100.${++address}`) {
  return app.request('/api/account/login', { method: 'POST', json: { email, password, role }, headers: { 'x-forwarded-for': ip } });
}

describe('failed logins are limited per account, in the database', () => {
  test('the 11th failed login for one account within 15 minutes is 429, even with the right password', async () => {
    const owner = await createOwner(app);
    for (let i = 0; i < 10; i++) {
      const res = await login(owner.email, `wrong-${i}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ msg: 'Invalid email or password.' });
    }
    const held = await login(owner.email, 'password123');
    expect(held.status).toBe(429);
    expect(await held.json()).toEqual({ msg: 'Too many failed attempts. Please try again in 15 minutes.' });
  });

  test('the hold ends when the 15 minutes are over', async () => {
    const owner = await createOwner(app);
    for (let i = 0; i < 10; i++) await login(owner.email, 'wrong');
    const start = now;
    try {
      now = new Date(start.getTime() + 15 * 60_000 + 1000);
      expect((await login(owner.email, 'password123')).status).toBe(200);
    } finally {
      now = start;
    }
  });

  test('an unknown email is answered exactly like a known one, and is held the same way', async () => {
    const owner = await createOwner(app);
    const unknown = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) {
      const known = await login(owner.email, 'wrong');
      const missing = await login(unknown, 'wrong');
      expect(missing.status).toBe(known.status);
      expect(await missing.text()).toBe(await known.text());
    }
    const knownHeld = await login(owner.email, 'wrong');
    const unknownHeld = await login(unknown, 'wrong');
    expect(knownHeld.status).toBe(429);
    expect(unknownHeld.status).toBe(429);
    expect(await unknownHeld.text()).toBe(await knownHeld.text());
  });

  test('an unknown email takes about as long as a known one (a real hash is checked either way)', async () => {
    const owner = await createOwner(app);
    const time = async (email: string) => {
      const start = performance.now();
      await login(email, 'wrong');
      return performance.now() - start;
    };
    await time(`warm-${Date.now()}@example.com`);
    const known = await time(owner.email);
    const unknown = await time(`nobody-else-${Date.now()}@example.com`);
    expect(unknown).toBeGreaterThan(known / 4);
  });

  test('a practice login is counted apart from an owner with the same e-mail', async () => {
    const { login: vet } = await createPracticeLogin(app);
    for (let i = 0; i < 10; i++) await login(vet.email, 'wrong', 'user');
    expect((await login(vet.email, 'password123', 'vendor')).status).toBe(200);
  });

  test('the web form shows the same message and the 429', async () => {
    const owner = await createOwner(app);
    const post = (password: string) =>
      app.request('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'hx-request': 'true', 'x-forwarded-for': '192.0.2.77' },
        body: new URLSearchParams({ role: 'user', email: owner.email, password }).toString(),
      });
    const first = await post('wrong');
    expect(first.status).toBe(401);
    expect(await first.text()).toContain('Invalid email or password.');
    for (let i = 0; i < 9; i++) await post('wrong');
    const held = await post('password123');
    expect(held.status).toBe(429);
    expect(await held.text()).toContain('Too many failed attempts. Please try again in 15 minutes.');
  });
});
