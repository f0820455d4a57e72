import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { codeIn, outboxTo, postForm, sessionFrom, uniquePhone } from '../../helpers/accounts';
import { INPUT_MESSAGES } from '../../../src/lib/input-limits';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => app.close());

const POST_ROUTES = ['/api/account/login', '/api/account/register', '/api/account/verify_otp', '/api/account/forgot_password', '/api/payment', '/api/pets'];

const nested = (levels: number, inner = '"x"') => '['.repeat(levels) + inner + ']'.repeat(levels);

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('issue 20.1: deeply nested JSON is refused with a plain 400, never a 500', () => {
  for (const path of POST_ROUTES) {
    test(`a field nested 5,000 levels on ${path} → 400 "${INPUT_MESSAGES.tooDeep}"`, async () => {
      const res = await post(path, `{"email":${nested(5000)}}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: INPUT_MESSAGES.tooDeep });
    });
  }
  test('a whole body nested 50,000 levels → 400', async () => {
    const res = await post('/api/account/login', nested(50_000, '{}'));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toBe(INPUT_MESSAGES.tooDeep);
  });
  test('brackets inside strings do not count as nesting', async () => {
    const res = await post('/api/account/login', JSON.stringify({ email: '['.repeat(5000), password: '{'.repeat(5000) }));
    expect(res.status).toBe(422);
  });
  test('a nested page form post (not the API) gets a plain text answer', async () => {
    const res = await post('/auth/login', nested(100, '{}'));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe(INPUT_MESSAGES.tooDeep);
  });
  test('a JSON body over 1 MB → 413', async () => {
    const res = await post('/api/account/login', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ msg: INPUT_MESSAGES.tooLarge });
  });
});

describe('issue 20.2: __proto__, constructor and prototype keys never change what validation sees', () => {
  test('verify_otp with the fields only under __proto__ → 422 naming the missing field (not "Invalid OTP")', async () => {
    const res = await post('/api/account/verify_otp', '{"__proto__":{"mobile":"5550001111","otp":"1234"}}');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('mobile');
  });
  test('forgot_password with the e-mail only under __proto__ → 422, not 200', async () => {
    const res = await post('/api/account/forgot_password', '{"__proto__":{"email":"owner@example.com","role":"user"}}');
    expect(res.status).toBe(422);
  });
  test('constructor and prototype keys are dropped, nested too', async () => {
    const res = await post('/api/account/login', '{"constructor":{"prototype":{"email":"owner@example.com"}},"prototype":{"password":"password123"}}');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { field: string }).field).toBe('email');
  });
  test('a url-encoded __proto__ field cannot supply the fields either', async () => {
    const res = await postForm(app, '/auth/login', { '__proto__[email]': 'owner@example.com', '__proto__[password]': 'password123' });
    expect(res.status).toBeLessThan(500);
    expect(sessionFrom(res)).toBeNull();
  });
  test('after all that, a plain object still has its normal prototype', () => {
    expect(({} as Record<string, unknown>).email).toBeUndefined();
    expect(({} as Record<string, unknown>).mobile).toBeUndefined();
  });
});

describe('issue 11.3: url-encoded form posts are trimmed like JSON and multipart, e-mails lower-cased', () => {
  test('signing in with "email= Owner@Example.com " works', async () => {
    const res = await postForm(app, '/auth/login', { email: ' Owner@Example.com ', password: 'password123', role: 'user' });
    expect(res.status).toBeLessThan(400);
    expect(sessionFrom(res)).not.toBeNull();
  });
  test('signing up with first name " Anna " is not "First name may contain letters only"', async () => {
    const phone = uniquePhone();
    await app.request('/api/account/forgot_password', { method: 'POST', json: { mobile: phone } });
    const otp = codeIn((await outboxTo(app, phone))!.body);
    await app.request('/api/account/verify_otp', { method: 'POST', json: { mobile: phone, otp } });
    const res = await postForm(app, '/auth/signup', {
      first_name: ' Anna ',
      last_name: ' Berg ',
      email: ` Anna.Berg.${Date.now()}@Example.com `,
      phone: ` ${phone} `,
      password: 'long-enough-1',
    });
    expect(await res.text()).not.toContain('letters only');
    expect(sessionFrom(res)).not.toBeNull();
  });
});

describe('issue 11.11: /api/account/register takes plan_id null as no plan', () => {
  test('plan_id: null signs up like an absent plan_id', async () => {
    const phone = uniquePhone();
    await app.request('/api/account/forgot_password', { method: 'POST', json: { mobile: phone } });
    const otp = codeIn((await outboxTo(app, phone))!.body);
    await app.request('/api/account/verify_otp', { method: 'POST', json: { mobile: phone, otp } });
    const res = await app.request('/api/account/register', {
      method: 'POST',
      json: { first_name: 'Nula', last_name: 'Plan', email: `nula.${Date.now()}@example.com`, phone, password: 'long-enough-1', plan_id: null },
    });
    expect(res.status).toBeLessThan(300);
  });
  test('plan_id "gold" is still refused naming the field', async () => {
    const res = await app.request('/api/account/register', {
      method: 'POST',
      json: { first_name: 'Nula', last_name: 'Plan', email: 'gold@example.com', phone: '6175550999', password: 'long-enough-1', plan_id: 'gold' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: 'plan_id must be a plan id', field: 'plan_id' });
  });
});
