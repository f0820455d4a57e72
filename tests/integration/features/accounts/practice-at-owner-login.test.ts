import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { createPracticeLogin, postForm, sessionFrom } from '../../../helpers/accounts';

let app: TestApp;
let address = 0;
beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
}, 60_000);
afterAll(() => app.close());

const PRACTICE_MESSAGE = 'This is a practice account. Please use the practice login.';
const ip = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

describe("issue 11.5: a practice's credentials at the owners' Login say so and link to the practice login", () => {
  test('the page form shows the message with a link to /vendor/login, and signs nobody in', async () => {
    const { login } = await createPracticeLogin(app);
    const res = await postForm(app, '/auth/login', { email: login.email, password: 'password123', role: 'user' }, { headers: ip() });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain(PRACTICE_MESSAGE);
    expect(html).toMatch(/<a href="\/vendor\/login"[^>]*>Go to Practice Login<\/a>/);
    expect(sessionFrom(res)).toBeNull();
  });

  test('the htmx fragment says the same', async () => {
    const { login } = await createPracticeLogin(app);
    const res = await postForm(app, '/auth/login', { email: login.email, password: 'password123' }, { htmx: true, headers: ip() });
    expect(await res.text()).toContain(PRACTICE_MESSAGE);
  });

  test('the JSON API answers 401 with the message', async () => {
    const { login } = await createPracticeLogin(app);
    const res = await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'password123' }, headers: ip() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: PRACTICE_MESSAGE });
  });

  test('without the right password nothing is revealed: the usual "Invalid email or password."', async () => {
    const { login } = await createPracticeLogin(app);
    const res = await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'wrong-password' }, headers: ip() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: 'Invalid email or password.' });
  });

  test('it counts as a failed owner login: the same throttling holds it after 10', async () => {
    const { login } = await createPracticeLogin(app);
    for (let i = 0; i < 10; i++) {
      const res = await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'password123' }, headers: ip() });
      expect(res.status).toBe(401);
    }
    const held = await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'password123' }, headers: ip() });
    expect(held.status).toBe(429);
  }, 60_000);

  test('at the practice login the same credentials sign in', async () => {
    const { login } = await createPracticeLogin(app);
    const res = await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'password123', role: 'vendor' }, headers: ip() });
    expect(res.status).toBe(200);
  });
});
