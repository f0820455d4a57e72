import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ownerThroughApi, signIn, site } from './helpers';
import { PDF, PNG } from './files-fixtures';
import { layoutProblems } from './layout-check';

/** The phone, the small laptop and the most common laptop: nothing wider than the window, nothing cut off. */
const WIDTHS = [390, 1280, 1366];
const PASSWORD = 'layout-e2e-password';
// Each test walks a dozen screens at three widths on a shared, loaded machine.
test.describe.configure({ timeout: 120_000 });

/** Opens `path` at each width and expects no page scrolling sideways and no control outside the window or cut off. */
async function expectFits(page: Page, path: string, widths = WIDTHS) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    // Charts are drawn by scripts after load: measure what the person sees once they are.
    await expect(page.locator('figure[data-report-chart]:not([data-drawn]), figure[data-chart]:not([data-drawn])')).toHaveCount(0);
    expect(await layoutProblems(page), `${path} at ${width}px`).toEqual([]);
  }
}

async function practicePage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, { practice: true });
  return page;
}

/** A new owner's second opinion to City Cat Clinic with two attached files, answered (so it waits in no queue other tests read). */
async function answeredSecondOpinion(request: APIRequestContext, page: Page): Promise<{ email: string; path: string }> {
  const email = await ownerThroughApi(request, page, PASSWORD, { first_name: 'Lena', last_name: 'Layout' });
  const token = async (who: string, password: string, role: string) =>
    ((await (await request.post(site(undefined, '/api/account/login'), { data: { email: who, password, role } })).json()) as { token: string }).token;
  const owner = { authorization: `Bearer ${await token(email, PASSWORD, 'user')}` };
  const pet = (await (await request.post(site(undefined, '/api/pets'), { headers: owner, data: { name: 'Pixel', type: 2 } })).json()) as { id: number };
  const record = await request.post(site(undefined, `/api/pets/${pet.id}/records`), { headers: owner, data: { category: 'allergies', details: { name: 'Dust mites', reaction: 'Sneezing' } } });
  const files: string[] = [];
  for (const [fileName, fileType, bytes] of [['blood-panel-with-a-long-name.pdf', 'application/pdf', PDF], ['ear-photo.png', 'image/png', PNG]] as const) {
    const ticket = (await (await request.post(site(undefined, '/api/files/private'), { headers: owner, data: { fileName, fileType, serviceType: 'phr' } })).json()) as { uploadUrl: string; fileUrl: string };
    expect((await request.put(new URL(ticket.uploadUrl, site()).href, { headers: { 'content-type': fileType }, data: Buffer.from(bytes) })).status()).toBe(200);
    files.push(ticket.fileUrl);
  }
  const listings = (await (await request.get(site(undefined, '/api/public/listings?site=citycats'))).json()) as { id: number }[];
  const asked = await request.post(site(undefined, '/api/requests/second-opinion'), {
    headers: owner,
    data: {
      listing: listings[0]!.id,
      pet: pet.id,
      question: 'Is the sneezing the mites?',
      records: [((await record.json()) as { id: number }).id],
      files,
      payment: { name: 'Lena Layout', cardNumber: '4242424242424242', expDt: '2099-12', ccv: '123' },
      idempotencyKey: `layout-${Date.now()}`,
    },
  });
  expect(asked.status()).toBe(201);
  const id = ((await asked.json()) as { id: number }).id;
  const vet = { authorization: `Bearer ${await token('vet2@example.com', 'password123', 'vendor')}` };
  expect((await request.post(site(undefined, `/api/requests/${id}/report`), { headers: vet, data: { report: 'Likely mites: wash the bedding weekly.' } })).status()).toBe(200);
  return { email, path: site(undefined, `/app/requests/${id}`) };
}

test('an owner’s signed-in screens fit 390, 1280 and 1366 px: Logout in the header, records actions, profile (also 320 px), pet form, requests', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await expectFits(page, site(undefined, '/app/my-appointments'));
  // The widest tables of the demo owner's first pet: ten columns of medications, dates of immunizations, a dozen weights.
  for (const category of ['medications', 'immunizations', 'conditions', 'weight']) await expectFits(page, site(undefined, `/app/medical-records?category=${category}`));
  await expectFits(page, site(undefined, '/app/my-profile'), [320, ...WIDTHS]);
  await expectFits(page, site(undefined, '/app/my-pets/form'));
  await expectFits(page, site(undefined, '/app/requests'));
});

test('a practice’s signed-in screens fit 390, 1280 and 1366 px: dashboard, users, reports, requests and a request’s page', async ({ page, request, browser }) => {
  const asked = await answeredSecondOpinion(request, page);
  const vet = await practicePage(browser, 'vet@example.com');
  for (const path of ['/app/appointments', '/app/users', '/app/reports']) await expectFits(vet, site(undefined, path));
  const vet2 = await practicePage(browser, 'vet2@example.com');
  await expectFits(vet2, site(undefined, '/app/requests'));
  await expectFits(vet2, asked.path);
  await vet.context().close();
  await vet2.context().close();
});

test('a request’s page lists each attached file on a line of its own and fits the window', async ({ page, request }) => {
  const asked = await answeredSecondOpinion(request, page);
  await signIn(page, asked.email, { password: PASSWORD });
  await expectFits(page, asked.path);
  const files = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'ear-photo.png' }) }).getByRole('listitem');
  await expect(files).toHaveCount(2);
  const [first, second] = [await files.nth(0).boundingBox(), await files.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
});

test('the practice site’s home fits 390, 1280 and 1366 px, and its header hides the page scrolling under it on a phone', async ({ page }) => {
  await expectFits(page, site('happypaws'));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 700));
  expect(await page.locator('.practice-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
});

test('the practice site and the pet form each have an h1', async ({ page }) => {
  await page.goto(site('happypaws'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an Appointment');
  await signIn(page, 'owner@example.com');
  await page.goto(site(undefined, '/app/my-pets/form'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the signed-in header keeps Dashboard and Logout in the window at every laptop width from 1280 to 1440 px', async ({ page }) => {
  await signIn(page, 'vet@example.com', { practice: true });
  for (let width = 1280; width <= 1440; width += 10) {
    await page.setViewportSize({ width, height: 800 });
    const box = await page.locator('.site-header').getByRole('button', { name: 'Logout' }).boundingBox();
    expect(box!.x + box!.width, `Logout at ${width}px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page at ${width}px`).toBeLessThanOrEqual(width);
  }
});

test('on a phone the chosen category’s records start near the top: the categories are one select, not a 31-item menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'owner@example.com');
  await page.goto(site(undefined, '/app/medical-records'));
  await expect(page.getByRole('navigation', { name: 'Record categories' })).toBeHidden();
  const categories = page.getByLabel('Category', { exact: true });
  await categories.selectOption({ label: (await categories.locator('option', { hasText: /^Weight \(\d+\)$/ }).textContent())! });
  await page.waitForURL(/category=weight/);
  const heading = page.getByRole('heading', { name: /^Weight \(\d+\)$/ });
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())!.y).toBeLessThan(844);
  // Its first row's actions are in the window, not scrolled off to the right (a seeded entry is past its 24 hours: Amend and History).
  for (const name of ['Amend', 'History']) {
    const box = (await page.locator('table.record-table tbody tr').first().getByRole('link', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

test('the records table writes a date on one line ("2026-11-01", not "2026-/11-01") at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'owner@example.com');
  await page.goto(site(undefined, '/app/medical-records?category=medications'));
  const lines = await page.locator('table.record-table td.cell-date').first().evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});

test('the sort box shows "Appointment date" whole, not "Appointment dat", on the practice’s appointments at 1280 and 1366 px', async ({ page }) => {
  await signIn(page, 'vet@example.com', { practice: true });
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(site(undefined, '/app/appointments'));
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option:checked')).toHaveText('Appointment date');
    const [needed, room] = await sort.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return [context.measureText(select.selectedOptions[0]!.text).width, select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
    });
    expect(needed, `at ${width}px`).toBeLessThanOrEqual(room);
  }
});

test('the reports’ legends name their lines ("Bookings", "Revenue (USD)"), never "Value: --"', async ({ page }) => {
  await signIn(page, 'vet@example.com', { practice: true });
  await page.goto(site(undefined, '/app/reports'));
  const legends = page.locator('figure[data-report-chart] .u-legend');
  await expect(legends.first()).toBeVisible();
  for (const text of await legends.allInnerTexts()) {
    expect(text).toContain('Bookings');
    expect(text).not.toContain('--');
    expect(text).not.toContain('Value');
  }
});
