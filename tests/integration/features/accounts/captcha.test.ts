import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { countRows, postForm, uniquePhone, verifyPhone } from '../../../helpers/accounts';
import { users } from '../../../../db/schema';

let app: TestApp;
let n = 0;

beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { CAPTCHA: '1', TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

async function challenge(): Promise<Challenge> {
  const res = await app.request('/api/account/captcha');
  expect(res.status).toBe(200);
  return (await res.json()) as Challenge;
}

/** What the widget posts: the challenge and its solution, base64 JSON. */
async function solved(): Promise<string> {
  const c = await challenge();
  const solution = await solveChallenge({ challenge: c, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
}

async function owner() {
  n++;
  const who = { first_name: 'Cap', last_name: 'Tcha', email: `captcha-${n}-${Date.now()}@example.com`, phone: uniquePhone(), password: 'long-enough' };
  await verifyPhone(app, who.phone, { 'x-forwarded-for': `198.51.100.${n}` });
  return who;
}

const register = (body: Record<string, unknown>) => app.request('/api/account/register', { method: 'POST', json: body });
const refused = { msg: 'Please confirm that you are not a robot.', field: 'altcha' };

describe('the self-hosted captcha (CAPTCHA=1)', () => {
  test('the signup pages show the widget, served from this site', async () => {
    for (const [path, host] of [['/signup-type', 'localhost'], ['/vendor/signup', 'app.localhost']] as const) {
      const html = await (await app.request(path, { host })).text();
      expect(html).toContain('<altcha-widget challenge="/api/account/captcha" name="altcha">');
      expect(html).toContain('<script src="/public/vendor/altcha/altcha.js" defer>');
      expect(html).toContain('<script src="/public/js/captcha.js" defer>');
    }
    expect(await (await app.request('/login/')).text()).not.toContain('altcha-widget');
  });

  test('a solved challenge is accepted', async () => {
    const who = await owner();
    const res = await register({ ...who, altcha: await solved() });
    expect(res.status).toBe(200);
  });

  test('a missing payload is refused, and nothing is written', async () => {
    const who = await owner();
    const before = await countRows(app, users);
    const res = await register(who);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(refused);
    expect(await countRows(app, users)).toBe(before);
  });

  test('a forged or tampered payload is refused', async () => {
    const who = await owner();
    const good = JSON.parse(Buffer.from(await solved(), 'base64').toString()) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const forgeries = [
      'not-base64-json',
      encode({ hello: 'world' }),
      encode({ ...good, solution: { ...good.solution, derivedKey: good.solution.derivedKey.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) } }),
      encode({ ...good, solution: { counter: good.solution.counter } }),
      encode({ ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } }),
      encode({ ...good, challenge: { ...good.challenge, signature: '0'.repeat(64) } }),
      encode({ ...good, challenge: { parameters: good.challenge.parameters } }),
    ];
    for (const [i, altcha] of forgeries.entries()) {
      const res = await register({ ...who, altcha });
      expect([i, res.status]).toEqual([i, 422]);
      expect(await res.json()).toEqual(refused);
    }
  });

  test('a challenge signed with another key is refused', async () => {
    const other = await createTestApp({ seed: false, env: { CAPTCHA: '1', JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256' } });
    const c = (await (await other.request('/api/account/captcha')).json()) as Challenge;
    other.close();
    const solution = await solveChallenge({ challenge: c, deriveKey });
    const who = await owner();
    const res = await register({ ...who, altcha: Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64') });
    expect(res.status).toBe(422);
  });

  test('a solved challenge is good for one signup only', async () => {
    const altcha = await solved();
    expect((await register({ ...(await owner()), altcha })).status).toBe(200);
    const again = await register({ ...(await owner()), altcha });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual(refused);
  });

  test('the practice signup form requires it too, and shows the message', async () => {
    const fields = {
      role: 'vendor',
      practice_name: 'Captcha Clinic',
      first_name: 'Cap',
      last_name: 'Tcha',
      email: `captcha-vet-${Date.now()}@example.com`,
      phone: '6175550123',
      password: 'long-enough',
    };
    const without = await postForm(app, '/auth/signup', fields, { htmx: true, host: 'app.localhost' });
    expect(without.status).toBe(422);
    expect(await without.text()).toContain('Please confirm that you are not a robot.');
    const withIt = await postForm(app, '/auth/signup', { ...fields, altcha: await solved() }, { htmx: true, host: 'app.localhost' });
    expect(withIt.status).toBe(200);
    expect(withIt.headers.get('hx-redirect')).toBe('/app');
  });
});

describe('with the captcha off (the default)', () => {
  test('no widget is shown, no challenge is served, and signup needs none', async () => {
    const off = await createTestApp({ seed: false });
    try {
      expect(await (await off.request('/signup-type')).text()).not.toContain('altcha-widget');
      expect((await off.request('/api/account/captcha')).status).toBe(404);
    } finally {
      off.close();
    }
  });
});
