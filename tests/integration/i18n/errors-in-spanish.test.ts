import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { createOwner, postForm } from '../../helpers/accounts';

/**
 * A refused input is answered in the reader's language: Spanish with `Accept-Language: es`, the
 * spec's English without it. The field is named either way, and the status is the same 4xx.
 */
let app: TestApp;
let ownerEmail: string;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
  ownerEmail = (await createOwner(app)).email;
});
afterAll(() => app.close());

const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };
const good = { first_name: 'Ana', last_name: 'López', email: 'ana.lopez@example.com', phone: '6175550999', password: 'long-enough' };

type Case = [title: string, path: string, body: () => unknown, status: number, english: { msg: string; field?: string }, spanish: { msg: string; field?: string }];

const CASES: Case[] = [
  [
    'signup with a bad email',
    '/api/account/register',
    () => ({ ...good, email: 'ana@' }),
    422,
    { msg: 'Please enter a valid email address', field: 'email' },
    { msg: 'Introduzca una dirección de correo electrónico válida', field: 'email' },
  ],
  [
    'signup without a first name',
    '/api/account/register',
    () => ({ ...good, first_name: undefined }),
    422,
    { msg: 'First name is required', field: 'first_name' },
    { msg: 'El nombre es obligatorio', field: 'first_name' },
  ],
  [
    'signup with a first name too long',
    '/api/account/register',
    () => ({ ...good, first_name: 'A'.repeat(60) }),
    422,
    { msg: 'First name must be at most 50 characters (you typed 60)', field: 'first_name' },
    { msg: 'Nombre debe tener como máximo 50 caracteres (usted escribió 60)', field: 'first_name' },
  ],
  [
    'login with a wrong password',
    '/api/account/login',
    () => ({ email: ownerEmail, password: 'not-the-password' }),
    401,
    { msg: 'Invalid email or password.' },
    { msg: 'Correo electrónico o contraseña no válidos.' },
  ],
  [
    'login with a redirect longer than any address (no text of its own: the checker speaks)',
    '/api/account/login',
    () => ({ email: 'a@example.com', password: 'x', redirect: `/${'a'.repeat(600)}` }),
    422,
    { msg: 'redirect: Expected string length less or equal to 500', field: 'redirect' },
    { msg: 'redirect: Se esperaba un texto de como máximo 500 caracteres', field: 'redirect' },
  ],
];

describe('the JSON API refuses bad input in the reader’s language, naming the field', () => {
  for (const [title, path, body, status, english, spanish] of CASES) {
    test(`${title}: English without Accept-Language`, async () => {
      const res = await app.request(path, { method: 'POST', json: body() });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(english);
    });
    test(`${title}: Spanish with Accept-Language es`, async () => {
      const res = await app.request(path, { method: 'POST', json: body(), headers: SPANISH });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual(spanish);
    });
  }

  test('a body that is no JSON: "invalid json", in Spanish "JSON no válido"', async () => {
    const send = (headers: Record<string, string> = {}) =>
      app.request('/api/account/register', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"first_name":' });
    const english = await send();
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({ msg: 'invalid json' });
    const spanish = await send(SPANISH);
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toEqual({ msg: 'JSON no válido' });
  });

  test('a form body sent to the JSON API is refused before any route, in Spanish too', async () => {
    const res = await app.request('/api/account/login', { method: 'POST', headers: { 'content-type': 'text/plain', ...SPANISH }, body: 'email=a' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ msg: 'El cuerpo debe ser JSON, enviado con Content-Type: application/json' });
  });
});

describe('the HTML forms show the same refusals under their fields, in the reader’s language', () => {
  test('owner signup with missing and bad fields, in Spanish', async () => {
    const fields = { role: 'user', first_name: '', last_name: 'L3e', email: '', password: 'short', phone: '6175550999' };
    const res = await postForm(app, '/auth/signup', fields, { headers: SPANISH });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="es-MX">');
    for (const text of ['El nombre es obligatorio', 'El apellido solo puede contener letras', 'El correo electrónico es obligatorio', 'La contraseña debe tener al menos 8 caracteres']) {
      expect(html).toContain(text);
    }
    for (const text of ['First name is required', 'Email is required', 'Create your account']) expect(html).not.toContain(text);
  });

  test('the same form without Accept-Language keeps the spec’s English', async () => {
    const res = await postForm(app, '/auth/login', { role: 'user', email: 'nope', password: '' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="en-US">');
    for (const text of ['Please enter a valid email address', 'Password is required']) expect(html).toContain(text);
  });
});
