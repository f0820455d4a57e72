import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';

/** A root admin whose browser asks for Spanish reads the reports in Spanish: the screen, the tables, the CSV and the refusals. */
let app: TestApp;
const ES = { 'accept-language': 'es-MX,es;q=0.9' };
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

describe('reports in Spanish', () => {
  test('reports: the screen, the CSV headings and a refused period', async () => {
    const { token } = await createPracticeWithSite(app);
    const html = await (await app.request('/app/reports?from=2025-11-01&to=2025-11-03', { headers: { ...cookieHeader(token), ...ES } })).text();
    expect(html).toContain('Informes');
    expect(html).toContain('Reservas e ingresos por día');
    expect(html).toContain('Del 2025-11-01 al 2025-11-03');
    expect(html).toContain('lun');
    const csv = await (await app.request('/app/reports/csv?table=series&from=2025-11-01&to=2025-11-01', { headers: { ...bearer(token), ...ES } })).text();
    expect(csv.split('\r\n')[0]).toBe('Día,Reservas,Ingresos (USD)');
    const reversed = await app.request('/api/reports?from=2025-11-05&to=2025-11-01', { headers: { ...bearer(token), ...ES } });
    expect(await reversed.json()).toEqual({ msg: 'Desde no puede ser posterior a Hasta', field: 'from' });
  });
});
