import { expect, test } from '@playwright/test';
import { site } from './helpers';

/**
 * The API viewer at /api/docs: a browser gets Scalar's viewer, served by the app itself,
 * which reads /api/openapi.json and shows the areas and their operations; nothing is
 * fetched from another origin and the page's CSP refuses nothing.
 */
test('the API viewer renders the document offline, with no CSP error', async ({ page }) => {
  // The viewer is one large script (about 5 MB) that a busy machine takes a while to parse.
  test.setTimeout(120_000);
  const origin = new URL(site()).origin;
  const elsewhere: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || /content security policy/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  const res = await page.goto(site(undefined, '/api/docs'), { waitUntil: 'domcontentloaded' });
  expect(res?.status()).toBe(200);
  await expect(page.getByText('VetConsult API').first()).toBeVisible({ timeout: 20_000 });
  // The areas (tags) and an operation of one of them.
  for (const tag of ['Accounts', 'Availability', 'Booking', 'Pets', 'Records', 'Settings']) await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
  await page.getByText('Pets', { exact: true }).first().click();
  await expect(page.getByText('Adds a pet').first()).toBeVisible();

  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});

test('the same address answers the JSON document to an API client', async ({ request }) => {
  const res = await request.get(site(undefined, '/api/docs'), { headers: { accept: 'application/json' } });
  expect(res.headers()['content-type']).toContain('application/json');
  expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
});
