import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../../helpers/app';
import { apiLogin, cookieHeader } from '../../helpers/accounts';

let app: TestApp;
let owner: Record<string, string>;
let vet: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  owner = cookieHeader(await apiLogin(app, 'owner@example.com'));
  vet = cookieHeader(await apiLogin(app, 'vet@example.com', 'vendor'));
}, 60_000);
afterAll(() => app.close());

const PAGES = ['/vet-house-call/', '/second-medical-opinion/', '/pet-medical-records/'];
const hero = (html: string) => html.slice(html.indexOf('class="page-hero'), html.indexOf('</section>', html.indexOf('class="page-hero')));

describe('issue 11.10: signed-in people see what they can do next instead of "Log in" and "Create a free account"', () => {
  for (const path of PAGES) {
    test(`${path}: a signed-in owner is offered their dashboard pages, and the page is never cached`, async () => {
      // A signed-out visit first, so the shared signed-out render exists.
      await app.request(path);
      const res = await app.request(path, { headers: owner });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toContain('Cookie');
      const html = await res.text();
      expect(html).not.toContain('Create a free account');
      expect(hero(html)).not.toContain('href="/login/"');
      expect(hero(html)).not.toContain('href="/signup-type"');
      expect(hero(html)).toContain('<a class="button" href="/app/my-appointments">Go to My Appointments</a>');
      expect(hero(html)).toContain('href="/app/medical-records"');
    });

    test(`${path}: a practice is offered its own dashboard pages`, async () => {
      const html = await (await app.request(path, { headers: vet })).text();
      expect(hero(html)).toContain('<a class="button" href="/app/appointments">Go to My Appointments</a>');
      expect(hero(html)).toContain('href="/app/listings"');
    });

    test(`${path}: a signed-out visitor after them still gets the shared page with "Log in"`, async () => {
      await app.request(path, { headers: owner });
      const res = await app.request(path);
      expect(res.headers.get('cache-control')).toBeNull();
      const html = await res.text();
      expect(hero(html)).toContain('href="/login/"');
      expect(html).not.toContain('Go to My Appointments');
    });
  }
});

describe('the signed-out pages of the main host, kept as bytes', () => {
  for (const path of ['/', ...PAGES]) {
    test(`${path}: answered as HTML, the same page from the cache, and never the signed-in one`, async () => {
      const first = await app.request(path);
      const again = await app.request(path);
      const signedIn = await app.request(path, { headers: owner });
      for (const res of [first, again, signedIn]) expect(res.headers.get('content-type')).toBe('text/html; charset=utf8');
      const html = await first.text();
      const login = '<a class="button" href="/login/">Login</a>';
      expect(html).toContain(login);
      expect(await again.text()).toBe(html);
      expect(await signedIn.text()).not.toContain(login);
    });
  }
});
