import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { apiLogin, cookieHeader, createOwner, createPracticeLogin, postForm, sessionFrom } from '../../../helpers/accounts';

/* Saving a new language on My Profile turns the whole page to it, header and menu too, with script or without. */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

/** The page a browser shows after the save: where HX-Redirect or the 303 sends it, with the session the save issued. */
async function pageAfter(res: Response, token: string) {
  const target = res.headers.get('hx-redirect') ?? res.headers.get('location');
  expect(target).not.toBeNull();
  return (await app.request(target!, { headers: cookieHeader(sessionFrom(res) ?? token) })).text();
}

describe('after saving My Profile’s language, the whole page is in the new language', () => {
  test('with htmx, the save loads the whole page again in Spanish: header, menu and the saved message', async () => {
    const owner = await createOwner(app, { first_name: 'Ana', last_name: 'Ruiz' });
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: 'Ana', last_name: 'Ruiz', language: 'es', units: 'us' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('hx-redirect')).toBe('/app/my-profile?saved=1');
    // No fragment: swapping only the form would leave the English header and menu around it.
    expect(await res.text()).toBe('');
    const html = await pageAfter(res, token);
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<a href="/app/my-profile" aria-current="page">Mi perfil</a>');
    expect(html).toContain('>Mis citas</a>');
    expect(html).toContain('>Cerrar sesión</button>');
    expect(html).toContain('Su perfil se ha guardado.');
    expect(html).not.toContain('>My Appointments<');
  });

  test('without script, the 303 brings the whole page back in Spanish', async () => {
    const owner = await createOwner(app, { first_name: 'Ana', last_name: 'Ruiz' });
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: 'Ana', last_name: 'Ruiz', language: 'es', units: 'us' }, { headers: cookieHeader(token) });
    expect(res.status).toBe(303);
    const html = await pageAfter(res, token);
    expect(html).toContain('>Mis citas</a>');
    expect(html).toContain('>Cerrar sesión</button>');
    expect(html).toContain('Su perfil se ha guardado.');
  });

  test('a practice person switching to Spanish in Settings gets the practice menu in Spanish too', async () => {
    const { login } = await createPracticeLogin(app, 'user');
    const token = await apiLogin(app, login.email, 'vendor');
    const res = await postForm(app, '/app/settings/profile', { first_name: 'Maya', last_name: 'Patel', language: 'es', units: 'metric' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.headers.get('hx-redirect')).toBe('/app/settings/profile?saved=1');
    const html = await pageAfter(res, token);
    expect(html).toContain('>Mis servicios</a>');
    expect(html).toContain('<label for="field-language">Idioma</label>');
  });

  test('a save that keeps the language is still answered with the form alone', async () => {
    const owner = await createOwner(app, { first_name: 'Ana', last_name: 'Ruiz' });
    const token = await apiLogin(app, owner.email);
    const res = await postForm(app, '/app/my-profile', { first_name: 'Anita', last_name: 'Ruiz', language: 'en', units: 'us' }, { htmx: true, headers: cookieHeader(token) });
    expect(res.headers.get('hx-redirect')).toBeNull();
    expect(await res.text()).toContain('Your profile has been saved.');
  });
});
