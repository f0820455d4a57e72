import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, bearer, cookieHeader, createOwner, createPracticeLogin, outboxTo, postForm, sessionFrom } from '../../../helpers/accounts';
import { forgot_password, outbox } from '../../../../db/schema';

// Near the real time: session tokens are checked against it too.
let now = new Date();
let app: TestApp;
let address = 0;

beforeAll(async () => {
  app = await createTestApp({
    seed: false,
    clock: () => now,
    env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://vetconsult.example' },
  });
});
afterAll(() => app.close());

const from = () => ({ 'x-forwarded-for': `192.0.2.${++address}` });

async function forgot(email: string, role: 'user' | 'vendor' = 'user', headers: Record<string, string> = from()) {
  return app.request('/api/account/forgot_password', { method: 'POST', json: { email, role }, headers });
}

/** The reset link in the newest e-mail to an address. */
async function linkFor(email: string): Promise<URL> {
  const mail = await outboxTo(app, email);
  const match = /(https?:\/\/\S+forgot=\S+)/.exec(mail!.body);
  return new URL(match![1]!);
}

const codeOf = (link: URL) => link.searchParams.get('forgot')!;

async function change(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.request('/api/account/change_password', { method: 'POST', json: body, headers });
}

describe('forgot password', () => {
  test('a known and an unknown e-mail get the same answer; only the known one gets a message', async () => {
    const owner = await createOwner(app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const outboxBefore = (await app.db.select({ n: count() }).from(outbox))[0]!.n;
    const known = await forgot(owner.email);
    const missing = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    const expected = { msg: 'Please check your inbox for further instructions on resetting your password.' };
    expect(await known.json()).toEqual(expected);
    expect(await missing.json()).toEqual(expected);
    expect((await app.db.select({ n: count() }).from(outbox))[0]!.n).toBe(outboxBefore + 1);
    expect(await outboxTo(app, unknown)).toBeUndefined();
    const mail = await outboxTo(app, owner.email);
    expect(mail!.subject).toBe('Reset your VetConsult password');
  });

  test("the link's host is the configured PUBLIC_URL, whatever Host and X-Forwarded-Host say", async () => {
    const owner = await createOwner(app);
    // Hosts this deployment serves (so the request is answered), none of them the public address.
    const res = await app.request('/api/account/forgot_password', {
      method: 'POST',
      host: 'app.localhost:3000',
      json: { email: owner.email, role: 'user' },
      headers: { 'x-forwarded-host': 'www.localhost:8443', 'x-forwarded-for': '192.0.2.250' },
    });
    expect(res.status).toBe(200);
    const mail = await outboxTo(app, owner.email);
    expect(mail!.body).not.toContain('localhost');
    const link = await linkFor(owner.email);
    expect(link.origin).toBe('https://vetconsult.example');
    expect(link.pathname).toBe('/login/');
  });

  test('a request for a foreign host is answered "Site not found" and sends nothing', async () => {
    const owner = await createOwner(app);
    const before = (await app.db.select({ n: count() }).from(outbox))[0]!.n;
    const forged: { host: string; extra: Record<string, string> }[] = [
      { host: 'evil.example', extra: {} },
      { host: 'localhost', extra: { 'x-forwarded-host': 'attacker.example' } },
    ];
    for (const { host, extra: rest } of forged) {
      const res = await app.request('/api/account/forgot_password', {
        method: 'POST',
        host,
        json: { email: owner.email, role: 'user' },
        headers: { ...rest, 'x-forwarded-for': '192.0.2.251' },
      });
      expect(res.status).toBe(404);
    }
    expect((await app.db.select({ n: count() }).from(outbox))[0]!.n).toBe(before);
  });

  test('a practice login gets a link to the practice login page', async () => {
    const { login } = await createPracticeLogin(app);
    await forgot(login.email, 'vendor');
    const link = await linkFor(login.email);
    expect(link.origin + link.pathname).toBe('https://vetconsult.example/vendor/login');
  });

  test('only a hash of the link is stored', async () => {
    const owner = await createOwner(app);
    await forgot(owner.email);
    const code = codeOf(await linkFor(owner.email));
    const secret = code.split('.')[1]!;
    const [row] = await app.db.select().from(forgot_password).where(eq(forgot_password.email, owner.email));
    expect(row!.code_hash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  test('one account gets at most 5 reset e-mails an hour (unknown addresses are counted the same)', async () => {
    const owner = await createOwner(app);
    for (let i = 0; i < 5; i++) expect((await forgot(owner.email)).status).toBe(200);
    expect((await forgot(owner.email)).status).toBe(429);
    const unknown = `ghost-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await forgot(unknown)).status).toBe(200);
    expect((await forgot(unknown)).status).toBe(429);
  });

  test('the web form says the same for known and unknown e-mails', async () => {
    const owner = await createOwner(app);
    for (const email of [owner.email, `unknown-${Date.now()}@example.com`]) {
      const res = await postForm(app, '/auth/forgot', { role: 'user', email }, { htmx: true, headers: from() });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Please check your inbox for further instructions on resetting your password.');
    }
    const plain = await postForm(app, '/auth/forgot', { role: 'user', email: owner.email }, { headers: from() });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/login/?mode=forgot&sent=1');
    const page = await app.request('/login/?mode=forgot&sent=1');
    expect(await page.text()).toContain('Please check your inbox for further instructions on resetting your password.');
  });
});

describe('change password with the link', () => {
  test('the link opens the change-password form, which asks no current password', async () => {
    const owner = await createOwner(app);
    await forgot(owner.email);
    const link = await linkFor(owner.email);
    const page = await app.request(link.pathname + link.search);
    const html = await page.text();
    expect(html).toContain('Change password');
    expect(html).toContain('name="forgotCode"');
    expect(html).not.toContain('name="currentPassword"');
  });

  test('sets the new password: the new one signs in, the old one does not, and the link is spent', async () => {
    const owner = await createOwner(app);
    await forgot(owner.email);
    const code = codeOf(await linkFor(owner.email));
    const res = await change({ forgotCode: code, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw', email: owner.email, role: 'user' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'Your password has been reset successfully!' });
    expect((await app.request('/api/account/login', { method: 'POST', json: { email: owner.email, password: 'brand-new-pw' } })).status).toBe(200);
    expect((await app.request('/api/account/login', { method: 'POST', json: { email: owner.email, password: 'password123' } })).status).toBe(401);
    const again = await change({ forgotCode: code, newPassword: 'another-pw-1', confirmPassword: 'another-pw-1' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ msg: 'This password reset link is invalid or has expired.', field: 'forgotCode' });
  });

  test('a link is dead after one hour', async () => {
    const owner = await createOwner(app);
    await forgot(owner.email);
    const code = codeOf(await linkFor(owner.email));
    const start = now;
    try {
      now = new Date(start.getTime() + 61 * 60_000);
      const res = await change({ forgotCode: code, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' });
      expect(res.status).toBe(400);
    } finally {
      now = start;
    }
  });

  test('a forged or altered code is refused', async () => {
    const owner = await createOwner(app);
    await forgot(owner.email);
    const code = codeOf(await linkFor(owner.email));
    const [id, secret] = code.split('.');
    for (const forged of [`${id}.${secret!.slice(0, -2)}xx`, `${Number(id) + 1}.${secret}`, 'garbage', `${id}`]) {
      expect((await change({ forgotCode: forged, newPassword: 'brand-new-pw' })).status).toBe(400);
    }
  });

  test("a code cannot reset another role's account, nor another e-mail", async () => {
    const owner = await createOwner(app);
    await forgot(owner.email);
    const code = codeOf(await linkFor(owner.email));
    expect((await change({ forgotCode: code, newPassword: 'brand-new-pw', role: 'vendor' })).status).toBe(400);
    expect((await change({ forgotCode: code, newPassword: 'brand-new-pw', email: 'someone@example.com' })).status).toBe(400);
  });

  test('resetting ends every older session and every other open link', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    expect((await app.request('/app', { headers: cookieHeader(token) })).headers.get('location')).toBe('/app/my-appointments');
    await forgot(owner.email);
    const first = codeOf(await linkFor(owner.email));
    await forgot(owner.email);
    const second = codeOf(await linkFor(owner.email));
    expect((await change({ forgotCode: second, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' })).status).toBe(200);
    const reuse = await app.request('/app', { headers: cookieHeader(token) });
    expect(reuse.headers.get('location')).toStartWith('/login/');
    expect((await change({ forgotCode: first, newPassword: 'other-new-pw' })).status).toBe(400);
  });

  test('the web form: mismatch message, then success sends to login with the message', async () => {
    const { login } = await createPracticeLogin(app);
    await forgot(login.email, 'vendor');
    const code = codeOf(await linkFor(login.email));
    const mismatch = await postForm(app, '/auth/change', { role: 'vendor', forgotCode: code, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-px' }, { htmx: true });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.text()).toContain('The new password and confirm should match');
    const ok = await postForm(app, '/auth/change', { role: 'vendor', forgotCode: code, newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' }, { htmx: true });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('hx-redirect')).toBe('/vendor/login?reset=done');
    const page = await app.request('/vendor/login?reset=done');
    expect(await page.text()).toContain('Your password has been reset successfully!');
    expect((await app.request('/api/account/login', { method: 'POST', json: { email: login.email, password: 'brand-new-pw', role: 'vendor' } })).status).toBe(200);
  });
});

describe('change password while signed in', () => {
  test('needs the current password, and refuses a wrong one', async () => {
    const owner = await createOwner(app);
    const token = await apiLogin(app, owner.email);
    const missing = await change({ newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' }, bearer(token));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ msg: 'Current password is required', field: 'currentPassword' });
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'brand-new-pw' }, bearer(token));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ msg: 'Current password is incorrect', field: 'currentPassword' });
  });

  test('is refused without a session or a forgot code', async () => {
    const res = await change({ currentPassword: 'password123', newPassword: 'brand-new-pw' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: 'Please log in to change your password.' });
  });

  test('revokes older tokens, the one used included, and clears the cookie', async () => {
    const owner = await createOwner(app);
    const older = await apiLogin(app, owner.email);
    const current = await apiLogin(app, owner.email);
    expect((await app.request('/app', { headers: cookieHeader(older) })).headers.get('location')).toBe('/app/my-appointments');
    const res = await change({ currentPassword: 'password123', newPassword: 'brand-new-pw', confirmPassword: 'brand-new-pw' }, cookieHeader(current));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'Your password has been reset successfully!' });
    expect(sessionFrom(res)).toBeNull();
    for (const token of [older, current]) {
      const page = await app.request('/app', { headers: cookieHeader(token) });
      expect(page.headers.get('location')).toStartWith('/login/');
    }
    expect(await apiLogin(app, owner.email, 'user', 'brand-new-pw')).toBeTruthy();
  });
});
