import { expect, test } from '@playwright/test';
import { site } from './helpers';

test.describe('islands: the opening hours on a practice site', () => {
  test('are real markup before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site('happypaws'));
    await page.getByText('Opening hours').first().click();
    const hours = page.locator('[data-island="OpeningHours"]').first();
    await expect(hours.locator('table tr').first()).toBeVisible();
    await expect(hours.getByLabel('Show hours in timezone')).toHaveValue('America/New_York');
    await context.close();
  });

  test("hydrate, switch to the visitor's own zone, and follow the zone the visitor picks", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    await page.goto(site('happypaws'));
    await page.getByText('Opening hours').first().click();
    const hours = page.locator('[data-island="OpeningHours"]').first();
    await expect(hours).toHaveAttribute('data-hydrated', 'true');
    const picker = hours.getByLabel('Show hours in timezone');
    // Chromium names India's zone by its ICU id, Asia/Calcutta; either name is the browser's own zone.
    const own = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(own);
    await expect(picker).toHaveValue(own);
    const inKolkata = await hours.locator('td').allTextContents();
    await picker.selectOption('America/New_York');
    await expect(picker).toHaveValue('America/New_York');
    await expect.poll(async () => (await hours.locator('td').allTextContents()).join('|')).not.toBe(inKolkata.join('|'));
    // Each island is its own chunk: the page loaded the OpeningHours chunk and no other island's.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.some((s) => /chunks\/OpeningHours-/.test(s))).toBe(true);
    expect(scripts.some((s) => /chunks\/BookingWizard-/.test(s))).toBe(false);
    await context.close();
  });
});
