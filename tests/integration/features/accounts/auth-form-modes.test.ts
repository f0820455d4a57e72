import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../../helpers/app';
import { cookieHeader, postForm, sessionFrom } from '../../../helpers/accounts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const page = async (path: string, host = 'localhost') => {
  const res = await app.request(path, { host });
  return { status: res.status, html: await res.text() };
};
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1];

describe('the auth form has four modes, opened by the entry path', () => {
  const cases: [path: string, host: string, heading: string, action: string][] = [
    ['/login/', 'localhost', 'Login', '/auth/login'],
    ['/signup-type', 'localhost', 'Create your account', '/auth/signup'],
    ['/login/?mode=forgot', 'localhost', 'Forgot password', '/auth/forgot'],
    ['/login/?forgot=abc', 'localhost', 'Change password', '/auth/change'],
    ['/signup-type?forgot=abc', 'localhost', 'Change password', '/auth/change'],
    ['/vendor/login', 'localhost', 'Practice Login', '/auth/login'],
    ['/vendor/signup', 'localhost', 'Practice Signup', '/auth/signup'],
    ['/', 'app.localhost', 'Practice Login', '/auth/login'],
    ['/vendor/signup', 'app.localhost', 'Practice Signup', '/auth/signup'],
    ['/vendor/login?forgot=abc', 'app.localhost', 'Change password', '/auth/change'],
    ['/login', 'happypaws.localhost', 'Login', '/auth/login'],
    ['/signup', 'happypaws.localhost', 'Create your account', '/auth/signup'],
    ['/vendor/login', 'happypaws.localhost', 'Practice Login', '/auth/login'],
  ];
  for (const [path, host, title, action] of cases) {
    test(`${host}${path} → ${title}`, async () => {
      const { status, html } = await page(path, host);
      expect(status).toBe(200);
      expect(heading(html)).toBe(title);
      expect(actionOf(html)).toBe(action);
      expect(html).toContain(`hx-post="${action}" hx-target="#auth-form" hx-swap="outerHTML"`);
    });
  }

  test('a practice site has no practice signup', async () => {
    expect((await page('/vendor/signup', 'happypaws.localhost')).status).toBe(404);
  });
});

describe('mode links: login ↔ signup, login → forgot, forgot → login', () => {
  test('owner login links to forgot and to signup, keeping the redirect', async () => {
    const { html } = await page('/login/?redirect=/app/my-pets');
    // & is written &amp; in an attribute (issue 11 item 12); the browser reads the same address.
    expect(html).toContain('href="/login/?mode=forgot&amp;redirect=%2Fapp%2Fmy-pets"');
    expect(html).toContain('href="/signup-type?redirect=%2Fapp%2Fmy-pets"');
    expect(html).toContain('name="redirect" value="/app/my-pets"');
  });

  test('signup and forgot link back to login', async () => {
    expect((await page('/signup-type')).html).toContain('<a href="/login/">Login</a>');
    expect((await page('/login/?mode=forgot')).html).toContain('<a href="/login/">Back to login</a>');
    expect((await page('/vendor/signup', 'app.localhost')).html).toContain('<a href="/vendor/login">Login</a>');
    expect((await page('/signup', 'happypaws.localhost')).html).toContain('<a href="/login">Login</a>');
  });

  test('change mode asks the current password only without a forgot code', async () => {
    expect((await page('/login/?forgot=12.abc')).html).not.toContain('name="currentPassword"');
    expect((await page('/login/?forgot=')).html).toContain('name="currentPassword"');
  });

  test('an outside redirect address is not kept', async () => {
    expect((await page('/login/?redirect=https://evil.example')).html).toContain('name="redirect" value="/app"');
  });
});

describe('login through the form', () => {
  test('with htmx: HX-Redirect to the redirect address and the cookie', async () => {
    const res = await postForm(app, '/auth/login', { role: 'user', email: 'owner@example.com', password: 'password123', redirect: '/app/my-pets' }, { htmx: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('hx-redirect')).toBe('/app/my-pets');
    expect(sessionFrom(res)).toBeTruthy();
  });

  test('without script: 303 to /app, which lands each role on its page', async () => {
    for (const [email, role, landing] of [
      ['owner@example.com', 'user', '/app/my-appointments'],
      ['vet@example.com', 'vendor', '/app/appointments'],
      ['staff@example.com', 'vendor', '/app/appointments'],
    ] as const) {
      const res = await postForm(app, '/auth/login', { role, email, password: 'password123' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/app');
      const next = await app.request('/app', { headers: cookieHeader(sessionFrom(res)!) });
      expect(next.headers.get('location')).toBe(landing);
    }
  });

  test('a wrong password shows the spec message in the form', async () => {
    const res = await postForm(app, '/auth/login', { role: 'user', email: 'owner@example.com', password: 'nope' }, { htmx: true });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Invalid email or password.');
  });
});
