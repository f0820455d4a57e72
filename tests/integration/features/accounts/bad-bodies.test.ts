import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { countRows, postForm } from '../../../helpers/accounts';
import { forgot_password, outbox, throttle_events, users, vendor_logins, vendors, websites } from '../../../../db/schema';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const TABLES = { users, vendors, vendor_logins, websites, forgot_password, outbox, throttle_events };

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) counts[name] = await countRows(app, table);
  return counts;
}

const good = { first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', phone: '6175550999', password: 'long-enough' };

type Case = [title: string, path: string, body: unknown, field: string, msg: string];

const API_CASES: Case[] = [
  ['login without an email', '/api/account/login', { password: 'x' }, 'email', 'Email is required'],
  ['login with a bad email', '/api/account/login', { email: 'nope', password: 'x' }, 'email', 'Please enter a valid email address'],
  ['login without a password', '/api/account/login', { email: 'a@example.com', password: '' }, 'password', 'Password is required'],
  ['login with an unknown role', '/api/account/login', { email: 'a@example.com', password: 'x', role: 'root' }, 'role', 'role must be user, vendor or admin'],
  ['register without a first name', '/api/account/register', { ...good, first_name: undefined }, 'first_name', 'First name is required'],
  ['register with digits in the first name', '/api/account/register', { ...good, first_name: 'Ann2' }, 'first_name', 'First name may contain letters only, with single spaces, hyphens or apostrophes between them'],
  ['register with an empty last name', '/api/account/register', { ...good, last_name: '' }, 'last_name', 'Last name is required'],
  // One space between letters is a real name ("Mary Ann"); two are not.
  ['register with two spaces in the last name', '/api/account/register', { ...good, last_name: 'Le  e' }, 'last_name', 'Last name may contain letters only, with single spaces, hyphens or apostrophes between them'],
  ['register with a bad email', '/api/account/register', { ...good, email: 'ann@' }, 'email', 'Please enter a valid email address'],
  ['register without a phone', '/api/account/register', { ...good, phone: undefined }, 'phone', 'Mobile number is required'],
  ['register with a 9-digit phone', '/api/account/register', { ...good, phone: '617555099' }, 'phone', 'Mobile number must be 10 digits'],
  ['register with letters in the phone', '/api/account/register', { ...good, phone: '61755509ab' }, 'phone', 'Mobile number must be 10 digits'],
  ['register with a 7-character password', '/api/account/register', { ...good, password: 'short12' }, 'password', 'Password must be at least 8 characters'],
  ['register as an admin', '/api/account/register', { ...good, role: 'admin' }, 'role', 'role must be user'],
  ['register with a bad plan id', '/api/account/register', { ...good, plan_id: 'gold' }, 'plan_id', 'plan_id must be a plan id'],
  ['verify_otp with a short number', '/api/account/verify_otp', { mobile: '12345', otp: '1234' }, 'mobile', 'Mobile number must be 10 digits'],
  ['verify_otp with a 3-digit code', '/api/account/verify_otp', { mobile: '6175550999', otp: '123' }, 'otp', 'Code must be 4 digits'],
  ['verify_otp without a code', '/api/account/verify_otp', { mobile: '6175550999' }, 'otp', 'Code is required'],
  ['forgot_password with neither email nor mobile', '/api/account/forgot_password', {}, 'email', 'Email is required'],
  ['forgot_password with a bad email', '/api/account/forgot_password', { email: 'x@', role: 'user' }, 'email', 'Please enter a valid email address'],
  ['forgot_password with a bad mobile', '/api/account/forgot_password', { mobile: '555' }, 'mobile', 'Mobile number must be 10 digits'],
  ['forgot_password with an unknown role', '/api/account/forgot_password', { email: 'a@example.com', role: 'boss' }, 'role', 'role must be user, vendor or admin'],
  ['change_password without a new password', '/api/account/change_password', { forgotCode: '1.abc' }, 'newPassword', 'New password is required'],
  ['change_password with a short new password', '/api/account/change_password', { newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters'],
  [
    'change_password with a confirm that differs',
    '/api/account/change_password',
    { forgotCode: '1.abcdefghijklmnopqrstuvwxyz', newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' },
    'confirmPassword',
    'The new password and confirm should match',
  ],
];

describe('every account endpoint refuses a bad body with a 4xx naming the field, and writes nothing', () => {
  for (const [title, path, body, field, msg] of API_CASES) {
    test(title, async () => {
      const before = await snapshot();
      const res = await app.request(path, { method: 'POST', json: body });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toEqual({ msg, field });
      expect(await snapshot()).toEqual(before);
    });
  }

  test('a body that is not JSON is a 400, not a 5xx', async () => {
    const before = await snapshot();
    const res = await app.request('/api/account/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"first_name":' });
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

const FORM_CASES: [title: string, path: string, fields: Record<string, string>, texts: string[]][] = [
  ['login', '/auth/login', { role: 'user', email: 'nope', password: '' }, ['Please enter a valid email address', 'Password is required']],
  [
    'owner signup',
    '/auth/signup',
    { role: 'user', first_name: '', last_name: 'L3e', email: '', password: 'short', phone: '12' },
    ['First name is required', 'Last name may contain letters only', 'Email is required', 'Password must be at least 8 characters', 'Mobile number must be 10 digits'],
  ],
  [
    'practice signup',
    '/auth/signup',
    { role: 'vendor', practice_name: '', first_name: 'Ann', last_name: 'Lee', email: 'x', password: '12345678', phone: '' },
    ['Practice name is required', 'Please enter a valid email address', 'Mobile number is required'],
  ],
  ['forgot password', '/auth/forgot', { role: 'user', email: '' }, ['Email is required']],
  ['change password', '/auth/change', { role: 'user', forgotCode: '1.x', newPassword: 'short', confirmPassword: '' }, ['Password must be at least 8 characters', 'Confirm password is required']],
  ['send code', '/auth/mobile/send', { role: 'user', phone: '123' }, ['Mobile number must be 10 digits']],
  ['verify code', '/auth/mobile/verify', { role: 'user', phone: '6175550999', otp: '12a4' }, ['Code must be 4 digits']],
];

describe('the HTML forms show the same messages under their fields, with a 422, and write nothing', () => {
  for (const [title, path, fields, texts] of FORM_CASES) {
    for (const htmx of [true, false]) {
      test(`${title} (${htmx ? 'htmx fragment' : 'plain post, whole page'})`, async () => {
        const before = await snapshot();
        const res = await postForm(app, path, fields, { htmx });
        expect(res.status).toBe(422);
        const html = await res.text();
        expect(html.startsWith('<!doctype html>')).toBe(!htmx);
        for (const text of texts) expect(html).toContain(text);
        expect(await snapshot()).toEqual(before);
      });
    }
  }
});
