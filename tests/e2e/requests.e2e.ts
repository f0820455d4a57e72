import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { latestOutbox, ownerThroughApi, signIn, site } from './helpers';

/** Issue 15: an owner asks a second opinion and a house visit; the practice answers both. */
test.use({ timezoneId: 'America/New_York' });
// Each journey is two people taking turns over a dozen pages, with axe on four of them.
test.describe.configure({ timeout: 120_000 });
const PASSWORD = 'requests-e2e-password';
const CARD = { name: 'Rita Requester', number: '4242424242424242', expiry: '2099-12', cvc: '123' };

/** A new owner with one pet and three records of it (through the JSON API); answers the e-mail and the pet's id. */
async function ownerWithRecords(request: APIRequestContext, page: Page) {
  const email = await ownerThroughApi(request, page, PASSWORD, { first_name: 'Rita', last_name: 'Requester' });
  const login = await request.post(site(undefined, '/api/account/login'), { data: { email, password: PASSWORD, role: 'user' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const pet = await request.post(site(undefined, '/api/pets'), { headers, data: { name: 'Juniper', type: 1 } });
  const petId = ((await pet.json()) as { id: number }).id;
  const add = (category: string, details: Record<string, unknown>) => request.post(site(undefined, `/api/pets/${petId}/records`), { headers, data: { category, details } });
  await add('allergies', { name: 'Chicken allergy', reaction: 'Itching' });
  await add('weight', { date: '2026-08-02', lbs: 31 });
  await add('conditions', { name: 'Kept-private condition', visit_date: '2026-08-03' });
  return { email, petId };
}

/** Signed out, a public page's call to action leads to login and, once signed in, back to the form. */
async function ctaToForm(page: Page, path: string, cta: string, email: string) {
  await page.goto(site(undefined, path));
  await page.getByRole('main').getByRole('link', { name: cta }).first().click();
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function practicePage(browser: Browser, email: string) {
  const context = await browser.newContext({ timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await signIn(page, email, { practice: true });
  return page;
}

async function openRequest(page: Page, kind: string) {
  await page.goto(site(undefined, '/app/requests'));
  await page.getByRole('link', { name: new RegExp(`^Open ${kind} #`) }).first().click();
}

/** The request pages the crawl cannot reach (they need a request): no serious or critical axe violation. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function fillCard(page: Page) {
  await page.getByLabel('Name on card').fill(CARD.name);
  await page.getByLabel('Card number').fill(CARD.number);
  await page.getByLabel('Expiry (YYYY-MM)').fill(CARD.expiry);
  await page.getByLabel('Security code').fill(CARD.cvc);
}

test('an owner asks a second opinion sharing two records; the practice asks more, the owner answers, the report lands in the records', async ({ page, request, browser }) => {
  const owner = await ownerWithRecords(request, page);
  await ctaToForm(page, '/second-medical-opinion/', 'Ask for a second opinion', owner.email);
  await expect(page.getByRole('heading', { name: 'Ask for a second opinion' })).toBeVisible();
  await page.getByLabel('Practice').selectOption({ label: (await page.getByRole('option', { name: /Eleanor Hughes/ }).first().textContent())! });
  await page.getByLabel('Your question').fill('Does Juniper really need surgery for the itching?');
  await page.getByLabel('Allergies: Chicken allergy').check();
  await page.getByLabel('Weight: 2026-08-02').check();
  await fillCard(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: /Second opinion #\d+/ })).toBeVisible();
  await expect(page.locator('.request-facts')).toContainText('Waiting for the practice');
  const requestUrl = page.url();

  const vet = await practicePage(browser, 'vet2@example.com');
  await vet.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Requests', exact: true }).click();
  await expect(vet.locator('.requests-table')).toContainText('Rita Requester');
  await openRequest(vet, 'Second opinion');
  await expect(vet.locator('.shared-records')).toContainText('Chicken allergy');
  await expect(vet.locator('.shared-records > li')).toHaveCount(2);
  await expect(vet.getByText('Kept-private condition')).toHaveCount(0);
  await expectAccessible(vet);
  await vet.getByLabel('What do you need?').fill('How long has the itching lasted?');
  await vet.getByRole('button', { name: 'Ask the owner' }).click();
  await expect(vet.getByText('Your question was sent to the owner.')).toBeVisible();
  await expect.poll(async () => (await latestOutbox(page, owner.email))?.subject ?? '').toContain('needs more information about Juniper');

  await page.goto(requestUrl);
  await expect(page.locator('.request-facts')).toContainText('More information needed');
  await expectAccessible(page);
  await page.getByLabel('Your answer').fill('About three months.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your answer was sent to the practice.')).toBeVisible();

  await vet.reload();
  await expect(vet.locator('.request-thread')).toContainText('About three months.');
  await vet.getByLabel('Written report').fill('No surgery: an elimination diet for eight weeks.');
  await vet.getByRole('button', { name: 'Deliver report' }).click();
  await expect(vet.locator('.request-facts')).toContainText('Report delivered');
  await expect.poll(async () => (await latestOutbox(page, owner.email))?.subject ?? '').toBe('Your second-opinion report for Juniper');

  await page.goto(requestUrl);
  await page.getByRole('link', { name: 'See the report in your pet’s medical records' }).click();
  await expect(page.getByRole('main')).toContainText('Second opinion report');
  await expect(page.getByRole('main')).toContainText('No surgery: an elimination diet for eight weeks.');
  await vet.context().close();
});

test('an owner requests a house visit that the practice turns into a paid booking', async ({ page, request, browser }) => {
  const owner = await ownerWithRecords(request, page);
  await ctaToForm(page, '/vet-house-call/', 'Request a house call', owner.email);
  await expect(page.getByRole('heading', { name: 'Request a house visit' })).toBeVisible();
  await page.getByLabel('Practice').selectOption({ label: (await page.getByRole('option', { name: /Maya Patel/ }).first().textContent())! });
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: 'Juniper' });
  await page.getByLabel('Address').fill('42 Birch Lane, Springfield');
  await page.getByLabel('Reason for the visit').fill('Juniper panics in the car; yearly check-up.');
  await page.getByLabel('Preferred days and times').fill('Any weekday morning');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: /House visit #\d+/ })).toBeVisible();
  const requestUrl = page.url();

  const vet = await practicePage(browser, 'vet@example.com');
  await openRequest(vet, 'House visit');
  await expect(vet.locator('.request-facts')).toContainText('42 Birch Lane');
  const slot = vet.getByLabel(/Free slots/);
  await expect(slot).toBeVisible();
  await expectAccessible(vet);
  await vet.getByRole('button', { name: 'Accept and offer this time' }).click();
  await expect(vet.getByText('The owner was offered the visit and asked to pay.')).toBeVisible();
  await expect.poll(async () => (await latestOutbox(page, owner.email))?.subject ?? '').toContain('can visit Juniper on');

  await page.goto(requestUrl);
  await expect(page.locator('.request-facts')).toContainText('Accepted: waiting for payment');
  await expectAccessible(page);
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay .* and book$/ }).click();
  await expect(page.getByText('Paid: the visit is booked.')).toBeVisible();
  await expect(page.locator('.request-facts')).toContainText('Booked');
  await page.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page.getByRole('main')).toContainText('42 Birch Lane');
  await expect.poll(async () => (await latestOutbox(page, owner.email))?.subject ?? '').toMatch(/confirm/i);
  await vet.context().close();
});
