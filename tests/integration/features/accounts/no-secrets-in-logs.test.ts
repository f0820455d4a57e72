import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { codeIn, e164, cookieHeader, outboxTo, postForm, sessionFrom } from '../../../helpers/accounts';
import { outbox } from '../../../../db/schema';
import { withoutServerFigures } from '../../../helpers/server-figures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

describe('a full signup, login, reset and change run', () => {
  test('leaves no password, code, token or reset code in the log, and only the sent messages in the outbox', async () => {
    const email = `full-run-${Date.now()}@example.com`;
    const phone = '6175550177';
    const password = 'first-Secret-pw';
    const newPassword = 'second-Secret-pw';
    const changedPassword = 'third-Secret-pw';
    const secrets: string[] = [password, newPassword, changedPassword];

    // Signup through the web form, with a wrong code first.
    await postForm(app, '/auth/mobile/send', { role: 'user', phone }, { htmx: true });
    const otp = codeIn((await outboxTo(app, phone))!.body);
    secrets.push(otp);
    const wrongOtp = otp === '0000' ? '1111' : '0000';
    expect((await postForm(app, '/auth/mobile/verify', { role: 'user', phone, otp: wrongOtp }, { htmx: true })).status).toBe(400);
    const verified = await postForm(app, '/auth/mobile/verify', { role: 'user', phone, otp }, { htmx: true });
    const mobileToken = /name="mobile_token" value="([^"]+)"/.exec(await verified.text())![1]!;
    secrets.push(mobileToken);
    // A refused try (short password) is logged no more than a good one.
    await postForm(app, '/auth/signup', { role: 'user', first_name: 'Full', last_name: 'Run', email, phone, password: 'short', mobile_token: mobileToken }, { htmx: true });
    const signup = await postForm(
      app,
      '/auth/signup',
      { role: 'user', first_name: 'Full', last_name: 'Run', email, phone, password, mobile_token: mobileToken, promocode: '' },
      { htmx: true },
    );
    expect(signup.status).toBe(200);
    secrets.push(sessionFrom(signup)!);

    // A failed and a good login.
    await app.request('/api/account/login', { method: 'POST', json: { email, password: 'not-the-password' } });
    const login = await app.request('/api/account/login', { method: 'POST', json: { email, password } });
    secrets.push(((await login.json()) as { token: string }).token);

    // Forgot → link → change.
    await postForm(app, '/auth/forgot', { role: 'user', email }, { htmx: true });
    const mail = (await outboxTo(app, email))!;
    const link = new URL(/(https?:\/\/\S+)/.exec(mail.body)![1]!);
    const forgotCode = link.searchParams.get('forgot')!;
    secrets.push(forgotCode, forgotCode.split('.')[1]!, encodeURIComponent(forgotCode));
    await postForm(app, '/auth/change', { role: 'user', forgotCode, newPassword, confirmPassword: 'mismatch-pw' }, { htmx: true });
    const reset = await postForm(app, '/auth/change', { role: 'user', forgotCode, newPassword, confirmPassword: newPassword }, { htmx: true });
    expect(reset.headers.get('hx-redirect')).toBe('/login/?reset=done');

    // Signed in again, the password is changed with the current one.
    const again = await app.request('/api/account/login', { method: 'POST', json: { email, password: newPassword } });
    const token = ((await again.json()) as { token: string }).token;
    secrets.push(token);
    const changed = await app.request('/api/account/change_password', {
      method: 'POST',
      json: { currentPassword: newPassword, newPassword: changedPassword, confirmPassword: changedPassword },
      headers: cookieHeader(token),
    });
    expect(changed.status).toBe(200);

    expect(app.logs.length).toBeGreaterThan(0);
    const log = app.logs.map(withoutServerFigures).join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain(email);
    expect(log).not.toContain(phone);
    expect(log).not.toContain(e164(phone));

    // The outbox holds exactly what was sent: one SMS with the code, one e-mail with the link.
    const messages = await app.db.select().from(outbox).orderBy(outbox.id);
    expect(messages.map((m) => [m.channel, m.to])).toEqual([
      ['sms', e164(phone)],
      ['email', email],
    ]);
    const [sms, resetMail] = messages;
    expect(sms!.body).toContain(otp);
    expect(resetMail!.body).toContain(forgotCode);
    const everything = JSON.stringify(messages);
    for (const secret of [password, newPassword, changedPassword, mobileToken, token]) expect(everything).not.toContain(secret);
  });
});
