import { expect, test, type Page } from '@playwright/test';
import { signIn, site } from './helpers';

/** The Website tab with its editor running (hydrated), signed in as Happy Paws' root admin. */
async function openEditor(page: Page) {
  await page.goto(site(undefined, '/app/settings/website'));
  await expect(page.locator('[data-island="WebsiteEditor"][data-hydrated="true"]')).toBeAttached();
}

/** A small PNG: a screenshot of a coloured block with a word on it. */
async function pictureOf(page: Page, word: string): Promise<Buffer> {
  const other = await page.context().newPage();
  await other.setViewportSize({ width: 120, height: 80 });
  await other.setContent(`<body style="margin:0;background:#2a9d8f"><b style="color:white">${word}</b></body>`);
  const png = await other.screenshot();
  await other.close();
  return png;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your website has been saved.')).toBeVisible();
}

test.describe('The website editor', () => {
  test('Markdown with a live preview, images from the toolbar, and HTML whose removals are named', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, 'vet@example.com', { practice: true });
    await openEditor(page);
    // Happy Paws was written as HTML: it opens in the advanced mode, its HTML kept to put back at the end.
    await expect(page.getByLabel('Advanced: edit HTML')).toBeChecked();
    const original = { header: await page.getByLabel('Header section (HTML)').inputValue(), body: await page.getByLabel('Body section (HTML)').inputValue() };
    expect(original.header).toContain('<h2>Welcome to Happy Paws Veterinary Clinic</h2>');

    await page.getByLabel('Markdown', { exact: true }).check();
    const header = page.getByLabel('Header section (Markdown)');
    await header.fill('## Open on Sundays\n\nAsk us about [puppy classes](https://happypaws.example/puppies).');
    const preview = page.frameLocator('.site-live-preview-frame');
    await expect(preview.getByRole('heading', { name: 'Open on Sundays' })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'puppy classes' })).toHaveAttribute('href', 'https://happypaws.example/puppies');
    await expect(preview.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();

    // The toolbar's image button uploads the file and writes it at the cursor.
    const body = page.getByLabel('Body section (Markdown)');
    await body.fill('Meet the team:\n\n');
    await body.press('End');
    await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'our-team.png', mimeType: 'image/png', buffer: await pictureOf(page, 'Team') });
    await expect(body).toHaveValue(/!\[our-team\]\(\/files\/public\/brand_logo\/[0-9a-f-]+\.png\)/);
    await expect(preview.getByRole('img', { name: 'our-team' })).toBeVisible();
    await save(page);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(site('happypaws'));
    await expect(visitor.getByRole('heading', { name: 'Open on Sundays' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'puppy classes' })).toHaveAttribute('href', 'https://happypaws.example/puppies');
    const team = visitor.getByRole('img', { name: 'our-team' });
    await expect(team).toBeVisible();
    expect(await team.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Advanced: the rendered HTML replaces the Markdown; what the sanitizer takes out is named live, then after saving.
    await openEditor(page);
    await expect(page.getByLabel('Markdown', { exact: true })).toBeChecked();
    await page.getByLabel('Advanced: edit HTML').check();
    await expect(page.getByLabel('Header section (HTML)')).toHaveValue(/<h2>Open on Sundays<\/h2>/);
    await page.getByLabel('Body section (HTML)').fill('<p onclick="x()">Hi</p><script>alert(1)</script>');
    await expect(page.getByText('Will be removed for safety: onclick attribute, <script>.', { exact: true })).toBeVisible();
    await expect(preview.getByText('Hi', { exact: true })).toBeVisible();
    await save(page);
    await expect(page.getByText('Removed for safety: onclick attribute, <script>.', { exact: true })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('Hi', { exact: true })).toBeVisible();
    expect(await visitor.content()).not.toContain('alert(1)');

    // Happy Paws as it was, for the other tests.
    await openEditor(page);
    await page.getByLabel('Header section (HTML)').fill(original.header);
    await page.getByLabel('Body section (HTML)').fill(original.body);
    await save(page);
  });
});
