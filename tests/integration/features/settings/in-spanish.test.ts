import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { bearer, cookieHeader, postForm } from '../../../helpers/accounts';
import { createPracticeWithSite } from '../../../helpers/settings';

/** A root admin whose browser asks for Spanish reads the settings in Spanish, their refusals too. */
let app: TestApp;
const ES = { 'accept-language': 'es-MX,es;q=0.9' };
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

describe('the practice back office in Spanish', () => {
  test('the Domains tab and its refusals, on the page and in the API', async () => {
    const { token } = await createPracticeWithSite(app);
    const html = await (await app.request('/app/settings/domains', { headers: { ...cookieHeader(token), ...ES } })).text();
    expect(html).toContain('Subdominio');
    expect(html).toContain('Dominio personalizado (opcional)');
    const refused = await postForm(app, '/app/settings/domains', { sub_domain: 'abc', custom_domain: 'www.vets.example' }, { headers: { ...cookieHeader(token), ...ES } });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain('El subdominio debe tener al menos 4 caracteres');
    expect(page).toContain('Escriba el dominio sin www.');
    const api = await app.request('/api/settings/domains', { method: 'PUT', json: { sub_domain: 'admin' }, headers: { ...bearer(token), ...ES } });
    expect(await api.json()).toEqual({ msg: 'Este subdominio está reservado', field: 'sub_domain' });
  });

  test('the Team and Website tabs', async () => {
    const { token } = await createPracticeWithSite(app);
    const team = await (await app.request('/app/settings/team', { headers: { ...cookieHeader(token), ...ES } })).text();
    expect(team).toContain('Añadir miembro del equipo');
    expect(team).toContain('Administrador principal');
    const website = await (await app.request('/app/settings/website', { headers: { ...cookieHeader(token), ...ES } })).text();
    expect(website).toContain('Nombre de la marca');
    expect(website).toContain('Vista previa');
    const empty = await postForm(app, '/app/settings/website', { name: '' }, { headers: { ...cookieHeader(token), ...ES } });
    expect(await empty.text()).toContain('El nombre de la marca es obligatorio');
  });
});
