import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { codeIn, outboxTo, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';
import { forgot_password, vendors } from '../../../../db/schema';

/** Mobiles of any country: read in the chosen country (the practice's on its site, else the US), stored and sent in E.164. */
let app: TestApp;
let address = 0;
let ukHost: string;

beforeAll(async () => {
  app = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
  const { vendor, website } = await createPracticeWithSite(app, 'London Cats');
  await app.db.update(vendors).set({ country: 'GB', locale: 'en-GB' }).where(eq(vendors.id, vendor.id));
  ukHost = `${website.sub_domain}.localhost`;
});
afterAll(() => app.close());

const caller = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': `203.0.113.${++address}`, ...extra });
const sendCode = (json: Record<string, string>, headers = caller()) => app.request('/api/account/forgot_password', { method: 'POST', json, headers });

describe('the JSON API reads a mobile in its country', () => {
  test('a UK, Mexican (with or without the old 1), Indian and Spanish mobile is sent its code in E.164', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ mobile: '07700 900123', country: 'GB' }, '+447700900123'],
      [{ mobile: '+44 7700 900124' }, '+447700900124'],
      [{ mobile: '+52 1 55 1234 5678' }, '+525512345678'],
      [{ mobile: '55 1234 5679', country: 'MX' }, '+525512345679'],
      [{ mobile: '+91 98765 43210' }, '+919876543210'],
      [{ mobile: '612 345 678', country: 'ES' }, '+34612345678'],
      [{ mobile: '6175550142' }, '+16175550142'],
    ];
    for (const [json, e164] of cases) {
      const res = await sendCode(json);
      expect(res.status).toBe(200);
      expect((await outboxTo(app, e164))!.channel).toBe('sms');
      expect(await app.db.query.forgot_password.findFirst({ where: eq(forgot_password.mobile, e164) })).toBeTruthy();
    }
  });

  const refused: [string, Record<string, string>, string, string][] = [
    ['a UK landline', { mobile: '020 7946 0958', country: 'GB' }, 'mobile', 'Enter a valid mobile number for United Kingdom'],
    ['a UK landline typed with +44', { mobile: '+44 20 7946 0958' }, 'mobile', 'Enter a valid mobile number for United Kingdom'],
    ['a UK number of the wrong length', { mobile: '07700 9001', country: 'GB' }, 'mobile', 'Enter a valid mobile number for United Kingdom'],
    ['letters in a UK number', { mobile: '07700 9001ab', country: 'GB' }, 'mobile', 'Enter a valid mobile number for United Kingdom'],
    ['a US number of 9 digits', { mobile: '617555014' }, 'mobile', 'Mobile number must be 10 digits'],
    ['letters in a US number', { mobile: '61755509ab', country: 'US' }, 'mobile', 'Mobile number must be 10 digits'],
    ['an unknown country', { mobile: '07700 900123', country: 'ZZ' }, 'country', 'ZZ is not a known country'],
    ['a country in lower case', { mobile: '07700 900123', country: 'gb' }, 'country', 'gb is not a known country'],
  ];
  for (const [name, json, field, msg] of refused) {
    test(`${name} is refused with a 422 naming ${field}, and nothing is sent`, async () => {
      const res = await sendCode(json);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ msg, field });
    });
  }

  test('the refusal speaks the reader’s language', async () => {
    const res = await sendCode({ mobile: '020 7946 0958', country: 'GB' }, caller({ 'accept-language': 'es' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ msg: 'Ingrese un número de móvil válido para Reino Unido', field: 'mobile' });
  });

  test('verify_otp looks the code up by the same E.164 number, however it is typed', async () => {
    const headers = caller();
    expect((await sendCode({ mobile: '+34 612 345 679' }, headers)).status).toBe(200);
    const otp = codeIn((await outboxTo(app, '+34612345679'))!.body);
    const res = await app.request('/api/account/verify_otp', { method: 'POST', json: { mobile: '612 34 56 79', country: 'ES', otp }, headers });
    expect(res.status).toBe(200);
  });
});

describe('the signup form', () => {
  test('on a practice site the country picker defaults to the practice’s country, and a national number is read in it', async () => {
    const page = await (await app.request('/signup', { host: ukHost })).text();
    expect(page).toMatch(/<select[^>]*name="country"/);
    expect(page).toMatch(/<option value="GB" selected[^>]*>United Kingdom \(\+44\)<\/option>/);
    const res = await postForm(app, '/auth/mobile/send', { role: 'user', phone: '07700 900125' }, { htmx: true, host: ukHost, headers: caller() });
    expect(res.status).toBe(200);
    expect((await outboxTo(app, '+447700900125'))!.channel).toBe('sms');
  });

  test('elsewhere it defaults to the US, and a landline or unknown country is refused under its field', async () => {
    const page = await (await app.request('/signup')).text();
    expect(page).toMatch(/<option value="US" selected[^>]*>United States \(\+1\)<\/option>/);
    const landline = await postForm(app, '/auth/mobile/send', { role: 'user', phone: '020 7946 0958', country: 'GB' }, { htmx: true, headers: caller() });
    expect(landline.status).toBe(422);
    expect(await landline.text()).toContain('Enter a valid mobile number for United Kingdom');
    const unknown = await postForm(app, '/auth/mobile/send', { role: 'user', phone: '07700 900123', country: 'ZZ' }, { htmx: true, headers: caller() });
    expect(unknown.status).toBe(422);
    expect(await unknown.text()).toContain('ZZ is not a known country');
  });
});
