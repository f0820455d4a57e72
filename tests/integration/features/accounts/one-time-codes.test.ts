import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { e164, codeIn, outboxTo, postForm, uniquePhone } from '../../../helpers/accounts';
import { forgot_password } from '../../../../db/schema';

// Near the real time: session tokens are checked against it too.
let now = new Date();
let app: TestApp;
let address = 0;

beforeAll(async () => {
  // Behind a trusted proxy each test can speak from its own address, so per-address limits do not leak between tests.
  app = await createTestApp({ seed: false, clock: () => now, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

function caller() {
  address++;
  return { 'x-forwarded-for': `203.0.113.${address}` };
}

async function send(mobile: string, headers: Record<string, string>) {
  return app.request('/api/account/forgot_password', { method: 'POST', json: { mobile }, headers });
}

async function verify(mobile: string, otp: string, headers: Record<string, string>) {
  return app.request('/api/account/verify_otp', { method: 'POST', json: { mobile, otp }, headers });
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('one-time codes by SMS', () => {
  test('a code is 4 digits, sent to the number, and only its hash is stored', async () => {
    const mobile = uniquePhone();
    const res = await send(mobile, caller());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'We have sent a 4-digit code to your mobile number. It is valid for 10 minutes.' });
    const sms = await outboxTo(app, mobile);
    expect(sms!.channel).toBe('sms');
    const code = codeIn(sms!.body);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await app.db.select().from(forgot_password).where(eq(forgot_password.mobile, e164(mobile)));
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('the right code verifies the number ("Verified!") and works only once', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const code = codeIn((await outboxTo(app, mobile))!.body);
    const first = await verify(mobile, code, headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ msg: 'Verified!' });
    const again = await verify(mobile, code, headers);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ msg: 'Invalid OTP', field: 'otp' });
  });

  test('a wrong code answers "Invalid OTP"', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const code = codeIn((await outboxTo(app, mobile))!.body);
    const res = await verify(mobile, wrong(code), headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'Invalid OTP', field: 'otp' });
  });

  test('a code is dead after 10 minutes', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const code = codeIn((await outboxTo(app, mobile))!.body);
    const sentAt = now;
    try {
      now = new Date(sentAt.getTime() + 10 * 60_000 + 1000);
      const res = await verify(mobile, code, headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ msg: 'Invalid OTP', field: 'otp' });
    } finally {
      now = sentAt;
    }
  });

  test('a code still works just before its 10 minutes are up', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const code = codeIn((await outboxTo(app, mobile))!.body);
    const sentAt = now;
    try {
      now = new Date(sentAt.getTime() + 9 * 60_000 + 50_000);
      expect((await verify(mobile, code, headers)).status).toBe(200);
    } finally {
      now = sentAt;
    }
  });

  test('after 5 wrong tries even the right code is refused', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const code = codeIn((await outboxTo(app, mobile))!.body);
    for (let i = 0; i < 5; i++) expect((await verify(mobile, wrong(code), headers)).status).toBe(400);
    const res = await verify(mobile, code, headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ msg: 'Invalid OTP', field: 'otp' });
  });

  test('the right code on the 5th try still works', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const code = codeIn((await outboxTo(app, mobile))!.body);
    for (let i = 0; i < 4; i++) await verify(mobile, wrong(code), headers);
    expect((await verify(mobile, code, headers)).status).toBe(200);
  });

  test('parallel wrong guesses cannot get past the 5-try limit', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const code = codeIn((await outboxTo(app, mobile))!.body);
    await Promise.all(Array.from({ length: 12 }, () => verify(mobile, wrong(code), headers)));
    const [row] = await app.db.select().from(forgot_password).where(eq(forgot_password.mobile, e164(mobile)));
    expect(row!.attempts).toBe(5);
    expect((await verify(mobile, code, headers)).status).toBe(400);
  });

  test('only the newest code counts once another was sent', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    const older = codeIn((await outboxTo(app, mobile))!.body);
    const start = now;
    try {
      // A second code is sent once 30 seconds have passed (send-code-twice.test.ts).
      now = new Date(start.getTime() + 31_000);
      expect((await send(mobile, headers)).status).toBe(200);
    } finally {
      now = start;
    }
    const newer = codeIn((await outboxTo(app, mobile))!.body);
    if (older !== newer) expect((await verify(mobile, older, headers)).status).toBe(400);
    expect((await verify(mobile, newer, headers)).status).toBe(200);
  });

  test('a number gets at most 5 codes an hour: the 6th send is 429 and sends nothing', async () => {
    const mobile = uniquePhone();
    const start = now;
    try {
      // A minute apart: a number gets at most one code per 30 seconds (send-code-twice.test.ts).
      for (let i = 0; i < 5; i++) {
        now = new Date(start.getTime() + i * 60_000);
        expect((await send(mobile, caller())).status).toBe(200);
      }
      now = new Date(start.getTime() + 5 * 60_000);
      const before = await app.db.select().from(forgot_password).where(eq(forgot_password.mobile, e164(mobile)));
      const res = await send(mobile, caller());
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ msg: 'Too many codes requested. Please try again later.' });
      expect(await app.db.select().from(forgot_password).where(eq(forgot_password.mobile, e164(mobile)))).toHaveLength(before.length);
      now = new Date(start.getTime() + 61 * 60_000);
      expect((await send(mobile, caller())).status).toBe(200);
    } finally {
      now = start;
    }
  });

  test('one address gets at most 20 codes an hour, over any numbers', async () => {
    const headers = caller();
    for (let i = 0; i < 20; i++) expect((await send(uniquePhone(), headers)).status).toBe(200);
    const res = await send(uniquePhone(), headers);
    expect(res.status).toBe(429);
  });

  test('one address guessing codes for many numbers is held after 20 wrong codes', async () => {
    const headers = caller();
    const mobile = uniquePhone();
    await send(mobile, caller());
    for (let i = 0; i < 20; i++) expect((await verify(uniquePhone(), '0000', headers)).status).toBe(400);
    expect((await verify(mobile, '0000', headers)).status).toBe(429);
  });

  test('the signup form: Send Code, then Verify, locks the number with "Verified!"', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    const sent = await postForm(app, '/auth/mobile/send', { role: 'user', phone: mobile }, { htmx: true, headers });
    expect(sent.status).toBe(200);
    const step = await sent.text();
    expect(step).toContain('id="mobile-verification"');
    expect(step).toContain('name="otp"');
    const code = codeIn((await outboxTo(app, mobile))!.body);
    const bad = await postForm(app, '/auth/mobile/verify', { role: 'user', phone: mobile, otp: wrong(code) }, { htmx: true, headers });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Invalid OTP');
    const good = await postForm(app, '/auth/mobile/verify', { role: 'user', phone: mobile, otp: code }, { htmx: true, headers });
    expect(good.status).toBe(200);
    const locked = await good.text();
    expect(locked).toContain('Verified!');
    expect(locked).toMatch(new RegExp(`name="phone"[^>]*value="${mobile}"[^>]*readonly`));
    expect(locked).toMatch(/name="mobile_token" value="\d+\.[0-9a-f]{64}"/);
  });

  test('without script, Send Code answers the whole signup page with the code field', async () => {
    const mobile = uniquePhone();
    const res = await postForm(app, '/auth/mobile/send', { role: 'user', first_name: 'Ann', phone: mobile, password: 'secret-pw' }, { headers: caller() });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('name="otp"');
    expect(html).toContain('value="Ann"');
    expect(html).not.toContain('secret-pw');
  });

  test('a verified code is stored as used and verified at that instant', async () => {
    const mobile = uniquePhone();
    const headers = caller();
    await send(mobile, headers);
    await verify(mobile, codeIn((await outboxTo(app, mobile))!.body), headers);
    const [latest] = await app.db.select().from(forgot_password).where(eq(forgot_password.mobile, e164(mobile))).orderBy(desc(forgot_password.id));
    expect(latest!.verified_at).toBe(now.toISOString());
    expect(latest!.used_at).toBe(now.toISOString());
  });
});
