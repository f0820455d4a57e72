import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, createOwner, createPracticeLogin, postForm, sessionFrom } from '../../../helpers/accounts';
import { users, vendor_logins } from '../../../../db/schema';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const saveJson = (path: string, token: string, json: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { ...cookieHeader(token), accept: 'application/json', ...headers }, json });

describe('a language and units per person, on My Profile', () => {
  test('the form offers Language (English / Español) and Units (US / Metric), the ones in effect selected', async () => {
    const owner = await createOwner(app, { first_name: 'Ana', last_name: 'Ruiz' });
    const token = await apiLogin(app, owner.email);
    const html = await (await app.request('/app/my-profile', { headers: cookieHeader(token) })).text();
    expect(html).toContain('<label for="field-language">Language</label>');
    expect(html).toContain('<option value="en" selected>English</option><option value="es">Español</option>');
    expect(html).toContain('<option value="us" selected>US (lbs, ft, °F)</option><option value="metric">Metric (kg, cm, °C)</option>');
  });

  test('saving Español and Metric keeps them on the account; the next page is in Spanish', async () => {
    const owner = await createOwner(app, { first_name: 'Ana', last_name: 'Ruiz' });
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: owner.first_name, last_name: owner.last_name, language: 'es', units: 'metric' }, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    const row = await app.db.query.users.findFirst({ where: eq(users.id, owner.id) });
    expect(row).toMatchObject({ language: 'es', units: 'metric' });
    const next = await (await app.request('/app/my-profile?saved=1', { headers: cookieHeader(sessionFrom(res)!) })).text();
    expect(next).toContain('<html lang="es-ES">');
    expect(next).toContain('<label for="field-language">Idioma</label>');
    expect(next).toContain('<option value="metric" selected>Métrico (kg, cm, °C)</option>');
  });

  test('a language or units that is not a choice is refused, naming the field, in the reader’s language; nothing is saved', async () => {
    const owner = await createOwner(app, { first_name: 'Ana', last_name: 'Ruiz' });
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: 'Ana', last_name: 'Ruiz', language: 'xx', units: 'imperial' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('language must be one of: en, es');
    expect(html).toContain('units must be one of: us, metric');
    const json = await saveJson('/app/my-profile', token, { language: 'fr' }, { 'accept-language': 'es' });
    expect(json.status).toBe(422);
    expect(await json.json()).toMatchObject({ field: 'language', msg: 'language debe ser uno de: en, es' });
    const row = await app.db.query.users.findFirst({ where: eq(users.id, owner.id) });
    expect(row).toMatchObject({ first_name: owner.first_name, language: null, units: null });
  });

  test('the JSON save takes the language or units alone and answers the profile', async () => {
    const owner = await createOwner(app, { first_name: 'Ana', last_name: 'Ruiz' });
    const token = await apiLogin(app, owner.email);
    const res = await saveJson('/app/my-profile', token, { units: 'metric' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ first_name: owner.first_name, last_name: owner.last_name, language: null, units: 'metric' });
  });

  test('a practice team member chooses theirs in Settings → My Profile', async () => {
    const { login } = await createPracticeLogin(app, 'user');
    const token = await apiLogin(app, login.email, 'vendor');
    const res = await postForm(app, '/app/settings/profile', { first_name: 'Maya', last_name: 'Patel', language: 'es', units: 'metric' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    // The page loads again, so it is all in Spanish (see language-whole-page.test.ts).
    expect(res.headers.get('hx-redirect')).toBe('/app/settings/profile?saved=1');
    const row = await app.db.query.vendor_logins.findFirst({ where: eq(vendor_logins.id, login.id) });
    expect(row).toMatchObject({ language: 'es', units: 'metric' });
  });
});
