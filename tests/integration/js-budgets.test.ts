import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../helpers/app';
import { apiLogin, cookieHeader } from '../helpers/accounts';
import { listingByTitle } from '../helpers/booking';

/**
 * JavaScript budgets (issue 18): the gzipped bytes of the scripts a page loads when it opens —
 * its <script src> tags, the modules they import, and the chunk of every island on the page with
 * its imports. Imports an island makes only when used (`import()`: Stripe, the video SDK) are
 * not counted. Run against the build in public/ (made here when missing: `bun scripts/build.ts`).
 */
const ROOT = join(import.meta.dir, '../..');
const PUBLIC = join(ROOT, 'public');
const KB = 1024;

let app: TestApp;
beforeAll(async () => {
  if (!existsSync(join(PUBLIC, 'islands/client.js'))) {
    const built = Bun.spawnSync([process.execPath, 'scripts/build.ts'], { cwd: ROOT });
    if (built.exitCode !== 0) throw new Error(`scripts/build.ts failed: ${built.stderr}`);
  }
  app = await createTestApp();
});
afterAll(() => app?.close());

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A module and every module it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function withStaticImports(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)) withStaticImports(normalize(join(dirname(file), match[1]!)), seen);
}

/** Every file a page loads on opening, with its gzipped size. */
function scriptsOf(html: string): Map<string, number> {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="\/public\/([^"?]+)"/g)) withStaticImports(join(PUBLIC, match[1]!), files);
  const chunks = readdirSync(join(PUBLIC, 'islands/chunks'));
  for (const [, island] of html.matchAll(/data-island="([A-Za-z]+)"/g)) {
    const chunk = chunks.find((name) => name.startsWith(`${island}-`) && name.endsWith('.js'));
    if (chunk) withStaticImports(join(PUBLIC, 'islands/chunks', chunk), files);
  }
  return new Map([...files].map((file) => [file.slice(PUBLIC.length + 1), gzipped(file)]));
}

/** The texts handed to the page's islands (their `i18n` props), gzipped: the part of the catalogue a page needs counts too. */
function messagesOf(html: string): Map<string, number> {
  const handed = [...html.matchAll(/<script type="application\/json" data-island-props="[A-Za-z]+">([^<]*)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as { i18n?: unknown }).i18n).filter(Boolean);
  return new Map(handed.length ? [['island messages (i18n props)', gzipSync(JSON.stringify(handed), { level: 9 }).length]] : []);
}

async function pageHtml(path: string, host = 'localhost', headers: Record<string, string> = {}): Promise<string> {
  const res = await app.request(path, { host, headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** Fails naming the page, its total and its files from the largest down, so the one that grew shows first. */
function expectWithin(page: string, scripts: Map<string, number>, budgetKb: number): void {
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const files = [...scripts].sort((a, b) => b[1] - a[1]).map(([file, bytes]) => `${file} ${(bytes / KB).toFixed(1)} KB`);
  const report = `${page}: ${(total / KB).toFixed(1)} KB gzipped of JavaScript, budget ${budgetKb} KB — ${files.join(', ')}`;
  // The figure itself, in every run's log: a budget that still holds but shrinks its margin shows before it breaks.
  console.log(`JS budget ${page}: ${(total / KB).toFixed(1)} KB gz of ${budgetKb} KB`);
  if (total > budgetKb * KB) throw new Error(`over budget: ${report}`);
  expect(total).toBeLessThanOrEqual(budgetKb * KB);
}

describe('the JavaScript each page loads stays within its budget (gzipped)', () => {
  test('pages without islands: 20 KB', async () => {
    const owner = await apiLogin(app, 'owner@example.com');
    const pages: [string, string, Record<string, string>][] = [
      ['home', '/', {}],
      ['vet appointments', '/vet-appointments/', {}],
      ['privacy policy', '/privacy-policy/', {}],
      ['my appointments (signed in)', '/app/my-appointments', cookieHeader(owner)],
    ];
    for (const [name, path, headers] of pages) {
      const html = await pageHtml(path, 'localhost', headers);
      expect(html).not.toContain('data-island=');
      expectWithin(name, scriptsOf(html), 20);
    }
  });

  test('a practice site with its booking widget: 80 KB, its texts in Spanish included', async () => {
    const html = await pageHtml('/', 'happypaws.localhost', { 'accept-language': 'es' });
    expect(html).toContain('data-island="BookingWidget"');
    expectWithin('practice site', new Map([...scriptsOf(html), ...messagesOf(html)]), 80);
  });

  test('the booking wizard: 100 KB, its texts in Spanish included', async () => {
    const owner = await apiLogin(app, 'owner@example.com');
    const listing = await listingByTitle(app, 'Dr. Maya Patel');
    const html = await pageHtml(`/book?listing=${listing.id}`, 'happypaws.localhost', { ...cookieHeader(owner), 'accept-language': 'es' });
    expect(html).toContain('data-island="BookingWizard"');
    expectWithin('booking wizard', new Map([...scriptsOf(html), ...messagesOf(html)]), 100);
  });
});
