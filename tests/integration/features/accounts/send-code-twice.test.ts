import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { e164, postForm, uniquePhone } from '../../../helpers/accounts';
import { outbox } from '../../../../db/schema';

/** Issue 11 item 6: a double click on "Send Code" sent two SMS. One code per number per 30 seconds. */
let now = new Date();
let app: TestApp;
let address = 0;
const TOO_SOON = 'A code was just sent to this number. Please wait 30 seconds before asking for another.';

beforeAll(async () => {
  app = await createTestApp({ seed: false, clock: () => now, env: { TRUST_PROXY: '1' } });
});
afterAll(() => app.close());

const caller = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });
const sendCode = (phone: string, headers = caller()) => postForm(app, '/auth/mobile/send', { role: 'user', phone }, { htmx: true, headers });
const smsTo = async (phone: string) => (await app.db.select().from(outbox).where(eq(outbox.to, e164(phone)))).length;

describe('a double click on Send Code sends two SMS (issue 11 item 6)', () => {
  test('two quick Send Code requests: the second is 429 with a clear message, and one SMS is sent', async () => {
    const phone = uniquePhone();
    const headers = caller();
    expect((await sendCode(phone, headers)).status).toBe(200);
    const second = await sendCode(phone, headers);
    expect(second.status).toBe(429);
    expect(await second.text()).toContain(TOO_SOON);
    expect(await smsTo(phone)).toBe(1);
  });

  test('two Send Code requests at the same instant send one SMS', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all([sendCode(phone), sendCode(phone)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await smsTo(phone)).toBe(1);
  });

  test('the JSON API refuses the same way', async () => {
    const phone = uniquePhone();
    const send = () => app.request('/api/account/forgot_password', { method: 'POST', json: { mobile: phone }, headers: caller() });
    expect((await send()).status).toBe(200);
    const second = await send();
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({ msg: TOO_SOON });
    expect(await smsTo(phone)).toBe(1);
  });

  test('after 30 seconds a new code may be sent', async () => {
    const phone = uniquePhone();
    expect((await sendCode(phone)).status).toBe(200);
    const start = now;
    try {
      now = new Date(start.getTime() + 29_000);
      expect((await sendCode(phone)).status).toBe(429);
      now = new Date(start.getTime() + 31_000);
      expect((await sendCode(phone)).status).toBe(200);
    } finally {
      now = start;
    }
    expect(await smsTo(phone)).toBe(2);
  });
});
