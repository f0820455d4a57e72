import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { sessionOf } from './fixtures';

/** The care screens answer in the reader's language (here the browser's), and a kept page is never served in the other one. */
describe('the care screens in Spanish', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  const page = async (path: string, language: string, extra: Record<string, string> = {}) => {
    const res = await app.request(path, { headers: { ...owner, 'accept-language': language, ...extra } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await sessionOf(app, 'owner2@example.com', 'user');
  });
  afterAll(() => app.close());

  test('the appointments, pets and records screens speak Spanish to a Spanish browser, English to an English one', async () => {
    const list = await page('/app/my-appointments', 'es-MX,es;q=0.9');
    expect(list).toContain('<h1>Mis citas</h1>');
    expect(list).toContain('aria-label="Filtrar citas"');
    expect(list).not.toContain('<h1>My Appointments</h1>');
    expect(await page('/app/my-pets', 'es')).toContain('Administrar mascotas');
    expect(await page('/app/medical-records', 'es')).toContain('Historial médico');
    expect(await page('/app/my-appointments', 'en-US')).toContain('<h1>My Appointments</h1>');
  });

  test('the kept list fragment is kept per language', async () => {
    const path = '/app/my-appointments?status=complete&sort=slot&tz=UTC';
    const spanish = await page(path, 'es', { 'hx-request': 'true' });
    const english = await page(path, 'en', { 'hx-request': 'true' });
    expect(spanish).toContain('Cargar más');
    expect(english).toContain('Load more');
    expect(english).not.toContain('Cargar más');
  });
});
