import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';

/**
 * One rule for refused forms (errors plugin): an htmx refusal is marked for public/js/refusals.js
 * with the field it names, and a browser's own form post is answered with the page it was sent
 * from, carrying the message, its field and what was typed: never an error page.
 */
let app: TestApp;
let vet: Record<string, string>;
const RLO = '\u202e';
const CONSENT = '/app/settings/telehealth/consent';

beforeAll(async () => {
  app = await createTestApp();
  vet = cookieHeader(await apiLogin(app, 'vet@example.com', 'vendor'));
});
afterAll(() => app.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (path: string, body: string, headers: Record<string, string>) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...vet, ...headers } });

/** The data-refusal note the page carries, read back as the client reads it. */
function noteOf(html: string): { action: string; page: string; field: string; values: [string, string][] } {
  const attr = /data-refusal="([^"]*)"/.exec(html)?.[1];
  if (!attr) throw new Error('the page carries no refusal note');
  return JSON.parse(attr.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
}

describe('a refused htmx form is marked, so the form stays with what was typed', () => {
  test('the refusal names its field in HX-Refusal and still carries the message', async () => {
    const res = await post(CONSENT, form({ text: `Consent${RLO}` }), { 'hx-request': 'true' });
    expect(res.status).toBe(422);
    expect(res.headers.get('hx-refusal')).toBe('text');
    expect(await res.text()).toContain('This text contains an invisible control or text-direction character');
  });

  test('a refusal with no field is marked with an empty HX-Refusal (the message goes at the top of the form)', async () => {
    const res = await app.request('/app/settings/telehealth/window', { method: 'POST', body: '{', headers: { 'content-type': 'application/json', 'hx-request': 'true', accept: 'text/html', ...vet } });
    expect(res.status).toBe(400);
    expect(res.headers.get('hx-refusal')).toBe('');
  });

  test('JSON clients get {msg, field} and no htmx marker', async () => {
    const res = await app.request(CONSENT, { method: 'POST', json: { text: `Consent${RLO}` }, headers: { ...vet, accept: 'application/json' } });
    expect(res.status).toBe(422);
    expect(res.headers.get('hx-refusal')).toBeNull();
    expect(await res.json()).toMatchObject({ field: 'text' });
  });
});

describe('a refused browser form post shows its own page again, not an error page', () => {
  test('the page the form was on comes back with the refusal, its field and the typed text, at the refusal status', async () => {
    const typed = `Our consent, ${'long '.repeat(20)}${RLO}`;
    const res = await post(CONSENT, form({ text: typed }), { referer: 'http://localhost/app/settings/telehealth', origin: 'http://localhost' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).not.toContain('Go Home');
    expect(html).toContain(`action="${CONSENT}"`);
    const note = noteOf(html);
    expect(note).toMatchObject({ action: CONSENT, page: '/app/settings/telehealth', field: 'text' });
    expect(note.values).toEqual([['text', typed]]);
    expect(html).toContain('This text contains an invisible control or text-direction character');
  });

  test('passwords and card numbers are never written back into the page', async () => {
    const res = await post(CONSENT, form({ text: `x${RLO}`, password: 'hunter22', cardNumber: '4242424242424242' }), { referer: 'http://localhost/app/settings/telehealth' });
    const note = noteOf(await res.text());
    expect(note.values.map(([name]) => name)).toEqual(['text']);
  });

  test('a post without a page to go back to (no Referer, or another site) keeps the plain refusal page', async () => {
    for (const referer of [undefined, 'http://elsewhere.example/app/settings/telehealth']) {
      const res = await post(CONSENT, form({ text: `x${RLO}` }), referer ? { referer } : {});
      expect(res.status).toBe(422);
      expect(await res.text()).not.toContain('data-refusal=');
    }
  });

  test('a page that no longer answers (signed out) falls back to the plain refusal page', async () => {
    const res = await app.request(CONSENT, {
      method: 'POST',
      body: form({ text: `x${RLO}` }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/app/settings/telehealth' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.text()).not.toContain('data-refusal=');
  });
});
