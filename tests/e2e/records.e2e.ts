import { expect, test } from '@playwright/test';
import { signIn, site } from './helpers';
import { PDF, PNG } from './files-fixtures';

test('an owner adds, edits and deletes a pet from My Pets', async ({ page }) => {
  await signIn(page, 'owner2@example.com');
  await page.getByRole('link', { name: 'Manage Pets' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Pets' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Pet' }).click();
  const dialog = page.locator('#pet-dialog');
  await expect(dialog.getByRole('heading', { name: 'Add Pet' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // The browser enforces the required name before anything is sent.
  await expect(dialog.getByLabel('Name *')).toHaveJSProperty('validity.valueMissing', true);
  await dialog.getByLabel('Name *').fill('Waffles');
  await dialog.getByLabel('Type *').selectOption({ label: 'Hamster' });
  await dialog.getByLabel('Breed').fill('Syrian');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.locator('article.pet-card', { hasText: 'Waffles' });
  await expect(card).toContainText('Hamster · Syrian');

  await card.getByRole('link', { name: 'Edit Waffles' }).click();
  await expect(dialog.getByLabel('Name *')).toHaveValue('Waffles');
  await dialog.getByLabel('Name *').fill('Waffles Jr');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('article.pet-card', { hasText: 'Waffles Jr' })).toBeVisible();

  // Delete asks first, saying what it does (pet-delete.e2e.ts walks a pet with appointments and records).
  await page.getByRole('link', { name: 'Delete Waffles Jr' }).click();
  await expect(dialog.getByRole('heading', { name: 'Delete Waffles Jr?' })).toBeVisible();
  await expect(dialog).toContainText('Waffles Jr has no health records.');
  await dialog.getByRole('button', { name: 'Delete Waffles Jr' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('article.pet-card', { hasText: 'Waffles' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Waffles')).toHaveCount(0);
});

test('an owner adds a Weight record (date and pounds required) and sees it in the table, the count and the chart', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Medical Records' }).click();
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: 'Biscuit (Dog)' });
  // The pet's screen is swapped in and its address pushed: only then are its links the new ones.
  await page.waitForURL(/[?&]pet=\d+/);
  const weightLink = page.locator('[data-category-link="weight"]');
  await weightLink.click();
  await page.waitForURL(/category=weight/);
  await expect(page.getByRole('heading', { name: /^Weight \(\d+\)$/ })).toBeVisible();
  const before = Number((await weightLink.locator('.count').textContent())!.trim());
  await expect(page.locator('figure.tracker-chart canvas')).toBeVisible();

  await page.getByRole('link', { name: 'Add Weight' }).click();
  await page.getByLabel('Date *').fill('2026-11-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/Pounds \*/)).toHaveJSProperty('validity.valueMissing', true);
  await page.getByLabel(/Pounds \*/).fill('67');
  await page.getByLabel(/Ounces/).fill('9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('table.record-table')).toContainText('67 lbs');
  await expect(page.locator('table.record-table')).toContainText('9 oz');
  await expect(weightLink.locator('.count')).toHaveText(String(before + 1));
  await expect(page.locator('figure.tracker-chart figcaption')).toContainText(`${before + 1} entries`);
  await expect(page.locator('figure.tracker-chart canvas')).toBeVisible();
});

test('an owner adds a document with two uploaded files and opens them', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/app/medical-records');
  await page.locator('[data-category-link="imaging"]').click();
  await page.getByRole('link', { name: 'Add Imaging' }).click();
  await page.getByLabel('Name *').fill('Hip X-rays');
  await page.getByLabel('Date *').fill('2026-10-20');
  await page.getByLabel('Type *', { exact: true }).selectOption('XRay');
  await page.getByLabel('Files *').setInputFiles([
    { name: 'hips.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'hips.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.locator('[data-uploaded] li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.locator('table.record-table tr', { hasText: 'Hip X-rays' });
  await expect(row).toBeVisible();
  for (const name of ['hips.pdf', 'hips.png']) {
    const href = await row.getByRole('link', { name }).getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe(name.endsWith('.pdf') ? 'application/pdf' : 'image/png');
  }
});

test('the public link: on, readable signed out, off, then not found', async ({ page, browser }) => {
  await signIn(page, 'owner@example.com');
  await page.goto('/app/medical-records');
  await page.getByLabel('Pet', { exact: true }).selectOption({ label: 'Miso (Cat)' });
  await page.waitForURL(/[?&]pet=\d+/);
  await expect(page.getByLabel('Pet', { exact: true }).locator('option:checked')).toHaveText('Miso (Cat)');
  await page.getByRole('button', { name: 'Turn on public link' }).click();
  const link = await page.getByLabel('Public read-only link').inputValue();
  expect(link).toContain('/3/records?id=');
  const path = new URL(link).pathname + new URL(link).search;

  const stranger = await browser.newContext();
  const anonymous = await stranger.newPage();
  await anonymous.goto(site(undefined, path));
  await expect(anonymous.getByRole('heading', { name: 'Health records of Miso' })).toBeVisible();
  await expect(anonymous.getByText('Hairball-related vomiting')).toBeVisible();

  await page.getByRole('button', { name: 'Turn off public link' }).click();
  await expect(page.getByRole('button', { name: 'Turn on public link' })).toBeVisible();
  await anonymous.reload();
  await expect(anonymous.getByRole('heading', { name: 'Oops! Sorry page not found' })).toBeVisible();
  await expect(anonymous.getByText('Miso')).toHaveCount(0);
  await stranger.close();
});

test("a practice opens its customer's records from an appointment and cannot edit them", async ({ page }) => {
  await signIn(page, 'vet@example.com', { practice: true });
  await page.goto('/app/appointments');
  const card = page.locator('article', { hasText: 'Biscuit' }).filter({ hasText: 'Video' }).first();
  await card.getByRole('link', { name: 'View details' }).click();
  await page.getByRole('link', { name: 'Medical Records' }).last().click();
  await page.getByRole('link', { name: 'Open all medical records' }).click();
  await expect(page.getByText('Read-only')).toBeVisible();
  await page.locator('[data-category-link="immunizations"]').click();
  await expect(page.locator('table.record-table')).toContainText('Rabies (3-year)');
  await expect(page.getByRole('link', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const petId = new URL(page.url()).searchParams.get('pet');
  const attempt = await page.request.post(`/api/pets/${petId}/records`, { data: { category: 'weight', details: { date: '2026-11-01', lbs: 1 } } });
  expect(attempt.status()).toBe(403);
});
