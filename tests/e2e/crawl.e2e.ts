import { test, expect, type ConsoleMessage, type Page, type Request, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, site } from './helpers';

/**
 * Guard rails (issue 11.14): every page reachable from the header, the footer and the
 * dashboard menu, for each demo role on each kind of host, loads with no console error,
 * no hydration warning, no failed request, no 5xx, and no serious or critical axe
 * violation. Key pages are kept as 390 px and 1280 px screenshots under test-results/crawl.
 */

const OUT = join('test-results', 'crawl');
const NAV_LINKS = 'header a[href], footer a[href], nav.dashboard-menu a[href]';
const DASHBOARD_LINKS = 'nav.dashboard-menu a[href]';
/** Links the crawl never follows: they end the session being crawled. */
const SKIP = /\/logout\b/;
const MAX_PAGES = 60;

interface Crawl {
  name: string;
  host?: string;
  who?: { email: string; practice?: boolean };
  start: string[];
  /** Paths also screenshotted at 390 and 1280 px. */
  key: string[];
  /**
   * `dashboard`: follow only the dashboard menu. The public pages a signed-in person sees differ
   * from one role to another only by the header's two links, so one signed-in crawl of them
   * (the owner's) covers that variant.
   */
  follow?: 'dashboard';
}

const CRAWLS: Crawl[] = [
  { name: 'main, signed out', start: ['/', '/login/', '/signup/', '/vendor/login'], key: ['/', '/login/', '/vet-appointments/'] },
  { name: 'main, owner', who: { email: 'owner@example.com' }, start: ['/app', '/app/requests/second-opinion', '/app/requests/house-visit'], key: ['/app/my-appointments'] },
  { name: 'main, owner 2', who: { email: 'owner2@example.com' }, start: ['/app'], key: [], follow: 'dashboard' },
  { name: 'main, practice root admin', who: { email: 'vet@example.com', practice: true }, start: ['/app'], key: ['/app/appointments', '/app/listings'], follow: 'dashboard' },
  { name: 'main, team member', who: { email: 'staff@example.com', practice: true }, start: ['/app'], key: [], follow: 'dashboard' },
  { name: 'main, other practice', who: { email: 'vet2@example.com', practice: true }, start: ['/app'], key: [], follow: 'dashboard' },
  { name: 'main, platform admin', who: { email: 'admin@example.com' }, start: ['/app'], key: [], follow: 'dashboard' },
  { name: 'app., signed out', host: 'app', start: ['/', '/vendor/signup', '/vendor/login', '/login', '/signup'], key: ['/'] },
  { name: 'practice site, signed out', host: 'happypaws', start: ['/', '/book', '/login', '/signup', '/vendor/login'], key: ['/', '/book'] },
  { name: 'practice site, owner', host: 'happypaws', who: { email: 'owner@example.com' }, start: ['/app', '/book'], key: ['/app/my-appointments'] },
  { name: 'practice site, practice root admin', host: 'happypaws', who: { email: 'vet@example.com', practice: true }, start: ['/app'], key: [], follow: 'dashboard' },
  { name: 'one-listing practice site, signed out', host: 'citycats', start: ['/', '/book'], key: [] },
];

interface PageResult {
  crawl: string;
  url: string;
  status: number;
  problems: string[];
  axe: { passes: number; serious: number; critical: number; moderate: number; minor: number; rules: string[] };
}


/** Records what goes wrong on the page until `stop()` is called. */
function watch(page: Page) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    // axe trying its own script in the editor's sandboxed preview (the preview links no script: website-editor.test.ts).
    if (text.startsWith("Blocked script execution in 'about:srcdoc'")) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`console ${message.type()}: ${text}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  // ERR_ABORTED is a request the browser itself cancelled (the next navigation began), not one that failed.
  const onRequestFailed = (request: Request) => {
    const error = request.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${error}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
  return { problems, stop };
}

async function navLinks(page: Page, origin: string, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !SKIP.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

function fileName(crawl: string, path: string, width: number): string {
  return `${crawl}${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') + `-${width}.png`;
}

test.describe('crawl of every page reachable from the menus', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const crawl of CRAWLS) {
    test(`${crawl.name}: no console error, failed request, 5xx or serious axe violation`, async ({ page }) => {
      if (crawl.who) await signIn(page, crawl.who.email, { host: crawl.host, practice: crawl.who.practice });
      const origin = new URL(site(crawl.host)).origin;
      const queue = [...crawl.start];
      const seen = new Set<string>();
      const failures: string[] = [];
      const results: PageResult[] = [];

      while (queue.length > 0 && seen.size < MAX_PAGES) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const { problems, stop } = watch(page);
        const response = await page.goto(site(crawl.host, path), { waitUntil: 'load' });
        const status = response?.status() ?? 0;
        // The website editor's live preview is the practice's public page (crawled on its own host) in a frame
        // where no script may run, so axe cannot enter it and would wait on it until the test times out.
        const axe = await new AxeBuilder({ page }).exclude('.site-live-preview-frame').analyze();
        stop();
        const count = (impact: string) => axe.violations.filter((v) => v.impact === impact).length;
        const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        results.push({
          crawl: crawl.name,
          url: page.url(),
          status,
          problems: [...problems],
          axe: { passes: axe.passes.length, serious: count('serious'), critical: count('critical'), moderate: count('moderate'), minor: count('minor'), rules: axe.violations.map((v) => `${v.impact}:${v.id}`) },
        });
        // axe really ran: an empty page would pass no rule at all.
        if (axe.passes.length === 0) failures.push(`${path}: axe checked nothing`);
        for (const problem of problems) failures.push(`${path}: ${problem}`);
        if (status >= 400) failures.push(`${path}: answered ${status}`);
        for (const violation of bad) {
          failures.push(`${path}: axe ${violation.impact} ${violation.id} (${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
        }
        if (crawl.key.includes(path)) {
          mkdirSync(join(OUT, 'screens'), { recursive: true });
          for (const width of [390, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            await page.screenshot({ path: join(OUT, 'screens', fileName(crawl.name, path, width)), fullPage: true });
          }
          await page.setViewportSize({ width: 1280, height: 720 });
        }
        for (const link of await navLinks(page, origin, crawl.follow === 'dashboard' ? DASHBOARD_LINKS : NAV_LINKS)) if (!seen.has(link)) queue.push(link);
      }

      // Kept per crawl (a failed test restarts the worker, so nothing is gathered across tests).
      mkdirSync(join(OUT, 'pages'), { recursive: true });
      writeFileSync(join(OUT, 'pages', `${fileName(crawl.name, '', 0).replace(/-0\.png$/, '')}.json`), JSON.stringify(results, null, 2));
      expect(seen.size, 'pages crawled').toBeGreaterThan(crawl.start.length - 1);
      expect(failures).toEqual([]);
    });
  }
});
