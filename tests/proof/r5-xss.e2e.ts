import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { fullStrength, proofFigure } from './lib/figure';

/**
 * Check R5 (issue 17): each vector of the corpus (xss/vectors.txt) is written into every field a
 * person fills that another person later sees (xss/server.ts: listing texts, the website's name,
 * header and body, pet and owner names, the booking's reason, a record, a chat message), and each
 * page that shows them is opened in Chromium with alert, confirm, prompt and window.__xss hooked:
 * 0 executions, and no live handler or javascript: address carrying a vector in the DOM.
 * The fast slice takes every 40th vector.
 */
const port = Number(process.env.PROOF_XSS_PORT ?? 41450);
const control = `http://127.0.0.1:${port + 1}`;
const ALL = readFileSync(new URL('./xss/vectors.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));
const VECTORS = fullStrength() ? ALL : ALL.filter((_, i) => i % 40 === 0);

type Viewer = 'owner' | 'root' | null;
interface Fixture {
  tokens: Record<'owner' | 'root', string>;
  pages: { url: string; viewer: Viewer; sentinel?: boolean }[];
}

/** Every way a vector could run reports itself on the console, from any frame. */
function hooks() {
  const hit = (how: string) => console.log(`XSS-HIT ${how} at ${location.href.slice(0, 80)}`);
  const w = window as unknown as Record<string, unknown>;
  w.__xss = () => hit('__xss()');
  w.alert = (m?: unknown) => hit(`alert(${String(m)})`);
  w.confirm = (m?: unknown) => (hit(`confirm(${String(m)})`), false);
  w.prompt = (m?: unknown) => (hit(`prompt(${String(m)})`), null);
}

/**
 * Handlers and addresses in the DOM that carry a vector: one that did not run yet but would on a
 * click or hover. An address counts when it would run script (javascript:, vbscript:, an HTML
 * data: URL, markup in srcdoc); text such as "x/onerror=…" in a src is only a path.
 */
function liveInDom(): string[] {
  const found: string[] = [];
  const carries = (value: string) => /__xss|alert\(/.test(value);
  const runs = (name: string, value: string) => {
    if (name === 'srcdoc') return /<|&lt;/i.test(value);
    const address = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    return /^(javascript|vbscript):|^data:text\/html/.test(address);
  };
  const ADDRESSES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    if (el.tagName === 'SCRIPT' && !/json/.test(el.getAttribute('type') ?? '') && carries(el.textContent ?? '')) found.push('a script element');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const live = name.startsWith('on') || name.startsWith('hx-on') || (ADDRESSES.includes(name) && runs(name, attr.value));
      if (live && carries(attr.value)) found.push(`${el.tagName.toLowerCase()} ${name}`);
    }
  }
  return found;
}

let fixture: Fixture;
const contexts = new Map<Viewer, { context: BrowserContext; page: Page; hits: string[] }>();
/** Each vector's counts, one JSON line each, in a file the config names: a worker restarted after a failure still adds up. */
const TALLY = process.env.PROOF_XSS_TALLY ?? '/dev/null';
interface Tally {
  views: number;
  shown: number;
  executions: number;
  live: number;
}

test.beforeAll(async ({ browser }) => {
  fixture = (await (await fetch(`${control}/fixture`)).json()) as Fixture;
  for (const viewer of [null, 'owner', 'root'] as Viewer[]) {
    const context = await browser.newContext();
    await context.addInitScript(hooks);
    if (viewer) {
      const value = fixture.tokens[viewer];
      await context.addCookies(['localhost', 'happypaws.localhost'].map((domain) => ({ name: 'session', value, domain, path: '/' })));
    }
    const page = await context.newPage();
    const hits: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('XSS-HIT')) hits.push(message.text());
    });
    page.on('dialog', (dialog) => {
      hits.push(`dialog ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    contexts.set(viewer, { context, page, hits });
  }
});

test.afterAll(async () => {
  for (const { context } of contexts.values()) await context.close();
  const lines = existsSync(TALLY) ? readFileSync(TALLY, 'utf8').split('\n').filter(Boolean) : [];
  if (lines.length < VECTORS.length) return; // a later worker finishes the corpus and reports
  const sum: Tally = { views: 0, shown: 0, executions: 0, live: 0 };
  for (const line of lines) for (const [k, v] of Object.entries(JSON.parse(line) as Tally)) sum[k as keyof Tally] += v;
  proofFigure(
    'R5',
    'stored XSS',
    `${VECTORS.length} of ${ALL.length} vectors × ${fixture.pages.length} pages (every field shown to another person) = ${sum.views} page views in Chromium (the vector shown as text on ${sum.shown}): ${sum.executions} executions, ${sum.live} live handlers in the DOM`,
  );
});

test('the hooks see a vector that runs, and one that waits for a hover', async () => {
  const view = contexts.get(null)!;
  view.hits.length = 0;
  await view.page.setContent('<img src=x onerror=__xss()><a onmouseover="__xss()">x</a><iframe srcdoc="<script>parent.__xss()</script>"></iframe>');
  await view.page.waitForTimeout(300);
  expect(view.hits.length).toBeGreaterThanOrEqual(2);
  expect(await view.page.evaluate(liveInDom)).toEqual(['img onerror', 'a onmouseover', 'iframe srcdoc']);
});

for (const [i, vector] of VECTORS.entries()) {
  test(`vector ${i + 1}/${VECTORS.length} runs nowhere: ${JSON.stringify(vector).slice(0, 80)}`, async () => {
    test.setTimeout(60_000);
    const sentinel = `sentinel${i}x${Date.now()}`;
    expect((await fetch(`${control}/plant`, { method: 'POST', body: JSON.stringify({ vector, sentinel }) })).status).toBe(200);
    const problems: string[] = [];
    const tally: Tally = { views: 0, shown: 0, executions: 0, live: 0 };
    for (const { url, viewer, sentinel: waits } of fixture.pages) {
      const view = contexts.get(viewer)!;
      view.hits.length = 0;
      const res = await view.page.goto(url, { waitUntil: 'load' });
      if (!res || res.status() >= 400) problems.push(`${url} answered ${res?.status()}`);
      if (waits) await view.page.getByText(sentinel).first().waitFor({ timeout: 10_000 });
      // Handlers that fire on their own (onerror, ontoggle, autofocus) have fired by now.
      await view.page.waitForTimeout(150);
      let live: string[] = [];
      for (const frame of view.page.frames()) live = live.concat(await frame.evaluate(liveInDom).catch(() => []));
      const shown = await view.page.evaluate((v) => document.body.innerText.includes(v) || document.body.textContent!.includes(v), vector).catch(() => false);
      tally.views++;
      if (shown) tally.shown++;
      tally.executions += view.hits.length;
      tally.live += live.length;
      problems.push(...view.hits.map((h) => `${url}: ${h}`), ...live.map((l) => `${url}: live ${l}`));
    }
    appendFileSync(TALLY, `${JSON.stringify(tally)}\n`);
    expect(problems).toEqual([]);
  });
}
