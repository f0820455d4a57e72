import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { forgot_password } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { codeIn, createOwner, createPracticeLogin, e164, outboxTo, uniquePhone } from '../helpers/accounts';
import { MESSAGES } from '../../src/features/accounts/accounts.model';
import { codeHash } from '../../src/features/accounts/accounts.otp.service';
import { proofFigure } from './lib/figure';

/**
 * Check R6 (issue 17): sign-in, one-time codes and reset links are throttled per account and per
 * address, proven with counts (N attempts answered, the next one refused with the exact
 * message, whatever the other key), and codes and reset secrets are stored hashed. Addresses
 * come from X-Forwarded-For behind a trusted proxy (TRUST_PROXY=1), as in production.
 */
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
let now = new Date('2026-06-01T09:00:00Z');
let app: TestApp;
let ipCounter = 0;
const freshIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
const figures: string[] = [];

beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { TRUST_PROXY: '1', LOG_LEVEL: 'silent' }, clock: () => now });
}, 30_000);
afterAll(() => {
  proofFigure('R6', 'throttling', figures.join('; '));
  app.close();
});

/** A fresh quarter of an hour, past every window of the last test. */
const nextWindow = () => (now = new Date(now.getTime() + 2 * 3600_000));
const post = (path: string, json: unknown, ip: string) => app.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });
const login = (email: string, password: string, ip: string, role = 'user') => post('/api/account/login', { email, password, role }, ip);
const sendCode = (mobile: string, ip: string) => post('/api/account/forgot_password', { mobile }, ip);
const checkCode = (mobile: string, otp: string, ip: string) => post('/api/account/verify_otp', { mobile, otp }, ip);
const sendReset = (email: string, ip: string) => post('/api/account/forgot_password', { email, role: 'user' }, ip);

/** Sends `n` requests one after another, `stepMs` apart on the clock (past a code's resend pause by default); answers their statuses. */
async function statuses(n: number, one: (i: number) => Promise<Response>, stepMs = 31_000): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    now = new Date(now.getTime() + stepMs);
    out.push((await one(i)).status);
  }
  return out;
}

async function refusal(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('R6 sign-in: 10 failures per account, 100 per address, in 15 minutes', () => {
  test('per account across addresses: 10 wrong passwords from 10 addresses are answered, the 11th try is refused even with the right password', async () => {
    nextWindow();
    const owner = await createOwner(app);
    expect(await statuses(10, () => login(owner.email, 'wrong-password', freshIp()), 0)).toEqual(Array(10).fill(401));
    expect(await refusal(await login(owner.email, 'password123', freshIp()))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyAttempts } });
    // Upper case is the same account.
    expect((await login(owner.email.toUpperCase(), 'password123', freshIp())).status).toBe(429);
    figures.push('login per account: 10 allowed, 11th refused (429) from an 11th address');
  }, 60_000);

  test("a practice's login, per account across addresses: 10 wrong passwords are answered, the 11th try is refused", async () => {
    nextWindow();
    const { login: member } = await createPracticeLogin(app);
    expect(await statuses(10, () => login(member.email, 'wrong-password', freshIp(), 'vendor'), 0)).toEqual(Array(10).fill(401));
    expect(await refusal(await login(member.email, 'password123', freshIp(), 'vendor'))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyAttempts } });
    figures.push('practice login per account: 10 allowed, 11th refused (429)');
  }, 60_000);

  test('per address across accounts: 100 wrong passwords for 100 accounts from one address are answered, the 101st is refused for a fresh account with its right password', async () => {
    nextWindow();
    const ip = freshIp();
    // Ten at a time (password checks run on Bun's worker threads): the limit holds for requests at once too.
    const answers: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => login(`nobody-${batch}-${i}@example.com`, 'wrong-password', ip)))).map((r) => r.status));
    }
    expect(answers).toEqual(Array(100).fill(401));
    const owner = await createOwner(app);
    expect(await refusal(await login(owner.email, 'password123', ip))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyAttempts } });
    expect((await login(owner.email, 'password123', freshIp())).status).toBe(200);
    figures.push('login per address: 100 allowed, 101st refused (429), another address signs in');
  }, 300_000);
});

describe('R6 one-time codes: 5 sends per number and 20 per address an hour, 5 tries per code, 20 wrong codes per address in 15 minutes', () => {
  test('per number across addresses: 5 codes from 5 addresses are sent, the 6th is refused', async () => {
    nextWindow();
    const phone = uniquePhone();
    expect(await statuses(5, () => sendCode(phone, freshIp()))).toEqual(Array(5).fill(200));
    now = new Date(now.getTime() + 31_000);
    expect(await refusal(await sendCode(phone, freshIp()))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyCodes } });
    figures.push('code sends per number: 5 allowed, 6th refused (429)');
  });

  test('per address across numbers: 20 codes to 20 numbers from one address are sent, the 21st is refused', async () => {
    nextWindow();
    const ip = freshIp();
    expect(await statuses(20, () => sendCode(uniquePhone(), ip))).toEqual(Array(20).fill(200));
    expect(await refusal(await sendCode(uniquePhone(), ip))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyCodes } });
    figures.push('code sends per address: 20 allowed, 21st refused (429)');
  });

  test('per code across addresses: 5 wrong tries from 5 addresses, then the right code is refused', async () => {
    nextWindow();
    const phone = uniquePhone();
    expect((await sendCode(phone, freshIp())).status).toBe(200);
    const code = codeIn((await outboxTo(app, phone))!.body);
    const wrong = code === '0000' ? '1111' : '0000';
    expect(await statuses(5, () => checkCode(phone, wrong, freshIp()))).toEqual(Array(5).fill(400));
    expect(await refusal(await checkCode(phone, code, freshIp()))).toEqual({ status: 400, body: { msg: MESSAGES.invalidOtp, field: 'otp' } });
    figures.push('tries per code: 5 allowed, the right code on the 6th refused');
  });

  test('per address across numbers: 20 wrong codes from one address are checked, the 21st is refused even when right', async () => {
    nextWindow();
    const ip = freshIp();
    expect(await statuses(20, () => checkCode(uniquePhone(), '0000', ip), 0)).toEqual(Array(20).fill(400));
    const phone = uniquePhone();
    expect((await sendCode(phone, freshIp())).status).toBe(200);
    const code = codeIn((await outboxTo(app, phone))!.body);
    expect(await refusal(await checkCode(phone, code, ip))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyAttempts } });
    expect((await checkCode(phone, code, freshIp())).status).toBe(200);
    figures.push('wrong codes per address: 20 allowed, 21st refused (429)');
  });
});

/** How many of the answers had each status. */
const countBy = (answers: Response[]) => answers.reduce<Record<number, number>>((by, r) => ({ ...by, [r.status]: (by[r.status] ?? 0) + 1 }), {});

describe('R6 a burst at once gets no more than the limit (the place is taken before the check)', () => {
  test('40 wrong passwords for one account at once, from 40 addresses: 10 are checked, 30 refused', async () => {
    nextWindow();
    const owner = await createOwner(app);
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(owner.email, 'wrong-password', freshIp())));
    expect(countBy(answers)).toEqual({ 401: 10, 429: 30 });
    expect((await login(owner.email, 'password123', freshIp())).status).toBe(429);
    figures.push('a burst of 40 wrong passwords at once: 10 checked, 30 refused');
  }, 60_000);

  test('30 wrong codes at once from one address: 20 are checked, 10 refused', async () => {
    nextWindow();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => checkCode(uniquePhone(), '0000', ip)));
    expect(countBy(answers)).toEqual({ 400: 20, 429: 10 });
    figures.push('a burst of 30 wrong codes: 20 checked, 10 refused');
  });

  test('30 codes asked at once from one address for 30 numbers: 20 are sent, 10 refused', async () => {
    nextWindow();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => sendCode(uniquePhone(), ip)));
    expect(countBy(answers)).toEqual({ 200: 20, 429: 10 });
    figures.push('a burst of 30 code sends: 20 sent, 10 refused');
  });
});

describe('R6 reset links: 5 per account and 20 per address an hour', () => {
  test('per account across addresses and letter case: 5 links are sent, the 6th is refused', async () => {
    nextWindow();
    const owner = await createOwner(app);
    const variants = [owner.email, owner.email.toUpperCase(), owner.email.replace(/^t/, 'T'), owner.email, owner.email.toUpperCase()];
    expect(await statuses(5, (i) => sendReset(variants[i]!, freshIp()))).toEqual(Array(5).fill(200));
    expect(await refusal(await sendReset(owner.email.replace('example', 'EXAMPLE'), freshIp()))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyCodes } });
    figures.push('reset links per account: 5 allowed, 6th refused (429), letter case included');
  });

  test('per address across accounts: 20 requests from one address are answered, the 21st is refused', async () => {
    nextWindow();
    const ip = freshIp();
    expect(await statuses(20, (i) => sendReset(`someone-${i}@example.com`, ip))).toEqual(Array(20).fill(200));
    expect(await refusal(await sendReset('someone-else@example.com', ip))).toEqual({ status: 429, body: { msg: MESSAGES.tooManyCodes } });
    figures.push('reset links per address: 20 allowed, 21st refused (429)');
  });
});

describe('R6 codes and reset secrets are stored hashed', () => {
  test('the forgot_password row of an SMS code holds its HMAC, never the code', async () => {
    nextWindow();
    const phone = uniquePhone();
    expect((await sendCode(phone, freshIp())).status).toBe(200);
    const code = codeIn((await outboxTo(app, phone))!.body);
    const row = (await app.db.select().from(forgot_password).where(eq(forgot_password.mobile, e164(phone))).orderBy(desc(forgot_password.id)).limit(1))[0]!;
    expect(row.code_hash).toBe(codeHash(SECRET, code));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row).filter((v) => v === code)).toEqual([]);
  });

  test("the forgot_password row of a reset link holds its secret's HMAC, never the secret", async () => {
    nextWindow();
    const owner = await createOwner(app);
    expect((await sendReset(owner.email, freshIp())).status).toBe(200);
    const secret = /[?&]forgot=\d+\.([A-Za-z0-9_-]+)/.exec((await outboxTo(app, owner.email))!.body)![1]!;
    const row = (await app.db.select().from(forgot_password).where(eq(forgot_password.email, owner.email.toLowerCase())).orderBy(desc(forgot_password.id)).limit(1))[0]!;
    expect(row.code_hash).toBe(codeHash(SECRET, secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    figures.push('codes and reset secrets stored as HMAC-SHA256 (read from forgot_password)');
  });
});
