import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader } from '../../../helpers/accounts';
import { LISTINGS, listingByTitle } from '../appointments/fixtures';

/* The questionnaire editor names a yes/no question's red-flag answer in the practice's language, never as the stored code. */

const VIDEO = 4000;
const SPANISH = { 'accept-language': 'es-ES,es;q=0.9' };

describe('red-flag answers in the intake editor', () => {
  let app: TestApp;
  let vet: string;
  let listingId: number;
  const editor = (id: number) => `/app/listings/${id}/intake?type=${VIDEO}`;

  beforeAll(async () => {
    app = await createTestApp();
    vet = await apiLogin(app, 'vet2@example.com', 'vendor');
    listingId = (await listingByTitle(app, LISTINGS.hughes)).id;
  });
  afterAll(() => app.close());

  test('the intake editor in Spanish says "Señal de alarma: Sí" and "Señal de alarma: No", not yes or no', async () => {
    const html = await (await app.request(editor(listingId), { headers: { ...cookieHeader(vet), ...SPANISH } })).text();
    expect(html).toContain('Señal de alarma: Sí');
    expect(html).toContain('Señal de alarma: No<');
    expect(html).not.toContain('Señal de alarma: yes');
    expect(html).not.toContain('Señal de alarma: no<');
  });

  test('a Spanish practice types its red flag as "si" and reads it back in Spanish; in English the same flag reads "Yes"', async () => {
    const res = await app.request(`/app/listings/${listingId}/intake/questions?type=${VIDEO}`, {
      method: 'POST',
      body: new URLSearchParams({ label: '¿Ha vomitado sangre?', kind: 'yesno', red_flags: 'si' }),
      headers: { ...cookieHeader(vet), ...SPANISH, 'hx-request': 'true', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    const row = /<li class="intake-question"[^>]*><span>¿Ha vomitado sangre\?<\/span>.*?<\/li>/s.exec(await res.text())?.[0] ?? '';
    expect(row).toContain('Señal de alarma: Sí');
    const english = await (await app.request(editor(listingId), { headers: cookieHeader(vet) })).text();
    expect(/<li class="intake-question"[^>]*><span>¿Ha vomitado sangre\?<\/span>.*?<\/li>/s.exec(english)?.[0]).toContain('Red flag: Yes');
  });
});
