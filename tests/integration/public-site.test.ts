import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp, type TestApp } from '../helpers/app';
import { FOOTER_LINKS, HEADER_LINKS, LEGAL_LINKS } from '../../src/ui/navigation';
import { TERMS } from '../../src/lib/constants/limits';
import { CONTENT_PAGES } from '../../src/features/public-site/public-site.content';
import { vendors, websites } from '../../db/schema';

/** The text a person reads inside <main>: tags dropped, entities decoded, whitespace collapsed. */
function mainText(html: string): string {
  const main = html.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const NAV_HREFS = [...HEADER_LINKS, ...FOOTER_LINKS, ...LEGAL_LINKS].map((link) => link.href);

describe('the public site on the main host', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
  });
  afterAll(() => app.close());

  test.each(NAV_HREFS)('%s answers 200 with a heading and real text', async (href) => {
    const res = await app.request(href);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const words = mainText(html).split(' ').filter((w) => /[a-z]/i.test(w));
    expect(words.length).toBeGreaterThan(120);
    expect(html).not.toMatch(/lorem ipsum/i);
  });

  test('every header, footer and legal link has a content page, and every content page is linked', () => {
    expect(Object.keys(CONTENT_PAGES).sort()).toEqual([...NAV_HREFS].sort());
  });

  test('calls to action on content pages stay on this site or open the mail client', () => {
    for (const page of Object.values(CONTENT_PAGES)) {
      for (const link of [page.hero.cta, page.hero.secondary]) {
        if (link) expect(link.href).toMatch(/^(\/(?!\/)|mailto:)/);
      }
    }
  });

  test('every call to action on a content page leads to a page that exists', async () => {
    const hrefs = new Set<string>();
    for (const page of Object.values(CONTENT_PAGES)) {
      for (const link of [page.hero.cta, page.hero.secondary, ...page.sections.flatMap((s) => (s.cards ?? []).map((c) => c.link))]) {
        if (link?.href.startsWith('/')) hrefs.add(link.href);
      }
    }
    for (const href of hrefs) {
      const res = await app.request(href);
      expect({ href, status: res.status }).toEqual({ href, status: 200 });
    }
  });

  test('the terms page states every figure of the terms', async () => {
    const text = mainText(await (await app.request('/terms-conditions/')).text());
    expect(text).toContain(`within ${TERMS.REFUND_DAYS} days of payment`);
    expect(text).toContain(`within ${TERMS.SECOND_OPINION_HOURS} hours`);
    expect(text).toContain(`within ${TERMS.SECOND_OPINION_EXTENDED_DAYS} days`);
    expect(text).toContain(`report within ${TERMS.E_CONSULTATION_REPORT_DAYS} days`);
    expect(text).toContain(`first ${TERMS.FREE_RECORDS_REQUESTS} records requests are free`);
    expect(text).toContain(`costs $${TERMS.EXTRA_RECORDS_REQUEST_USD}`);
    expect(text).toContain(`backups for up to ${TERMS.BACKUP_WEEKS} weeks`);
  });

  test('the privacy policy says card numbers are never stored and sessions live in an HttpOnly cookie', async () => {
    const text = mainText(await (await app.request('/privacy-policy/')).text());
    expect(text).toContain('never stored');
    expect(text).toContain('HttpOnly');
    expect(text).toContain(`up to ${TERMS.BACKUP_WEEKS} weeks`);
  });

  test('the home page starts with a transparent header over the hero and shows the four consultation types', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('class="has-transparent-header"');
    expect(html).toMatch(/class="site-header is-transparent"[^>]*data-site-header/);
    const text = mainText(html);
    for (const type of ['Clinic visit', 'Video call', 'Telephone', 'Chat']) expect(text).toContain(type);
    expect(html).toContain('href="/for-vet/"');
  });

  test('a content page has an opaque header and Login in the navigation', async () => {
    const html = await (await app.request('/about/')).text();
    expect(html).not.toContain('has-transparent-header');
    expect(html).toContain('href="/login/"');
    expect(html).toContain('data-menu-button');
  });

  test('an unknown path answers 404 with the not-found text and a Go Home link to /', async () => {
    const res = await app.request('/no-such-page/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Oops! Sorry page not found');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>\s*Go Home\s*<\/a>/);
  });

  test('a booking link at the root redirects to /appointments carrying z', async () => {
    const res = await app.request('/?z=abc');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/appointments?z=abc');
  });

  test('pages carry a Content-Security-Policy whose script-src allows no inline script', async () => {
    for (const href of ['/', '/faqs/', '/terms-conditions/']) {
      const csp = (await app.request(href)).headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
    }
  });

  test('the stylesheet, the site script and the logo are served', async () => {
    // The static plugin registers its routes asynchronously.
    await app.app.modules;
    for (const [path, type] of [
      ['/public/css/app.css', 'text/css'],
      ['/public/js/site.js', 'javascript'],
      ['/public/img/logo.svg', 'image/svg+xml'],
      ['/public/img/favicon.svg', 'image/svg+xml'],
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type') ?? '').toContain(type);
    }
  });
});

describe('the public site on a practice host', () => {
  const host = 'testpractice.localhost';
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
    const [vendor] = await app.db.insert(vendors).values({ name: 'Test Practice' }).returning();
    await app.db.insert(websites).values({ vendor_id: vendor!.id, name: 'Test Practice', sub_domain: 'testpractice' });
  });
  afterAll(() => app.close());

  const marketingPages = NAV_HREFS.filter((href) => !LEGAL_LINKS.some((link) => link.href === href));

  test.each(marketingPages)('%s is not found on a practice site', async (href) => {
    const res = await app.request(href, { host });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Oops! Sorry page not found');
  });

  test.each(LEGAL_LINKS.map((link) => link.href))('%s is served on a practice site with the practice header', async (href) => {
    const res = await app.request(href, { host });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Test Practice');
    expect(html).not.toContain('id="site-nav"');
    expect(mainText(html).split(' ').length).toBeGreaterThan(120);
  });
});
