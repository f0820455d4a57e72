import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { e164, codeIn, cookieHeader, countRows, outboxTo, postForm, sessionFrom, uniquePhone, verifyPhone } from '../../../helpers/accounts';
import { forgot_password, plans, users } from '../../../../db/schema';

// Near the real time: session tokens are checked against it too.
let now = new Date();
let app: TestApp;
let welcomePlanId: number;
let happyPawsVendorId: number;
let address = 0;

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: () => now, env: { TRUST_PROXY: '1' } });
  welcomePlanId = (await app.db.query.plans.findFirst({ where: eq(plans.code, 'WELCOME') }))!.id;
  happyPawsVendorId = (await app.db.query.websites.findFirst())!.vendor_id;
});
afterAll(() => app.close());

const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });
let people = 0;
function person() {
  people++;
  return { first_name: 'Ann', last_name: 'Lee', email: `ann.lee.${people}.${Date.now()}@example.com`, phone: uniquePhone(), password: 'long-enough' };
}

function register(body: Record<string, unknown>, headers: Record<string, string> = {}, host?: string) {
  return app.request('/api/account/register', { method: 'POST', json: body, host, headers: { 'user-agent': CHROME_ON_WINDOWS, ...from(), ...headers } });
}

describe('owner signup through the JSON API', () => {
  test('with a verified phone: answers a token, sets the cookie, and stores the source from the User-Agent', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    const res = await register({ ...who, email: `  ${who.email.toUpperCase()}  ` });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(sessionFrom(res)).toBe(token);
    const user = await app.db.query.users.findFirst({ where: eq(users.email, who.email) });
    expect(user).toMatchObject({ first_name: 'Ann', last_name: 'Lee', phone: e164(who.phone), role: 'user', vendor_id: null, signup_plan: null });
    expect(user!.source).toEqual({ medium: 'Web', browser: 'Chrome', version: '131', os: 'Windows', vendor_id: null });
    expect(user!.password_hash).toStartWith('$argon2id$');
    expect(user!.hash).toMatch(/^[0-9a-f]{32}$/);
    const landing = await app.request('/app', { headers: cookieHeader(token) });
    expect(landing.headers.get('location')).toBe('/app/my-appointments');
  });

  test('keeps the language the owner signed up in as the account’s', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    expect((await register(who, { 'accept-language': 'es-MX,es;q=0.9' })).status).toBe(200);
    expect(await app.db.query.users.findFirst({ where: eq(users.email, who.email) })).toMatchObject({ language: 'es', units: null });
  });

  test('refuses a phone that was never verified, and writes nothing', async () => {
    const who = person();
    const before = await countRows(app, users);
    const res = await register(who);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: 'Mobile number must be verified', field: 'phone' });
    expect(await countRows(app, users)).toBe(before);
  });

  test('refuses a phone verified more than 30 minutes ago', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    const start = now;
    try {
      now = new Date(start.getTime() + 31 * 60_000);
      const res = await register(who);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ msg: 'Mobile number must be verified', field: 'phone' });
    } finally {
      now = start;
    }
  });

  test('refuses a phone for which a code was sent but not verified', async () => {
    const who = person();
    await app.request('/api/account/forgot_password', { method: 'POST', json: { mobile: who.phone }, headers: from() });
    const res = await register(who);
    expect(res.status).toBe(422);
    expect((await res.json()) as object).toEqual({ msg: 'Mobile number must be verified', field: 'phone' });
  });

  test('refuses a duplicate e-mail, whatever its case', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    expect((await register(who)).status).toBe(200);
    const before = await countRows(app, users);
    const again = await register({ ...who, email: who.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ msg: 'This email already exists in our System.', field: 'email' });
    const seeded = await register({ ...who, email: 'owner@example.com' });
    expect(seeded.status).toBe(409);
    expect(await countRows(app, users)).toBe(before);
  });

  test('two signups racing for one e-mail: one wins, the other is told the e-mail exists', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    const [a, b] = await Promise.all([register(who), register(who)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await loser.json()).toEqual({ msg: 'This email already exists in our System.', field: 'email' });
  });

  test('a promo code is matched case-insensitively and sets the plan', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    expect((await register({ ...who, promocode: 'welcome' })).status).toBe(200);
    const user = await app.db.query.users.findFirst({ where: eq(users.email, who.email) });
    expect(user).toMatchObject({ signup_plan: welcomePlanId, promocode: 'WELCOME' });
  });

  test('an unknown promo code is refused with "Invalid code"', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    const res = await register({ ...who, promocode: 'NOPE' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: 'Invalid code', field: 'promocode' });
  });

  test('on a practice site the owner is tied to that practice; the body cannot choose another', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    const res = await register({ ...who, source: { medium: 'Web', vendor_id: 999 } }, { 'user-agent': SAFARI_ON_IPHONE }, 'happypaws.localhost');
    expect(res.status).toBe(200);
    const user = await app.db.query.users.findFirst({ where: eq(users.email, who.email) });
    expect(user!.vendor_id).toBe(happyPawsVendorId);
    expect(user!.source).toEqual({ medium: 'Web', browser: 'Mobile Safari', version: '17', os: 'iOS', vendor_id: happyPawsVendorId });
  });
});

describe('owner signup through the web form', () => {
  async function formSignup(who: ReturnType<typeof person>, htmx: boolean, extra: Record<string, string> = {}, host?: string) {
    const headers = from();
    await postForm(app, '/auth/mobile/send', { role: 'user', phone: who.phone }, { htmx: true, headers, host });
    const otp = codeIn((await outboxTo(app, who.phone))!.body);
    const verified = await postForm(app, '/auth/mobile/verify', { role: 'user', phone: who.phone, otp }, { htmx: true, headers, host });
    const token = /name="mobile_token" value="([^"]+)"/.exec(await verified.text())![1]!;
    return postForm(app, '/auth/signup', { role: 'user', ...who, mobile_token: token, promocode: '', ...extra }, { htmx, headers: { ...headers, 'user-agent': CHROME_ON_WINDOWS }, host });
  }

  test('with htmx: signs in and answers HX-Redirect to the redirect address', async () => {
    const who = person();
    const res = await formSignup(who, true, { redirect: '/app/my-pets' });
    expect(res.status).toBe(200);
    expect(res.headers.get('hx-redirect')).toBe('/app/my-pets');
    expect(sessionFrom(res)).toBeTruthy();
  });

  test('without script: a 303 to /app, and an outside redirect address is not followed', async () => {
    const who = person();
    const res = await formSignup(who, false, { redirect: 'https://evil.example/' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app');
    expect(sessionFrom(res)).toBeTruthy();
  });

  test('a refused signup shows the form again with the number still locked and the message', async () => {
    const who = person();
    const res = await formSignup(who, true, { email: 'owner@example.com' });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('This email already exists in our System.');
    expect(html).toContain('Verified!');
    expect(html).toMatch(new RegExp(`name="phone"[^>]*value="${who.phone}"[^>]*readonly`));
    expect(html).not.toContain(who.password);
  });

  test('a forged verified token does not lock the number, and the server still refuses the unverified phone', async () => {
    const who = person();
    const res = await postForm(app, '/auth/signup', { role: 'user', ...who, mobile_token: `${Date.now() + 600_000}.${'0'.repeat(64)}` }, { htmx: true, headers: from() });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Mobile number must be verified');
    expect(html).not.toContain('Verified!');
  });

  test('the promo check answers "Promo Applied!" with the plan description, or "Invalid code"', async () => {
    const applied = await postForm(app, '/auth/promo', { role: 'user', promocode: 'WeLcOmE' }, { htmx: true });
    expect(applied.status).toBe(200);
    const html = await applied.text();
    expect(html).toContain('Promo Applied!');
    expect(html).toContain('Welcome offer: your first video consultation is 20% off.');
    const invalid = await postForm(app, '/auth/promo', { role: 'user', promocode: 'WELCOME2' }, { htmx: true });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('Invalid code');
  });

  test('on a practice site the form ties the owner to the practice', async () => {
    const who = person();
    const res = await formSignup(who, false, {}, 'happypaws.localhost');
    expect(res.status).toBe(303);
    const user = await app.db.query.users.findFirst({ where: eq(users.email, who.email) });
    expect(user!.vendor_id).toBe(happyPawsVendorId);
    expect(user!.source).toMatchObject({ vendor_id: happyPawsVendorId, medium: 'Web', browser: 'Chrome' });
  });

  test('a verification is kept in forgot_password with the time it happened', async () => {
    const who = person();
    await verifyPhone(app, who.phone, from());
    const [row] = await app.db.select().from(forgot_password).where(eq(forgot_password.mobile, e164(who.phone)));
    expect(row!.verified_at).toBe(now.toISOString());
  });
});

describe('an unexpected failure during signup', () => {
  test("answers the spec's general message, and the log keeps the fault but not the body", async () => {
    const broken = await createTestApp({ seed: false });
    try {
      // The database refuses every new user for a reason signup cannot know about.
      await broken.deps.database.client.execute("CREATE TRIGGER users_refused BEFORE INSERT ON users BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
      const who = person();
      await verifyPhone(broken, who.phone);
      const res = await broken.request('/api/account/register', { method: 'POST', json: who });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ msg: 'Sorry! Something went wrong. Please try again later.' });
      const form = await postForm(broken, '/auth/signup', { role: 'user', ...who }, { htmx: true });
      expect(form.status).toBe(500);
      expect(await form.text()).toContain('Sorry! Something went wrong. Please try again later.');
      const log = broken.logs.join('\n');
      expect(log).toContain('disk on fire');
      expect(log).not.toContain(who.password);
      expect(log).not.toContain(who.email);
    } finally {
      broken.close();
    }
  });
});
