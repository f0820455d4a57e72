import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from './helpers';

let n = 0;
const unique = (what: string) => `${what}-${Date.now()}-${++n}`;
const LATENCY_MS = 1500;

/** A fresh practice through the portal's signup; its root admin stays signed in on app.localhost. */
async function newPractice(page: Page) {
  await page.goto(site('app', '/vendor/signup'));
  await page.getByLabel('Practice name').fill(`Twice Clicked Vets ${Date.now()}`);
  await page.getByLabel('First name').fill('Tom');
  await page.getByLabel('Last name').fill('Twice');
  await page.getByLabel('Email').fill(`${unique('e2e-twice')}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('twice-password');
  await page.getByLabel('Mobile number').fill(`6${String(Date.now()).slice(-9)}`);
  await page.getByRole('button', { name: 'Register practice' }).click();
  // Hashing the password (argon2id) is slow on a busy machine.
  await expect(page).toHaveURL(site('app', '/app/appointments'), { timeout: 30_000 });
}

/** Every POST to `path` answers LATENCY_MS late, as over a slow network. */
async function slowPosts(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue().catch(() => undefined);
    },
  );
}

/** Three quick clicks where the button is, as an impatient person makes them (a disabled button takes none). */
async function clickThrice(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  for (let i = 0; i < 3; i++) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(100);
  }
}

test.describe('plain forms submit twice', () => {
  test.describe.configure({ timeout: 120_000 });

  test('three clicks on Save of New Listing with 1.5 s of latency make one listing', async ({ page }) => {
    await newPractice(page);
    const title = unique('Dr. Ada Once');
    await page.goto(site('app', '/app/listings/item'));
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Line 1').fill('Saved once however often clicked');
    const consultation = page.locator('.consultation').first();
    await consultation.getByLabel('Type').selectOption({ label: 'Video' });
    await consultation.getByLabel('Duration (minutes)').fill('30');
    await consultation.getByLabel('Price (USD)').fill('40');
    await consultation.getByLabel('Mon', { exact: true }).check();
    await consultation.getByLabel('From').selectOption('08:00');
    await consultation.getByLabel('To').selectOption('12:00');
    await slowPosts(page, '/app/listings/item');
    const save = page.getByRole('button', { name: 'Save listing' });
    await clickThrice(page, save);
    await expect(page).toHaveURL(site('app', '/app/listings'), { timeout: 15_000 });
    // Wait past the latency of any second post before counting.
    await page.waitForTimeout(LATENCY_MS + 500);
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(1);
  });

  test('three clicks on Save of Add team member with 1.5 s of latency add the member once', async ({ page }) => {
    await newPractice(page);
    const email = `${unique('e2e-member')}@example.com`;
    await page.goto(site('app', '/app/settings/team/new'));
    await page.getByLabel('First name').fill('Mona');
    await page.getByLabel('Last name').fill('Once');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mobile number').fill(`5${String(Date.now()).slice(-9)}`);
    await slowPosts(page, '/app/settings/team/new');
    const save = page.locator('#team-member-form').getByRole('button', { name: 'Save' });
    await clickThrice(page, save);
    await expect(page.getByText('Team member added. We have e-mailed them a link to set their password.')).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(LATENCY_MS + 500);
    await page.reload();
    await expect(page.getByRole('cell', { name: email })).toHaveCount(1);
  });
});
